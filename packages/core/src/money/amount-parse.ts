import { westernDigits } from '../date-format';

/**
 * Why a number was refused. Each has one message in `decimalMessages`, except `notANumber`, whose words belong to
 * the field (docs/architecture.md, Validation: 'Amount must be greater than 0', 'Exchange rate must be greater than 0', …).
 */
export type DecimalProblem = 'notANumber' | 'grouping' | 'places' | 'imprecise';
export type ParsedDecimal = { ok: true; value: string } | { ok: false; problem: DecimalProblem };

/** Persian and Arabic-Indic digits as 0–9, and the Arabic decimal (٫) and thousands (٬) signs as '.' and ',', as Dari and Pashto keyboards type them. */
export const westernNumber = (text: string) => westernDigits(text).replace(/[\u066b\u066c]/g, (ch) => (ch === '\u066b' ? '.' : ','));

/**
 * A double holds every decimal of up to 15 significant digits exactly and gives it back from String(); beyond that
 * JSON.parse may already have changed it (12345678901234567.89 arrives as 12345678901234568), and we cannot tell.
 */
const exactNumberDigits = 15;
const significantDigits = (text: string) => text.replace(/[-.]/g, '').replace(/^0+/, '').length;

const numberShape = /^(-)?(\d[\d,]*)?(?:\.(\d*))?$/;
/** Commas only between groups of three, the first group not starting with 0: '0,500' is a European 0.5, not 500. */
const thousandsGroups = /^[1-9]\d{0,2}(?:,\d{3})+$/;

const refuse = (problem: DecimalProblem): ParsedDecimal => ({ ok: false, problem });

/**
 * The one reading of a number a person typed, a client sent or a spreadsheet cell holds (docs/decisions.md, Money and amounts): optional '-',
 * digits with commas only as real thousands groups ('1,234.50', '12,345,678'), at most one '.', at most
 * `maxPlaces` decimals — more are refused, never rounded. Persian and Arabic-Indic digits are read as digits.
 * Spaces inside, letters and any other sign are refused; surrounding spaces are not part of the number.
 * A JSON number is taken only when it has at most 15 significant digits, so it is what the client wrote.
 * The value is plain: no commas, no leading zeros, the decimals as given ('007.50' → '7.50', '-0' → '0').
 */
export function parseDecimal(input: string | number, maxPlaces = Number.POSITIVE_INFINITY): ParsedDecimal {
  let text: string;
  if (typeof input === 'number') {
    if (!Number.isFinite(input)) return refuse('notANumber');
    text = String(input);
    if (text.includes('e') || significantDigits(text) > exactNumberDigits) return refuse('imprecise');
  } else {
    text = westernNumber(input.trim());
  }
  const match = numberShape.exec(text);
  if (!match) return refuse(text.includes(',') && /^-?[\d.,]+$/.test(text) ? 'grouping' : 'notANumber');
  const [, sign, whole = '', fraction] = match;
  if (!whole && !fraction) return refuse('notANumber');
  if (whole.includes(',') && !thousandsGroups.test(whole)) return refuse('grouping');
  if ((fraction?.length ?? 0) > maxPlaces) return refuse('places');
  const digits = whole.replaceAll(',', '').replace(/^0+(?=\d)/, '') || '0';
  const value = fraction ? `${digits}.${fraction}` : digits;
  return { ok: true, value: sign && /[1-9]/.test(value) ? `-${value}` : value };
}

/** Money has 2 decimals (numeric(20,2)). */
export const amountDecimals = 2;
/** Rates have 8 decimals (numeric(20,8)). */
export const rateDecimals = 8;

export const parseAmount = (input: string | number) => parseDecimal(input, amountDecimals);
