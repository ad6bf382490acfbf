import { sql } from 'drizzle-orm';
import { markPosition, midRate, Money, type PositionsResponse } from '@sarafi/core';
import type { Executor } from '../../db/client';
import { readDesk } from '../fx/desk';
import { rowsOf } from '../../db/rows-of';

interface PositionRow {
  id: number;
  code: string;
  buy_rate: string;
  sell_rate: string;
  position_quantity: string | null;
  position_basis: string | null;
}

/**
 * What the shop holds of each currency now: the position the last deal in posting order left (equal to the FX position
 * account's balance, a ledger invariant), at its average cost, marked to the board's mid rate. Active currencies other
 * than the base, and any inactive one still held.
 */
export async function readPositions(db: Executor, now = new Date()): Promise<PositionsResponse> {
  const desk = await readDesk(db);
  const rows = rowsOf<PositionRow>(
    await db.execute(sql`
      select c.id, c.code, c.buy_rate, c.sell_rate, l.position_quantity, l.position_basis
      from currencies c
      left join lateral (
        select position_quantity, position_basis from fx_deal_legs l
        where l.currency_id = c.id order by l.trans_date desc, l.transaction_id desc limit 1
      ) l on true
      where c.id <> ${desk.baseCurrencyId} and (c.is_active or coalesce(l.position_quantity, 0) <> 0)
      order by c.id`),
  );
  const totals = { basis: new Money(0), market: new Money(0), unrealised: new Money(0) };
  const positions = rows.map((r) => {
    const position = { quantity: new Money(r.position_quantity ?? 0).toFixed(2), basis: new Money(r.position_basis ?? 0).toFixed(2) };
    const rates = { buyRate: r.buy_rate, sellRate: r.sell_rate };
    const marked = markPosition(position, rates);
    totals.basis = totals.basis.plus(position.basis);
    totals.market = totals.market.plus(marked.marketValue);
    totals.unrealised = totals.unrealised.plus(marked.unrealisedProfit);
    return {
      currencyId: r.id,
      currencyCode: r.code,
      quantity: position.quantity,
      basis: position.basis,
      buyRate: r.buy_rate,
      sellRate: r.sell_rate,
      midRate: midRate(rates),
      ...marked,
    };
  });
  return {
    baseCurrencyCode: desk.baseCurrencyCode,
    asOf: now.toISOString(),
    positions,
    totalBasis: totals.basis.toFixed(2),
    totalMarketValue: totals.market.toFixed(2),
    totalUnrealisedProfit: totals.unrealised.toFixed(2),
  };
}
