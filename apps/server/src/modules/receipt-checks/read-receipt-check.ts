import { asc, eq } from 'drizzle-orm';
import { formatSolarHijri, receiptCheckMessages, type ReceiptCheck, type ReceiptCheckState } from '@sarafi/core';
import type { Executor } from '../../db/client';
import { currencies, deletedTransactions, hawalas, transactions } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { readLetterhead } from '../shop-settings/letterhead';
import { openCheckToken, printedStateTag, readCheckKey } from './check-token';

const noMatch = () => notFound(receiptCheckMessages.notFound, 'receiptCheck.notFound');
const hawalaStates = new Set<string>(['sent', 'paid', 'cancelled']);

/** The sent hawala whose own send this posting is (its first posting), or null: its slip reads the hawala's state. */
async function sentHawalaState(db: Executor, t: typeof transactions.$inferSelect): Promise<ReceiptCheckState | null> {
  if (t.sentHawalaId === null) return null;
  const [send] = await db.select({ id: transactions.id }).from(transactions).where(eq(transactions.sentHawalaId, t.sentHawalaId)).orderBy(asc(transactions.id)).limit(1);
  if (send?.id !== t.id) return null;
  const [hawala] = await db.select({ status: hawalas.status }).from(hawalas).where(eq(hawalas.id, t.sentHawalaId));
  return hawala && hawalaStates.has(hawala.status) ? (hawala.status as ReceiptCheckState) : null;
}

async function currencyCode(db: Executor, id: number | null) {
  if (id === null) return '';
  const [row] = await db.select({ code: currencies.code }).from(currencies).where(eq(currencies.id, id));
  return row?.code ?? '';
}

/**
 * GET /api/check/{token}: the document a genuine token names, as it stands now against the state it was printed in.
 * A live document reads valid or changed (a sent hawala's slip: its hawala's state); one on the deleted list, deleted.
 */
export async function readReceiptCheck(db: Executor, token: string): Promise<ReceiptCheck> {
  const opened = openCheckToken(await readCheckKey(db), token);
  if (!opened) throw noMatch();
  const [live] = await db.select().from(transactions).where(eq(transactions.id, opened.transactionId));
  const [deleted] = live ? [] : await db.select().from(deletedTransactions).where(eq(deletedTransactions.originalTransactionId, opened.transactionId));
  const document = live ?? deleted;
  if (!document?.transDate) throw noMatch();

  let state: ReceiptCheckState = 'deleted';
  let changedAt: string | null = null;
  if (live) {
    const asPrinted = printedStateTag(live).equals(opened.tag);
    state = (await sentHawalaState(db, live)) ?? (asPrinted ? 'valid' : 'changed');
    if (state === 'changed') changedAt = (live.dateModified ?? live.updatedAt).toISOString();
  }
  return {
    shop: (await readLetterhead(db)).name,
    docType: document.transType,
    docNumber: opened.transactionId,
    date: document.transDate,
    dateSolarHijri: formatSolarHijri(document.transDate),
    amount: document.dAmount,
    currency: await currencyCode(db, document.currencyId),
    state,
    changedAt,
  };
}
