import { eq, sql, type SQL } from 'drizzle-orm';
import { Money, type MoneyValue } from '@sarafi/core';
import type { Transaction } from '../../db/client';
import { transactions } from '../../db/schema';

export interface DayDelta {
  accountId: number;
  currencyId: number;
  day: string;
  amount: MoneyValue;
}

/** The day a transaction's entries count on: its transDate ('' for a legacy row without one). */
export async function entryDay(tx: Transaction, transactionId: number): Promise<string> {
  const [row] = await tx.select({ day: transactions.transDate }).from(transactions).where(eq(transactions.id, transactionId));
  return row?.day ?? '';
}

/** Adds signed entry amounts to their (account, currency, day) deltas. */
export function addDayDelta(deltas: Map<string, DayDelta>, entry: { accountId: number; currencyId: number; amount: string }, day: string, sign: 1 | -1) {
  const key = `${entry.accountId}:${entry.currencyId}:${day}`;
  const current = deltas.get(key) ?? { accountId: entry.accountId, currencyId: entry.currencyId, day, amount: new Money(0) };
  current.amount = current.amount.plus(new Money(entry.amount).times(sign));
  deltas.set(key, current);
}

/**
 * The statement that moves the per-day totals (account_day_totals) by the deltas, or null when none moves. Given
 * `after` (the balance sink's CTE of moved balance rows), it runs in the sink's statement and only once every balance
 * row is moved — it reads their count — so every writer still locks an account's balance row before its day rows,
 * and two writers never wait on each other's day rows in reverse (move-balances.ts).
 */
export function dayDeltasUpsert(deltas: Iterable<DayDelta>, after?: SQL): SQL | null {
  const rows = [...deltas]
    .filter((d) => !d.amount.isZero())
    .sort((a, b) => a.accountId - b.accountId || a.currencyId - b.currencyId || a.day.localeCompare(b.day));
  if (rows.length === 0) return null;
  const values = sql.join(
    rows.map((d) => sql`(${d.accountId}::int, ${d.currencyId}::int, ${d.day}::varchar, ${d.amount.toFixed(2)}::numeric)`),
    sql`, `,
  );
  return sql`
    insert into account_day_totals as d (account_id, currency_id, day, total)
    select v.account_id, v.currency_id, v.day, v.total from (values ${values}) as v (account_id, currency_id, day, total)
    ${after ? sql`cross join (select count(*) from ${after}) as balances_first` : sql``}
    order by v.account_id, v.currency_id, v.day
    on conflict (account_id, currency_id, day) do update set total = d.total + excluded.total`;
}

/** Moves the per-day totals by the deltas in one statement of their own, after the caller moved the balance rows. */
export async function applyDayDeltas(tx: Transaction, deltas: Iterable<DayDelta>) {
  const upsert = dayDeltasUpsert(deltas);
  if (upsert) await tx.execute(upsert);
}
