import { eq } from 'drizzle-orm';
import { formatSolarHijri, receiptCheckMessages, type ReceiptCheck, type ReceiptCheckState } from '@sarafi/core';
import type { Executor } from '../../db/client';
import { currencies, deletedTransactions, hawalas, journal, transactions } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { readLetterhead } from '../shop-settings/letterhead';
import { openCheckToken, readCheckKey } from './check-token';
import { journalRowsAfter, printedDocumentOf, sendPostingOf } from './document-journal';

const noMatch = () => notFound(receiptCheckMessages.notFound, 'receiptCheck.notFound');
const hawalaStates = new Set<string>(['sent', 'paid', 'cancelled']);

/** The transaction a printed journal row belongs to: its own, or for a sent hawala's row, the hawala's send. */
async function transactionOfRow(db: Executor, journalId: number): Promise<number | null> {
  const [row] = await db.select({ entity: journal.entity, entityId: journal.entityId }).from(journal).where(eq(journal.id, journalId));
  if (row?.entity === 'transaction') return Number(row.entityId);
  if (row?.entity === 'hawala') return sendPostingOf(db, Number(row.entityId));
  return null;
}

async function hawalaState(db: Executor, sentHawalaId: number): Promise<ReceiptCheckState | null> {
  const [hawala] = await db.select({ status: hawalas.status }).from(hawalas).where(eq(hawalas.id, sentHawalaId));
  return hawala && hawalaStates.has(hawala.status) ? (hawala.status as ReceiptCheckState) : null;
}

async function currencyCode(db: Executor, id: number | null) {
  if (id === null) return '';
  const [row] = await db.select({ code: currencies.code }).from(currencies).where(eq(currencies.id, id));
  return row?.code ?? '';
}

/**
 * GET /api/check/{token}: the document whose journal row a genuine token names, as it stands now against that row.
 * No later row for it: valid; a later one: changed, since the first (deleted when it now stands deleted); a sent
 * hawala's own slip reads its hawala's state.
 */
export async function readReceiptCheck(db: Executor, token: string): Promise<ReceiptCheck> {
  const opened = openCheckToken(await readCheckKey(db), token);
  if (!opened) throw noMatch();
  const transactionId = await transactionOfRow(db, opened.journalId);
  if (transactionId === null) throw noMatch();
  const [live] = await db.select().from(transactions).where(eq(transactions.id, transactionId));
  const [deleted] = live ? [] : await db.select().from(deletedTransactions).where(eq(deletedTransactions.originalTransactionId, transactionId));
  const document = live ?? deleted;
  if (!document?.transDate) throw noMatch();

  const printed = await printedDocumentOf(db, { id: transactionId, sentHawalaId: document.sentHawalaId });
  const later = await journalRowsAfter(db, printed, opened.journalId);
  let state: ReceiptCheckState = 'valid';
  let changedAt: string | null = null;
  const ofHawala = printed.sentHawalaId === null ? null : await hawalaState(db, printed.sentHawalaId);
  if (ofHawala) state = ofHawala;
  else if (later.at(-1)?.kind === 'transaction.delete') state = 'deleted';
  else if (later.length > 0) {
    state = 'changed';
    changedAt = later[0]!.createdAt.toISOString();
  }
  return {
    shop: (await readLetterhead(db)).name,
    docType: document.transType,
    docNumber: transactionId,
    date: document.transDate,
    dateSolarHijri: formatSolarHijri(document.transDate),
    amount: document.dAmount,
    currency: await currencyCode(db, document.currencyId),
    state,
    changedAt,
  };
}
