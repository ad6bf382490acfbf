import { eq, sql } from 'drizzle-orm';
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
 * Moves the per-day totals (account_day_totals) by the deltas, in one statement, after the balance rows: every
 * writer locks an account's balance row first, so two writers never wait on each other's day rows in reverse.
 */
export async function applyDayDeltas(tx: Transaction, deltas: Iterable<DayDelta>) {
  const rows = [...deltas]
    .filter((d) => !d.amount.isZero())
    .sort((a, b) => a.accountId - b.accountId || a.currencyId - b.currencyId || a.day.localeCompare(b.day));
  if (rows.length === 0) return;
  const values = sql.join(
    rows.map((d) => sql`(${d.accountId}::int, ${d.currencyId}::int, ${d.day}::varchar, ${d.amount.toFixed(2)}::numeric)`),
    sql`, `,
  );
  await tx.execute(sql`
    insert into account_day_totals as d (account_id, currency_id, day, total) values ${values}
    on conflict (account_id, currency_id, day) do update set total = d.total + excluded.total`);
}
