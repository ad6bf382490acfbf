import { Money } from '../money/decimal';

export interface TwoNarratives {
  transType: string;
  /** The out-side's narrative: debited account, exchange purchase account. */
  transDescription: string | null;
  /** The in-side's narrative: credited account, exchange selling account. */
  cTransDescription: string | null;
  currencyId: number | null;
  cCurrencyId: number | null;
}

export type Side = 'in' | 'out';

/** An in-side with no narrative of its own (a voucher has one narrative) reads the document's. */
export const narrativeOfSide = (t: TwoNarratives, side: Side): string | null =>
  side === 'in' && t.cTransDescription ? t.cTransDescription : t.transDescription;

/**
 * The side one ledger entry belongs to. An exchange has two legs, one per currency: the purchase leg (purchase
 * account and the FX position that bought) and the selling leg (FX position that sold and selling account), so
 * its entries go by currency. Every other document moves one currency: the entry that gains is the in-side.
 */
export function sideOfEntry(t: TwoNarratives, entry: { currencyId: number; amount: string }): Side {
  if (t.transType === 'Exchange' && t.currencyId !== t.cCurrencyId) return entry.currencyId === t.cCurrencyId ? 'in' : 'out';
  return new Money(entry.amount).isNegative() ? 'out' : 'in';
}

/** The narrative a statement line of this entry shows: its own side's, never the other side's. */
export const entryNarrative = (t: TwoNarratives, entry: { currencyId: number; amount: string }) => narrativeOfSide(t, sideOfEntry(t, entry));

/**
 * The narrative of a search result seen from one account: the side that account is on. With no account, or an
 * account on both sides, there is no single side, and the document's own (out-side) narrative is shown.
 */
export function narrativeForAccount(t: TwoNarratives & { inAccountId: number | null; outAccountId: number | null }, accountId: number | undefined) {
  const side: Side = accountId !== undefined && t.inAccountId === accountId && t.outAccountId !== accountId ? 'in' : 'out';
  return narrativeOfSide(t, side);
}

/** What an exchange line says of its whole deal, whichever side the reader stands on: bought, at which rate, paid. */
export interface ExchangeDealWords {
  bought: string;
  boughtCurrency: string;
  rate: string;
  paid: string;
  paidCurrency: string;
}

/**
 * The whole deal of an exchange for a statement line (docs/decisions.md, Walk-in exchanges): one side's narrative alone tells half of it.
 * Null for any other document, or while a currency is unknown.
 */
export function exchangeDealWords(
  t: { transType: string; dAmount: string; cAmount: string; exRate: string; currencyId: number | null; cCurrencyId: number | null },
  codeOf: (currencyId: number) => string | undefined,
): ExchangeDealWords | null {
  if (t.transType !== 'Exchange' || t.currencyId === null || t.cCurrencyId === null) return null;
  const boughtCurrency = codeOf(t.currencyId);
  const paidCurrency = codeOf(t.cCurrencyId);
  if (!boughtCurrency || !paidCurrency) return null;
  return { bought: t.dAmount, boughtCurrency, rate: new Money(t.exRate).toFixed(), paid: t.cAmount, paidCurrency };
}
