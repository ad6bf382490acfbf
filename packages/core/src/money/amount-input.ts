import { parseAmount, westernNumber } from './amount-parse';
import { decimalMessages } from './amount-messages';

/**
 * What an amount box keeps while the user types (docs/architecture.md, Validation): digits, one decimal point and commas, Persian and
 * Arabic-Indic digits written as 0–9. Commas stay as typed, so '0,5' is shown and refused rather than read as 5.
 */
export function cleanAmountInput(text: string): string {
  let seenPoint = false;
  let kept = '';
  for (const ch of westernNumber(text)) {
    if ((ch >= '0' && ch <= '9') || ch === ',') kept += ch;
    else if (ch === '.' && !seenPoint) {
      seenPoint = true;
      kept += ch;
    }
  }
  return kept;
}

/** The text with thousands separators, shown on blur; the decimals stay as typed. Text that is no amount stays as it is. */
export function groupAmountInput(text: string): string {
  const parsed = parseAmount(text);
  if (!parsed.ok) return text;
  const [whole = '0', fraction] = parsed.value.split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return fraction === undefined ? (text.trim().endsWith('.') ? `${grouped}.` : grouped) : `${grouped}.${fraction}`;
}

/**
 * The amount a box will post, or null while its text is not one (too many decimals, commas out of place): words,
 * summaries and totals follow this, so they never show a value that is then refused or rounded. Empty means 0.
 */
export function amountInputPosted(text: string): string | null {
  if (!text.trim()) return '0';
  const parsed = parseAmount(text);
  return parsed.ok ? parsed.value : null;
}

/**
 * What a box sends: its amount as a plain decimal ('1,234.50' → '1234.50'), '0' when empty (docs/architecture.md, Validation, Transfer), and
 * text that is no amount as typed, so the shared schema refuses it with its message instead of the form guessing.
 */
export function amountInputValue(text: string): string {
  return amountInputPosted(text) ?? text.trim();
}

/** Why a box's text will be refused, in the shared schema's words; null when it is an amount, empty or nothing like one. */
export function amountInputProblem(text: string): string | null {
  const parsed = parseAmount(text);
  if (parsed.ok || parsed.problem === 'notANumber') return null;
  return parsed.problem === 'places' ? decimalMessages.amountPlaces : decimalMessages.grouping;
}
