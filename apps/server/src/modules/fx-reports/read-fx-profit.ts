import { sql } from 'drizzle-orm';
import { Money, toRate, type FxProfitQuery, type FxProfitResponse } from '@sarafi/core';
import type { Executor } from '../../db/client';
import { currencies } from '../../db/schema';
import { readDesk } from '../fx/desk';
import { rowsOf } from '../../db/rows-of';
import { sideBySide } from '../../db/side-by-side';

interface DayCurrencyRow {
  trans_date: string;
  currency_id: number;
  legs: number;
  deals: number;
  bought_quantity: string;
  bought_base: string;
  sold_quantity: string;
  sold_base: string;
  realised: string;
}

type Sum = InstanceType<typeof Money>;
const zero = () => new Money(0);
const averageRate = (base: Sum, quantity: Sum) => (quantity.isZero() ? null : toRate(base.div(quantity)));

/**
 * What the desk earned in a range of shop days (docs/decisions.md, Exchange desk): the day totals kept with the legs (replay-deals.ts), folded
 * here into the currencies and the days. A deal counts once (its first leg), a cross deal in both currencies.
 */
export async function readFxProfit(db: Executor, query: FxProfitQuery): Promise<FxProfitResponse> {
  const [desk, names, result] = await sideBySide(db, [
    () => readDesk(db),
    () => db.select({ id: currencies.id, code: currencies.code }).from(currencies),
    () => db.execute(sql`
      select day as trans_date, currency_id, legs, deals, bought_quantity, bought_base, sold_quantity, sold_base, realised
      from fx_day_totals
      where day between ${query.from} and ${query.to}
      order by day, currency_id`),
  ]);
  const codeOf = new Map(names.map((c) => [c.id, c.code]));
  const byCurrency = new Map<number, { deals: number; bq: Sum; bb: Sum; sq: Sum; sb: Sum; realised: Sum }>();
  const byDay = new Map<string, { deals: number; realised: Sum }>();
  let deals = 0;
  let realised = zero();
  for (const row of rowsOf<DayCurrencyRow>(result)) {
    const c = byCurrency.get(row.currency_id) ?? { deals: 0, bq: zero(), bb: zero(), sq: zero(), sb: zero(), realised: zero() };
    c.deals += row.legs;
    c.bq = c.bq.plus(row.bought_quantity);
    c.bb = c.bb.plus(row.bought_base);
    c.sq = c.sq.plus(row.sold_quantity);
    c.sb = c.sb.plus(row.sold_base);
    c.realised = c.realised.plus(row.realised);
    byCurrency.set(row.currency_id, c);
    const d = byDay.get(row.trans_date) ?? { deals: 0, realised: zero() };
    d.deals += row.deals;
    d.realised = d.realised.plus(row.realised);
    byDay.set(row.trans_date, d);
    deals += row.deals;
    realised = realised.plus(row.realised);
  }
  return {
    from: query.from,
    to: query.to,
    baseCurrencyCode: desk.baseCurrencyCode,
    deals,
    realisedProfit: realised.toFixed(2),
    currencies: [...byCurrency]
      .sort(([a], [b]) => a - b)
      .map(([currencyId, c]) => ({
        currencyId,
        currencyCode: codeOf.get(currencyId) ?? String(currencyId),
        deals: c.deals,
        boughtQuantity: c.bq.toFixed(2),
        boughtBase: c.bb.toFixed(2),
        averageBuyRate: averageRate(c.bb, c.bq),
        soldQuantity: c.sq.toFixed(2),
        soldBase: c.sb.toFixed(2),
        averageSellRate: averageRate(c.sb, c.sq),
        realisedProfit: c.realised.toFixed(2),
      })),
    days: [...byDay].map(([date, d]) => ({ date, deals: d.deals, realisedProfit: d.realised.toFixed(2) })),
  };
}
