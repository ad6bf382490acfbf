import { decimalMessages } from '../money/amount-messages';
import { Money } from '../money/decimal';
import { amountDecimals, parseDecimal, type DecimalProblem } from '../money/amount-parse';

export type DecimalField = { ok: true; value: string } | { ok: false; message: string };

/**
 * A number field of a request body read by the one parser: its plain decimal, or the message to show. A value that
 * is not a number at all keeps the field's own words in docs/architecture.md, Validation (`invalid`); too many decimals gives `places`.
 */
export function readDecimalField(input: string | number, maxPlaces: number, words: { invalid: string; places: string }): DecimalField {
  const parsed = parseDecimal(input, maxPlaces);
  if (parsed.ok) return parsed;
  const messages: Record<DecimalProblem, string> = {
    notANumber: words.invalid,
    places: words.places,
    grouping: decimalMessages.grouping,
    imprecise: decimalMessages.imprecise,
  };
  return { ok: false, message: messages[parsed.problem] };
}

/**
 * An amount field (2 decimals at most). One below the smallest amount, 0.01, gets the field's own words whatever its
 * decimals: docs/architecture.md, Validation answers 0.001 with 'Amount must be greater than 0'.
 */
export function readAmountField(input: string | number, invalid: string): DecimalField {
  const field = readDecimalField(input, amountDecimals, { invalid, places: decimalMessages.amountPlaces });
  if (field.ok || field.message !== decimalMessages.amountPlaces) return field;
  const unlimited = parseDecimal(input);
  return unlimited.ok && new Money(unlimited.value).lt('0.01') ? { ok: false, message: invalid } : field;
}
