import { sql } from 'drizzle-orm';
import { Money, unbalancedCurrencies, type EntryLine } from '@sarafi/core';
import type { Transaction } from '../../db/client';
import { accountBalances, ledgerEntries } from '../../db/schema';

/**
 * Writes a transaction's entries and moves the materialised balances by the same amounts, in the caller's
 * database transaction. Balance rows are touched in (account, currency) order so two postings that share
 * accounts always lock them in the same order and never deadlock.
 */
export async function applyEntries(tx: Transaction, transactionId: number, entries: EntryLine[]) {
  if (unbalancedCurrencies(entries).length > 0) throw new Error(`transaction ${transactionId}: entries do not sum to zero`);
  await tx.insert(ledgerEntries).values(entries.map((e) => ({ ...e, transactionId })));

  const deltas = new Map<string, { accountId: number; currencyId: number; amount: InstanceType<typeof Money> }>();
  for (const e of entries) {
    const key = `${e.accountId}:${e.currencyId}`;
    const current = deltas.get(key) ?? { accountId: e.accountId, currencyId: e.currencyId, amount: new Money(0) };
    current.amount = current.amount.plus(e.amount);
    deltas.set(key, current);
  }
  const ordered = [...deltas.values()].sort((a, b) => a.accountId - b.accountId || a.currencyId - b.currencyId);
  for (const d of ordered) {
    await tx
      .insert(accountBalances)
      .values({ accountId: d.accountId, currencyId: d.currencyId, balance: d.amount.toFixed(2) })
      .onConflictDoUpdate({
        target: [accountBalances.accountId, accountBalances.currencyId],
        set: { balance: sql`${accountBalances.balance} + excluded.balance`, updatedAt: sql`now()` },
      });
  }
}
