import { eq, inArray } from 'drizzle-orm';
import { entriesFor, postsThroughFx, unbalancedCurrencies, type EntryLine, type PostingLegs } from '@sarafi/core';
import type { Transaction } from '../../db/client';
import { currencies, ledgerEntries } from '../../db/schema';
import { editMessages } from '@sarafi/core';
import { AppError } from '../../lib/errors';
import { fxAccountIds } from './fx-account-ids';
import { moveBalances, type Mover } from './move-balances';
import { addDayDelta, applyDayDeltas, entryDay, type DayDelta } from './day-totals';
import { prepareFxDeal, syncFxDeal, type DealValues } from '../fx/deal-sync';
import { onTill, tillAccountOfPosting } from '../tills/shift-cash';

/**
 * The entries of a document, built exactly as posting builds them (`entriesFor`, with the FX position account
 * of each currency when the document `postsThroughFx`). Used by edit and recover so a transaction's entries never depend on the
 * path that wrote them.
 */
export async function documentEntries(tx: Transaction, legs: PostingLegs): Promise<EntryLine[]> {
  const fx = new Map<number, number>();
  if (postsThroughFx(legs)) {
    const rows = await tx.select({ id: currencies.id, code: currencies.code }).from(currencies).where(inArray(currencies.id, [legs.currencyId, legs.cCurrencyId]));
    if (rows.length < new Set([legs.currencyId, legs.cCurrencyId]).size) throw new AppError(409, editMessages.currencyGone, 'edit.currencyGone');
    for (const [currencyId, accountId] of await fxAccountIds(tx, rows)) fx.set(currencyId, accountId);
  }
  return entriesFor(legs, (currencyId) => fx.get(currencyId)!);
}

/**
 * Replaces a transaction's entries with `next` (none, to remove its effect) and moves the materialised balances
 * by (next − previous) through the one sink (move-balances.ts: limits checked, rows locked in the posting engine's
 * order, so an edit, delete or recover never deadlocks with a posting), inside the caller's database transaction. The
 * previous entries leave the day totals of `previousDay` (the transDate they were posted with: an edit may have moved
 * the document) and the next ones join the transaction's current day. A posting that moved a till moves that same till
 * again (the shift stored on its row, docs/decisions.md, Tills and shifts), never the safe and never another's. A deal follows its entries
 * (modules/fx/deal-sync.ts): its values are returned when the entries before or after moved an FX position, else null,
 * beside the entries as written (a till's in place of the safe), which the journal keeps (audit-transaction.ts).
 */
export async function replaceEntries(
  tx: Transaction,
  transactionId: number,
  documentEntries: EntryLine[],
  previousDay: string | null,
  mover: Mover,
): Promise<{ deal: DealValues | null; entries: EntryLine[] }> {
  if (unbalancedCurrencies(documentEntries).length > 0) throw new Error(`transaction ${transactionId}: entries do not sum to zero`);
  const next = documentEntries.length > 0 ? onTill(documentEntries, await tillAccountOfPosting(tx, transactionId)) : documentEntries;
  // The desk first (desk.ts): a replay holding it rewrites the FX profit lines of later deals, so an edit of one of
  // them must not hold its entry rows while it waits for the desk, and reads them only once it has the desk. Whether
  // the desk is needed does not change meanwhile: the document's own entries are this writer's (its row is locked).
  const held = await tx.selectDistinct({ accountId: ledgerEntries.accountId }).from(ledgerEntries).where(eq(ledgerEntries.transactionId, transactionId));
  const fx = await prepareFxDeal(tx, [...held, ...next].map((e) => e.accountId));
  const previous = await tx
    .delete(ledgerEntries)
    .where(eq(ledgerEntries.transactionId, transactionId))
    .returning({ accountId: ledgerEntries.accountId, currencyId: ledgerEntries.currencyId, amount: ledgerEntries.amount });
  if (next.length > 0) await tx.insert(ledgerEntries).values(next.map((e) => ({ ...e, transactionId })));
  await moveBalances(tx, transactionId, previous, next, mover, null);
  const days = new Map<string, DayDelta>();
  for (const e of previous) addDayDelta(days, e, previousDay ?? '', -1);
  if (next.length > 0) {
    const day = await entryDay(tx, transactionId);
    for (const e of next) addDayDelta(days, e, day, 1);
  }
  await applyDayDeltas(tx, days.values());
  return { deal: fx ? await syncFxDeal(tx, fx, transactionId, next) : null, entries: next };
}
