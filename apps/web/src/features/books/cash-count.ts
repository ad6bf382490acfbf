import { countedTotal, Money, type DenominationCount } from '@sarafi/core';
import { coinsAmount } from './count-input';

/** A currency as the count form offers it: the notes counted one by one, and whether a coins-and-cents line ends them. */
export interface CountCurrency {
  currencyId: number;
  currencyCode: string;
  notes: string[];
  coins: boolean;
}

/** What has been typed so far, per currency id: each note's count box and the coins box, as text. */
export interface TypedCount {
  notes: Record<number, Record<string, string>>;
  coins: Record<number, string>;
}

export const emptyCount: TypedCount = { notes: {}, coins: {} };

/** One currency's typed boxes as counts; an empty box is none of that note. */
export const denominationsOf = (typed: TypedCount, currency: CountCurrency): DenominationCount[] =>
  currency.notes.map((value) => ({ value, count: Number(typed.notes[currency.currencyId]?.[value] || 0) }));

/** One currency's counted total, to the cent: core's countedTotal of the notes plus the coins box. */
export const currencyTotal = (typed: TypedCount, currency: CountCurrency) =>
  countedTotal(denominationsOf(typed, currency), currency.coins ? coinsAmount(typed.coins[currency.currencyId] ?? '') : '0');

/**
 * The cash as the till's endpoints take it (`[{ currencyId, denominations, coins? }]`, as a day close is written): only
 * the notes counted, the coins when there are any. A float, drop or top-up leaves out a currency that holds nothing;
 * a close or a handover counts every currency the till holds, so an empty drawer is said to be empty (`everyCurrency`).
 */
export function cashBody(typed: TypedCount, currencies: CountCurrency[], { everyCurrency = false } = {}) {
  return currencies
    .filter((currency) => everyCurrency || !new Money(currencyTotal(typed, currency)).isZero())
    .map((currency) => {
      const loose = currency.coins ? new Money(coinsAmount(typed.coins[currency.currencyId] ?? '')) : new Money(0);
      return {
        currencyId: currency.currencyId,
        denominations: denominationsOf(typed, currency).filter((d) => d.count > 0),
        ...(loose.isZero() ? {} : { coins: loose.toFixed(2) }),
      };
    });
}

/** Whether anything at all was counted: a float, drop or top-up of nothing is not sent. */
export const countsAnything = (typed: TypedCount, currencies: CountCurrency[]) => cashBody(typed, currencies).length > 0;
