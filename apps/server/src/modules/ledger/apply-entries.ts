import { sql } from 'drizzle-orm';
import { unbalancedCurrencies, type EntryLine } from '@sarafi/core';
import type { Transaction } from '../../db/client';
import { moveBalances, type AlongsideWrites, type Mover } from './move-balances';
import { addDayDelta, type DayDelta } from './day-totals';
import { prepareFxDeal, syncFxDeal, type DealValues } from '../fx/deal-sync';

/**
 * Writes a new transaction's entries and moves the materialised balances by the same amounts through the one sink
 * (move-balances.ts, where the posting and credit limits are checked), in the caller's database transaction, as one
 * statement with the day totals of `day` (the transaction's transDate, day-totals.ts) and the posting's `alongside` rows
 * (its audit and journal rows). Returns the deal of a transaction that moves an FX position (modules/fx/deal-sync.ts)
 * and the journal row's id.
 */
export async function applyEntries(
  tx: Transaction,
  transactionId: number,
  entries: EntryLine[],
  day: string,
  mover: Mover,
  alongside: AlongsideWrites,
): Promise<{ deal: DealValues | null; journalId: number | null }> {
  if (unbalancedCurrencies(entries).length > 0) throw new Error(`transaction ${transactionId}: entries do not sum to zero`);
  if (entries.length === 0) return { deal: null, journalId: await moveBalances(tx, transactionId, [], [], mover, null, [], alongside) };
  const fx = await prepareFxDeal(tx, entries.map((e) => e.accountId));
  const entryRows = sql.join(
    entries.map((e) => sql`(${transactionId}::int, ${e.accountId}::int, ${e.currencyId}::int, ${e.amount}::numeric)`),
    sql`, `,
  );
  const days = new Map<string, DayDelta>();
  for (const e of entries) addDayDelta(days, e, day, 1);
  const writeEntries = sql`insert into ledger_entries (transaction_id, account_id, currency_id, amount) values ${entryRows}`;
  const journalId = await moveBalances(tx, transactionId, [], entries, mover, writeEntries, days.values(), alongside);
  return { deal: fx ? await syncFxDeal(tx, fx, transactionId, entries) : null, journalId };
}
