import { Money, toRate } from '../money/decimal';
import { exchangeDirection } from '../money/exchange';
import { boardDealRate, type BoardRates } from './board';

/** Every screen that puts a rate in a box for the clerk (docs/decisions.md, Currencies and rates, 'One rate story'). */
export const rateScreens = ['exchange', 'hawala', 'converter', 'settlement'] as const;
export type RateScreen = (typeof rateScreens)[number];

/**
 * Where a proposed rate comes from, named next to the rate box. A deal with a customer is priced at the board's side
 * the shop trades on: its buy rate for the currency it takes in, its sell rate for the one it gives out (`boardBuySell`
 * when neither side is the base currency, so the rate is one currency's buy over the other's sell). Hawala conversion,
 * the converter and settlements use the board's mid, the price neither side profits from.
 */
export const rateSources = ['boardBuy', 'boardSell', 'boardBuySell', 'boardMid'] as const;
export type RateSource = (typeof rateSources)[number];

export interface ProposedRate {
  /** In the one pair convention of money/exchange.ts, to the 8 places a rate is stored with. */
  rate: string;
  source: RateSource;
}

const positive = (value: string) => {
  try {
    const decimal = new Money(value);
    return decimal.isFinite() && decimal.gt(0);
  } catch {
    return false;
  }
};
const usable = (rates: BoardRates) => positive(rates.buyRate) && positive(rates.sellRate);
const isUnit = (value: string) => new Money(value).eq(1);
const mid = (rates: BoardRates) => new Money(rates.buyRate).plus(rates.sellRate).div(2);

/** The board's mid for the pair: one unit of `from` is worth mid(from) / mid(to) units of `to`; a dividing pair quotes the inverse. */
function boardMidRate(from: BoardRates, to: BoardRates): string {
  const perUnit = mid(from).div(mid(to));
  return toRate(exchangeDirection(from.code, to.code) === 'divide' ? new Money(1).div(perUnit) : perUnit);
}

/**
 * The one rule for the rate a screen proposes for converting `from` into `to`, from the board's prices (base currency per
 * unit; the base itself is 1 / 1). On Exchange `from` is what the customer gives the shop (the shop buys it) and `to`
 * what the shop gives back (it sells it). On Hawala `from` is the send currency, on a settlement the partner's currency.
 * Null for one currency, or while either board price is missing or not positive.
 */
export function proposedRate(screen: RateScreen, from: BoardRates, to: BoardRates): ProposedRate | null {
  if (from.code.toUpperCase() === to.code.toUpperCase() || !usable(from) || !usable(to)) return null;
  if (screen !== 'exchange') return { rate: boardMidRate(from, to), source: 'boardMid' };
  const rate = boardDealRate(from, to);
  // Against the base (sold at 1) the deal rate is the bought currency's buy rate; bought at 1, the sold one's sell rate.
  if (isUnit(to.sellRate)) return { rate, source: 'boardBuy' };
  if (isUnit(from.buyRate)) return { rate, source: 'boardSell' };
  return { rate, source: 'boardBuySell' };
}

/** `proposedRate` for two currency codes looked up in the board (the currency list carries each one's buy and sell price). */
export function proposedRateIn(screen: RateScreen, board: readonly BoardRates[] | undefined, from: string | undefined, to: string | undefined): ProposedRate | null {
  const [a, b] = [board?.find((c) => c.code === from), board?.find((c) => c.code === to)];
  return a && b ? proposedRate(screen, a, b) : null;
}
