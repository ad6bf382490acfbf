import { sql } from 'drizzle-orm';
import { Money, replayLegs, type FxLeg, type FxPosition } from '@sarafi/core';
import type { Transaction } from '../../db/client';
import { rowsOf } from '../../db/rows-of';

/** A place in posting order: the shop's day, then the transaction id. */
export interface DealKey {
  day: string;
  id: number;
}

export const earlierKey = (a: DealKey | null, b: DealKey | null) =>
  !a ? b : !b ? a : a.day < b.day || (a.day === b.day && a.id <= b.id) ? a : b;

/** A stored deal leg as a raw statement returns it. */
export interface LegRow {
  transaction_id: number;
  currency_id: number;
  side: 'buy' | 'sell';
  quantity: string;
  base_value: string;
  realised: string;
  position_quantity: string;
  position_basis: string;
  undoes_transaction_id: number | null;
}

/** A stored leg as core's replay reads it: named by its deal and currency, so a refund's leg can name the leg it undoes. */
export const legOfRow = (r: LegRow): FxLeg => ({
  currency: String(r.currency_id),
  side: r.side,
  quantity: r.quantity,
  baseValue: r.base_value,
  id: legId(r.transaction_id, r.currency_id),
  ...(r.undoes_transaction_id === null ? {} : { undoes: legId(r.undoes_transaction_id, r.currency_id) }),
});

export const legId = (transactionId: number, currencyId: number) => `${transactionId}:${currencyId}`;

/**
 * Replays the deal legs of `currencies` from `from` on, in posting order (core replayLegs), starting from the positions
 * their legs before it left, and rewrites what changed: the legs' profits and positions, their deals' totals
 * (fx_deals) and the day totals the report reads (fx_day_totals). A leg's figures depend only on the legs of its own
 * currency before it (and a refund's on the leg it undoes, of the same currency), so the other currencies are left
 * alone. Returns the deals whose legs changed, whose booked profit may be stale (book-fx-profit.ts). The caller holds
 * the desk lock (desk.ts).
 */
export async function replayFrom(tx: Transaction, from: DealKey, currencies: number[]): Promise<number[]> {
  if (currencies.length === 0) return [];
  const affected = sql.param(currencies);
  const positions: Record<string, FxPosition> = {};
  const start = await tx.execute(sql`
    select c.id as currency_id, l.position_quantity, l.position_basis
    from unnest(${affected}::int[]) as c(id)
    cross join lateral (
      select position_quantity, position_basis from fx_deal_legs l
      where l.currency_id = c.id and (l.trans_date, l.transaction_id) < (${from.day}, ${from.id})
      order by l.trans_date desc, l.transaction_id desc limit 1
    ) l`);
  for (const row of rowsOf<{ currency_id: number; position_quantity: string; position_basis: string }>(start)) {
    positions[String(row.currency_id)] = { quantity: row.position_quantity, basis: row.position_basis };
  }

  const rows = rowsOf<LegRow>(
    await tx.execute(sql`
      select transaction_id, currency_id, side, quantity, base_value, realised, position_quantity, position_basis, undoes_transaction_id
      from fx_deal_legs
      where currency_id = any(${affected}::int[]) and (trans_date, transaction_id) >= (${from.day}, ${from.id})
      order by trans_date, transaction_id, currency_id`),
  );
  const { results } = replayLegs(rows.map(legOfRow), positions, await undoneBefore(tx, rows, from));

  const changed = { tid: [] as number[], cid: [] as number[], realised: [] as string[], quantity: [] as string[], basis: [] as string[] };
  results.forEach((result, i) => {
    const row = rows[i]!;
    const same =
      new Money(row.realised).eq(result.realised) &&
      new Money(row.position_quantity).eq(result.position.quantity) &&
      new Money(row.position_basis).eq(result.position.basis);
    if (same) return;
    changed.tid.push(row.transaction_id);
    changed.cid.push(row.currency_id);
    changed.realised.push(result.realised);
    changed.quantity.push(result.position.quantity);
    changed.basis.push(result.position.basis);
  });
  if (changed.tid.length > 0) {
    await tx.execute(sql`
      update fx_deal_legs l set realised = v.realised, position_quantity = v.quantity, position_basis = v.basis
      from unnest(${sql.param(changed.tid)}::int[], ${sql.param(changed.cid)}::int[], ${sql.param(changed.realised)}::numeric[],
                  ${sql.param(changed.quantity)}::numeric[], ${sql.param(changed.basis)}::numeric[]) as v(tid, cid, realised, quantity, basis)
      where l.transaction_id = v.tid and l.currency_id = v.cid`);
    await tx.execute(sql`
      update fx_deals d set realised_profit = s.total
      from (select transaction_id, sum(realised) as total from fx_deal_legs
            where transaction_id = any(${sql.param([...new Set(changed.tid)])}::int[]) group by transaction_id) s
      where d.transaction_id = s.transaction_id and d.realised_profit <> s.total`);
  }
  await refreshDayTotals(tx, from.day, currencies);
  return [...new Set(changed.tid)];
}

/** The realised profit of the legs undone by legs of the replay but posted before it, by leg id. */
async function undoneBefore(tx: Transaction, rows: LegRow[], from: DealKey) {
  const undoing = rows.filter((r) => r.undoes_transaction_id !== null);
  if (undoing.length === 0) return {};
  const found = rowsOf<{ transaction_id: number; currency_id: number; realised: string }>(
    await tx.execute(sql`
      select l.transaction_id, l.currency_id, l.realised::text as realised
      from fx_deal_legs l
      join unnest(${sql.param(undoing.map((r) => r.undoes_transaction_id))}::int[], ${sql.param(undoing.map((r) => r.currency_id))}::int[]) as u(tid, cid)
        on l.transaction_id = u.tid and l.currency_id = u.cid
      where (l.trans_date, l.transaction_id) < (${from.day}, ${from.id})`),
  );
  return Object.fromEntries(found.map((f) => [legId(f.transaction_id, f.currency_id), f.realised]));
}

/** The day totals of the affected currencies from `day` on, summed again from their legs. */
async function refreshDayTotals(tx: Transaction, day: string, currencies: number[]) {
  const affected = sql.param(currencies);
  await tx.execute(sql`delete from fx_day_totals where day >= ${day} and currency_id = any(${affected}::int[])`);
  await tx.execute(sql`
    insert into fx_day_totals (day, currency_id, legs, deals, bought_quantity, bought_base, sold_quantity, sold_base, realised)
    select trans_date, currency_id, count(*), count(*) filter (where first_leg),
           coalesce(sum(quantity) filter (where side = 'buy'), 0), coalesce(sum(base_value) filter (where side = 'buy'), 0),
           coalesce(sum(quantity) filter (where side = 'sell'), 0), coalesce(sum(base_value) filter (where side = 'sell'), 0),
           sum(realised)
    from fx_deal_legs
    where trans_date >= ${day} and currency_id = any(${affected}::int[])
    group by trans_date, currency_id`);
}
