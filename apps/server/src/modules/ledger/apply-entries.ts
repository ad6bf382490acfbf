import { sql } from 'drizzle-orm';
import { Money, unbalancedCurrencies, type EntryLine } from '@sarafi/core';
import type { Transaction } from '../../db/client';
import { withinBalanceCapacity } from '../posting-limits/check-posting-limits';
import { addDayDelta, applyDayDeltas, type DayDelta } from './day-totals';
import { prepareFxDeal, syncFxDeal, type DealValues } from '../fx/deal-sync';

/**
 * Writes a transaction's entries and moves the materialised balances by the same amounts, in the caller's
 * database transaction, as one statement (one round trip: the balance rows stay locked for less time).
 * Balance rows are touched in (account, currency) order — a multi-row INSERT … ON CONFLICT takes its VALUES
 * rows in the order written — so two postings that share accounts always lock them in the same order and
 * never deadlock. The day totals of `day` (the transaction's transDate) follow (day-totals.ts), and so does the deal
 * of a transaction that moves an FX position (modules/fx/deal-sync.ts), whose values it returns.
 */
export async function applyEntries(tx: Transaction, transactionId: number, entries: EntryLine[], day: string): Promise<DealValues | null> {
  if (unbalancedCurrencies(entries).length > 0) throw new Error(`transaction ${transactionId}: entries do not sum to zero`);
  if (entries.length === 0) return null;
  const fx = await prepareFxDeal(tx, entries);

  const deltas = new Map<string, { accountId: number; currencyId: number; amount: InstanceType<typeof Money> }>();
  for (const e of entries) {
    const key = `${e.accountId}:${e.currencyId}`;
    const current = deltas.get(key) ?? { accountId: e.accountId, currencyId: e.currencyId, amount: new Money(0) };
    current.amount = current.amount.plus(e.amount);
    deltas.set(key, current);
  }
  const ordered = [...deltas.values()].sort((a, b) => a.accountId - b.accountId || a.currencyId - b.currencyId);
  const entryRows = sql.join(
    entries.map((e) => sql`(${transactionId}::int, ${e.accountId}::int, ${e.currencyId}::int, ${e.amount}::numeric)`),
    sql`, `,
  );
  const balanceRows = sql.join(
    ordered.map((d) => sql`(${d.accountId}::int, ${d.currencyId}::int, ${d.amount.toFixed(2)}::numeric)`),
    sql`, `,
  );
  await withinBalanceCapacity(() => tx.execute(sql`
    with written as (insert into ledger_entries (transaction_id, account_id, currency_id, amount) values ${entryRows})
    insert into account_balances as b (account_id, currency_id, balance) values ${balanceRows}
    on conflict (account_id, currency_id) do update set balance = b.balance + excluded.balance, updated_at = now()`));
  const days = new Map<string, DayDelta>();
  for (const e of entries) addDayDelta(days, e, day, 1);
  await applyDayDeltas(tx, days.values());
  return fx ? syncFxDeal(tx, fx, transactionId, entries) : null;
}
