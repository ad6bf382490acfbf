import { parseDecimal, type ParsedDecimal } from '@sarafi/core/money/amount-parse';
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

/**
 * What a cell says, as text; a formula that failed (#N/A, #VALUE! …) is reported, never read as text. `number` marks
 * a number cell: its value is a double the sheet computed or stored, not text someone typed.
 */
export type CellValue = { text: string; number?: true } | { formulaError: true } | null;

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
    return { text: numberText(v), number: true };
  } else if (typeof v === 'boolean') text = v ? 'TRUE' : 'FALSE';
  else if (v instanceof Date) text = v.toISOString().slice(0, 10);
  else text = String(v).trim();
  return text === '' ? null : { text };
}

/**
 * The decimal a cell's text stands for, read by the one parser of `packages/core` (docs/decisions.md, Money and amounts: thousands commas only
 * in real groups, so a European '1.234,50' is refused rather than misread; Persian and Arabic-Indic digits), written
 * with exactly `places` decimals ('1,234.5' → '1234.50' for 2). A money cell (`round` false) with more decimals is
 * refused, never rounded; a rate or a derived figure is rounded half-up (docs/architecture.md, Money) as it is stored. Most cells
 * need no rounding, and those stay text: building a Decimal for each of 500,000 numbers took seconds.
 */
export function parseSheetDecimal(text: string, places: number, round: boolean): ParsedDecimal {
  const parsed = parseDecimal(text, round ? Number.POSITIVE_INFINITY : places);
  if (!parsed.ok) return parsed;
  const negative = parsed.value.startsWith('-');
  const [whole = '0', fraction = ''] = (negative ? parsed.value.slice(1) : parsed.value).split('.');
  const absolute =
    fraction.length <= places ? `${whole}.${fraction.padEnd(places, '0')}` : new Money(`${whole}.${fraction}`).toDecimalPlaces(places).toFixed(places);
  // '-0.001' is negative even though it rounds to zero.
  return { ok: true, value: negative ? `-${absolute}` : absolute };
}
