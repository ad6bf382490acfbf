import { Money, toAmount, toRate } from '../money/decimal';
import { exchangeDirection } from '../money/exchange';
import { calendarMonthOf } from '../calendar-month';
import type { FxProfitDay } from '../contract/fx';
import type { CalendarKind } from '../contract/auth';
import { averageCost, type FxPosition } from './average-cost';

/** A currency's board prices, base currency per one unit; the base currency itself is 1 / 1. */
export interface BoardRates {
  code: string;
  buyRate: string;
  sellRate: string;
}

/** The board's middle price: what a cross deal is valued at and what a position is marked to. */
export const midRate = (rates: { buyRate: string; sellRate: string }) => toRate(new Money(rates.buyRate).plus(rates.sellRate).div(2));

/**
 * The rate an exchange form proposes, in the pair convention every screen uses (money/exchange.ts): the shop buys the
 * currency the customer gives at its buy rate and sells the one it gives at its sell rate, so one unit given is worth
 * buy(given) / sell(taken) units taken; a dividing pair quotes the inverse.
 */
export function boardDealRate(given: BoardRates, taken: BoardRates): string {
  const perUnit = new Money(given.buyRate).div(taken.sellRate);
  return toRate(exchangeDirection(given.code, taken.code) === 'divide' ? new Money(1).div(perUnit) : perUnit);
}

/**
 * A deal's margin against the board, in base currency: what the board says the currency the shop receives is worth
 * (at the buy rate) minus what the board says the currency it gives is worth (at the sell rate). Positive means the
 * deal is better for the shop than the board; a deal at the board's own rates has a margin of about zero.
 */
export function dealMargin(received: { amount: string; rates: BoardRates }, given: { amount: string; rates: BoardRates }): string {
  return toAmount(new Money(received.amount).times(received.rates.buyRate).minus(new Money(given.amount).times(given.rates.sellRate)));
}

export interface FxProfitMonth {
  /** 'YYYY-MM' in the chosen calendar (Solar Hijri months for a Solar Hijri reader). */
  month: string;
  deals: number;
  realisedProfit: string;
}

/** The report's days grouped into months of the reader's calendar: one rule for the screen and the workbook. */
export function fxProfitMonths(days: FxProfitDay[], calendar: CalendarKind): FxProfitMonth[] {
  const months = new Map<string, { deals: number; profit: InstanceType<typeof Money> }>();
  for (const day of days) {
    const key = calendarMonthOf(day.date, calendar);
    const month = months.get(key) ?? { deals: 0, profit: new Money(0) };
    month.deals += day.deals;
    month.profit = month.profit.plus(day.realisedProfit);
    months.set(key, month);
  }
  return [...months].sort(([a], [b]) => a.localeCompare(b)).map(([month, m]) => ({ month, deals: m.deals, realisedProfit: m.profit.toFixed(2) }));
}

/**
 * A new currency's first board prices: the table's cross rate against the base (the rates in docs/architecture.md, Wire fields are units per 1 USD),
 * until an admin sets the board.
 */
export const tableBoardRate = (currency: { exchangeRate: string }, base: { exchangeRate: string }) =>
  toRate(new Money(base.exchangeRate).div(currency.exchangeRate));

/**
 * A position marked to the board's mid rate: its market value in base and the profit it would realise there
 * (market value − basis; for a short, what buying it back would cost against what it was sold for).
 */
export function markPosition(position: FxPosition, rates: { buyRate: string; sellRate: string }) {
  const marketValue = new Money(position.quantity).times(midRate(rates)).toDecimalPlaces(2, Money.ROUND_HALF_UP);
  return {
    averageCost: averageCost(position),
    marketValue: marketValue.toFixed(2),
    unrealisedProfit: marketValue.minus(position.basis).toFixed(2),
  };
}
