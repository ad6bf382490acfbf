import { sql } from 'drizzle-orm';
import { Money, replayLegs, type FxLeg, type FxPosition } from '@sarafi/core';
import type { Transaction } from '../../db/client';

/** A place in posting order: the shop's day, then the transaction id. */
export interface DealKey {
  day: string;
  id: number;
}

export const earlierKey = (a: DealKey | null, b: DealKey | null) =>
  !a ? b : !b ? a : a.day < b.day || (a.day === b.day && a.id <= b.id) ? a : b;

/** node-postgres's result of a raw statement: drizzle types it loosely. */
export const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

interface LegRow {
  transaction_id: number;
  currency_id: number;
  side: 'buy' | 'sell';
  quantity: string;
  base_value: string;
  realised: string;
  position_quantity: string;
  position_basis: string;
  realised_profit: string | null;
}

/**
 * Replays every deal leg from `from` on in posting order (core replayLegs), starting from the positions the legs before
 * it left, and rewrites the realised profits and positions that changed: of the legs, and the deals' totals on their
 * transactions. The caller holds the desk lock (desk.ts), so no other replay runs meanwhile.
 */
export async function replayFrom(tx: Transaction, from: DealKey) {
  const start = await tx.execute(sql`
    select c.id as currency_id, l.position_quantity, l.position_basis
    from currencies c
    cross join lateral (
      select position_quantity, position_basis from fx_deal_legs l
      where l.currency_id = c.id and (l.trans_date, l.transaction_id) < (${from.day}, ${from.id})
      order by l.trans_date desc, l.transaction_id desc limit 1
    ) l`);
  const positions: Record<string, FxPosition> = {};
  for (const row of rowsOf<{ currency_id: number; position_quantity: string; position_basis: string }>(start)) positions[String(row.currency_id)] = { quantity: row.position_quantity, basis: row.position_basis };

  const rows = rowsOf<LegRow>(await tx.execute(sql`
    select l.transaction_id, l.currency_id, l.side, l.quantity, l.base_value, l.realised, l.position_quantity, l.position_basis,
           t.realised_profit
    from fx_deal_legs l join transactions t on t.id = l.transaction_id
    where (l.trans_date, l.transaction_id) >= (${from.day}, ${from.id})
    order by l.trans_date, l.transaction_id, l.first_leg desc`));
  const legs: FxLeg[] = rows.map((r) => ({ currency: String(r.currency_id), side: r.side, quantity: r.quantity, baseValue: r.base_value }));
  const { results } = replayLegs(legs, positions);

  const changedLegs = { tid: [] as number[], cid: [] as number[], realised: [] as string[], quantity: [] as string[], basis: [] as string[] };
  const dealTotals = new Map<number, { stored: string | null; total: InstanceType<typeof Money> }>();
  results.forEach((result, i) => {
    const row = rows[i]!;
    const same =
      new Money(row.realised).eq(result.realised) &&
      new Money(row.position_quantity).eq(result.position.quantity) &&
      new Money(row.position_basis).eq(result.position.basis);
    if (!same) {
      changedLegs.tid.push(row.transaction_id);
      changedLegs.cid.push(row.currency_id);
      changedLegs.realised.push(result.realised);
      changedLegs.quantity.push(result.position.quantity);
      changedLegs.basis.push(result.position.basis);
    }
    const deal = dealTotals.get(row.transaction_id) ?? { stored: row.realised_profit, total: new Money(0) };
    deal.total = deal.total.plus(result.realised);
    dealTotals.set(row.transaction_id, deal);
  });
  if (changedLegs.tid.length > 0) {
    await tx.execute(sql`
      update fx_deal_legs l set realised = v.realised, position_quantity = v.quantity, position_basis = v.basis
      from unnest(${sql.param(changedLegs.tid)}::int[], ${sql.param(changedLegs.cid)}::int[], ${sql.param(changedLegs.realised)}::numeric[],
                  ${sql.param(changedLegs.quantity)}::numeric[], ${sql.param(changedLegs.basis)}::numeric[]) as v(tid, cid, realised, quantity, basis)
      where l.transaction_id = v.tid and l.currency_id = v.cid`);
  }
  const changedDeals = [...dealTotals].filter(([, d]) => d.stored === null || !d.total.eq(d.stored));
  if (changedDeals.length > 0) {
    await tx.execute(sql`
      update transactions t set realised_profit = v.profit
      from unnest(${sql.param(changedDeals.map(([id]) => id))}::int[], ${sql.param(changedDeals.map(([, d]) => d.total.toFixed(2)))}::numeric[]) as v(id, profit)
      where t.id = v.id`);
  }
}
