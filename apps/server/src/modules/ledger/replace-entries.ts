import { eq, inArray, sql } from 'drizzle-orm';
import { entriesFor, Money, postsThroughFx, unbalancedCurrencies, type EntryLine, type PostingLegs } from '@sarafi/core';
import type { Transaction } from '../../db/client';
import { accountBalances, currencies, ledgerEntries } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { fxAccountIds } from './fx-account-ids';
import { withinBalanceCapacity } from '../posting-limits/check-posting-limits';
import { addDayDelta, applyDayDeltas, entryDay, type DayDelta } from './day-totals';
import { prepareFxDeal, syncFxDeal, type DealValues } from '../fx/deal-sync';

/**
 * The entries of a document, built exactly as posting builds them (`entriesFor`, with the FX position account
 * of each currency when the document `postsThroughFx`). Used by edit and recover so a transaction's entries never depend on the
 * path that wrote them.
 */
export async function documentEntries(tx: Transaction, legs: PostingLegs): Promise<EntryLine[]> {
  const fx = new Map<number, number>();
  if (postsThroughFx(legs)) {
    const rows = await tx.select({ id: currencies.id, code: currencies.code }).from(currencies).where(inArray(currencies.id, [legs.currencyId, legs.cCurrencyId]));
    if (rows.length < new Set([legs.currencyId, legs.cCurrencyId]).size) throw new AppError(409, 'A currency of this transaction no longer exists');
    for (const [currencyId, accountId] of await fxAccountIds(tx, rows)) fx.set(currencyId, accountId);
  }
  return entriesFor(legs, (currencyId) => fx.get(currencyId)!);
}

type Delta = { accountId: number; currencyId: number; amount: InstanceType<typeof Money> };

/**
 * Replaces a transaction's entries with `next` (none, to remove its effect) and moves the materialised balances
 * by (next − previous), inside the caller's database transaction. Balance rows are touched in (account,
 * currency) order, the order the posting engine uses, so an edit, delete or recover never deadlocks with a
 * posting; keys whose net change is zero are not touched at all. The previous entries leave the day totals of
 * `previousDay` (the transDate they were posted with: an edit may have moved the document) and the next ones join
 * the transaction's current day. A deal follows its entries (modules/fx/deal-sync.ts): its values are returned when the
 * entries before or after moved an FX position, else null.
 */
export async function replaceEntries(tx: Transaction, transactionId: number, next: EntryLine[], previousDay: string | null): Promise<DealValues | null> {
  if (unbalancedCurrencies(next).length > 0) throw new Error(`transaction ${transactionId}: entries do not sum to zero`);
  const previous = await tx
    .delete(ledgerEntries)
    .where(eq(ledgerEntries.transactionId, transactionId))
    .returning({ accountId: ledgerEntries.accountId, currencyId: ledgerEntries.currencyId, amount: ledgerEntries.amount });
  if (next.length > 0) await tx.insert(ledgerEntries).values(next.map((e) => ({ ...e, transactionId })));
  const fx = await prepareFxDeal(tx, [...previous, ...next]);

  const deltas = new Map<string, Delta>();
  const add = (e: EntryLine, sign: 1 | -1) => {
    const key = `${e.accountId}:${e.currencyId}`;
    const current = deltas.get(key) ?? { accountId: e.accountId, currencyId: e.currencyId, amount: new Money(0) };
    current.amount = current.amount.plus(new Money(e.amount).times(sign));
    deltas.set(key, current);
  };
  for (const e of previous) add(e, -1);
  for (const e of next) add(e, 1);
  const ordered = [...deltas.values()].filter((d) => !d.amount.isZero()).sort((a, b) => a.accountId - b.accountId || a.currencyId - b.currencyId);
  for (const d of ordered) {
    await withinBalanceCapacity(() => tx
      .insert(accountBalances)
      .values({ accountId: d.accountId, currencyId: d.currencyId, balance: d.amount.toFixed(2) })
      .onConflictDoUpdate({
        target: [accountBalances.accountId, accountBalances.currencyId],
        set: { balance: sql`${accountBalances.balance} + excluded.balance`, updatedAt: sql`now()` },
      }));
  }
  const days = new Map<string, DayDelta>();
  for (const e of previous) addDayDelta(days, e, previousDay ?? '', -1);
  if (next.length > 0) {
    const day = await entryDay(tx, transactionId);
    for (const e of next) addDayDelta(days, e, day, 1);
  }
  await applyDayDeltas(tx, days.values());
  return fx ? syncFxDeal(tx, fx, transactionId, next) : null;
}
