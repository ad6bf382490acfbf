import { amountInputPosted, dealMargin, Money, normaliseDecimal, proposedRateIn, type BoardRates } from '@sarafi/core';
import { exchangeSellingAmount, type ExchangeDraft } from './drafts';

type CodeOf = (currencyId: number | null) => string | undefined;

const find = (board: readonly BoardRates[] | undefined, code: string | undefined) => board?.find((c) => c.code === code);

/**
 * The rate an Exchange form proposes for a deal giving `from` and taking `to`: core's one rule for the exchange screen
 * (board buy or sell rate), in the rate box's pair convention; null while either currency is unknown. A currency
 * against itself is 1, whatever its spread.
 */
export function boardRateFor(board: readonly BoardRates[] | undefined, from: string | undefined, to: string | undefined): string | null {
  if (!find(board, from) || !find(board, to)) return null;
  return from === to ? '1' : (proposedRateIn('exchange', board, from, to)?.rate ?? null);
}

const positive = (value: string | null): value is string => value !== null && new Money(value).gt(0);

/**
 * What the deal on the form earns against the board, in base currency (core's `dealMargin`): the shop receives the
 * purchase amount and gives the selling amount. Null until both currencies differ and the amount and rate are numbers
 * above 0, so a half-typed deal shows nothing rather than a large negative margin.
 */
export function exchangeMargin(draft: ExchangeDraft, codeOf: CodeOf, board: readonly BoardRates[] | undefined): string | null {
  const [received, given] = [find(board, codeOf(draft.purchase.currencyId)), find(board, codeOf(draft.selling.currencyId))];
  if (!received || !given || received.code === given.code) return null;
  const amount = amountInputPosted(draft.amount);
  if (!positive(amount) || !positive(normaliseDecimal(draft.rate))) return null;
  const margin = dealMargin({ amount, rates: received }, { amount: exchangeSellingAmount(draft, codeOf), rates: given });
  // A margin under half a cent below zero rounds to '-0.00', which reads as a loss that is not there.
  return new Money(margin).isZero() ? '0.00' : margin;
}
