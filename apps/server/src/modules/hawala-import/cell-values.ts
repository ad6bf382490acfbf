import { Money } from '@sarafi/core/money/decimal';

/** A cell as SheetJS hands it over (only the fields we read). */
export interface SheetCell {
  t?: string;
  v?: unknown;
}

/** Up to 15 significant digits; the shortest round-trip form is already that when it is this short. */
function numberText(v: number): string {
  const shortest = String(v);
  if (shortest.length <= 15 && !shortest.includes('e')) return shortest;
  const rounded = v.toPrecision(15);
  if (rounded.includes('e')) return new Money(rounded).toFixed();
  return rounded.includes('.') ? rounded.replace(/\.?0+$/, '') : rounded;
}

/** What a cell says, as text; a formula that failed (#N/A, #VALUE! …) is reported, never read as text. */
export type CellValue = { text: string } | { formulaError: true } | null;

/**
 * A cell's value as text. A number cell holds a binary double, so 8549.145 arrives as 8549.14499999…: it is
 * written with 15 significant digits, the precision Excel itself shows, which gives back the decimal the user
 * typed ('8549.145'); rounding to the stored places happens later, on that decimal.
 */
export function cellValue(cell: SheetCell | undefined): CellValue {
  if (!cell || cell.v === undefined || cell.v === null) return null;
  if (cell.t === 'e') return { formulaError: true };
  const { v } = cell;
  let text: string;
  if (typeof v === 'number') {
    if (!Number.isFinite(v)) return { formulaError: true };
    text = numberText(v);
  } else if (typeof v === 'boolean') text = v ? 'TRUE' : 'FALSE';
  else if (v instanceof Date) text = v.toISOString().slice(0, 10);
  else text = String(v).trim();
  return text === '' ? null : { text };
}

/** Eastern Arabic and Persian digits, and the Arabic decimal and thousands signs, as a Dari-language sheet may use. */
const arabicDigits = /[\u0660-\u0669\u06f0-\u06f9\u066b\u066c]/g;
const hasArabicDigits = /[\u0660-\u06f9]/;
function westernDigits(text: string): string {
  if (!hasArabicDigits.test(text)) return text;
  return text.replace(arabicDigits, (ch) => {
    const code = ch.charCodeAt(0);
    if (code === 0x066b) return '.';
    if (code === 0x066c) return ',';
    return String(code >= 0x06f0 ? code - 0x06f0 : code - 0x0660);
  });
}

/**
 * Thousands separators are allowed only in groups of three before the point ('1,234.50', '12,500'), so a
 * European '1.234,50' is refused rather than misread as 1.2345.
 */
const sheetNumber = /^(-)?(\d{1,3}(?:,\d{3})+|\d+)?(?:\.(\d+))?$/;

/**
 * The decimal a cell's text stands for, rounded half-up (DESIGN §3) to `places` decimals and written with exactly
 * that many ('1,234.5' → '1234.50' for 2), or null when the text is not a number. Most cells need no rounding, and
 * those are handled as text: building a Decimal for each of 500,000 numbers took seconds.
 */
export function parseSheetDecimal(text: string, places: number): string | null {
  const match = sheetNumber.exec(westernDigits(text).trim());
  if (!match) return null;
  const [, sign = '', grouped, fraction] = match;
  if (grouped === undefined && fraction === undefined) return null;
  const whole = (grouped ?? '0').replaceAll(',', '').replace(/^0+(?=\d)/, '');
  const absolute =
    (fraction ?? '').length <= places
      ? `${whole}.${(fraction ?? '').padEnd(places, '0')}`
      : new Money(`${whole}.${fraction}`).toDecimalPlaces(places).toFixed(places);
  // '-0.00' is zero, not a negative amount; '-0.001' is negative even though it rounds to zero.
  return sign && /[1-9]/.test(whole + (fraction ?? '')) ? `-${absolute}` : absolute;
}
