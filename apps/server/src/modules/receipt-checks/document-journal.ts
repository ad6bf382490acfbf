import { and, asc, desc, eq, gt, or, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { journal, transactions } from '../../db/schema';

/**
 * Which journal rows are a printed document's (docs/decisions.md, Receipts, A receipt a customer can check): a
 * transaction's own rows, and for a sent hawala's own slip (its first posting) its hawala's rows too — sent, paid,
 * cancelled — since that slip stands for the hawala.
 */
export interface PrintedDocument {
  transactionId: number;
  /** The sent hawala whose own slip this is, or null. */
  sentHawalaId: number | null;
}

/** The sent hawala whose own send this posting is (its first posting), or null: its slip reads the hawala's state. */
export async function printedDocumentOf(db: Executor, t: { id: number; sentHawalaId: number | null }): Promise<PrintedDocument> {
  if (t.sentHawalaId === null) return { transactionId: t.id, sentHawalaId: null };
  const send = await sendPostingOf(db, t.sentHawalaId);
  return { transactionId: t.id, sentHawalaId: send === t.id ? t.sentHawalaId : null };
}

/** A sent hawala's own send: its first posting (a hawala's postings are never deleted), or null. */
export async function sendPostingOf(db: Executor, sentHawalaId: number): Promise<number | null> {
  const [send] = await db.select({ id: transactions.id }).from(transactions).where(eq(transactions.sentHawalaId, sentHawalaId)).orderBy(asc(transactions.id)).limit(1);
  return send?.id ?? null;
}

function rowsOfDocument(doc: PrintedDocument): SQL {
  const own = and(eq(journal.entity, 'transaction'), eq(journal.entityId, String(doc.transactionId)))!;
  return doc.sentHawalaId === null ? own : or(own, and(eq(journal.entity, 'hawala'), eq(journal.entityId, String(doc.sentHawalaId))))!;
}

/**
 * The journal row of the document's state as it prints now: its latest. Rows are written in the same database
 * transaction as each write and chained later, so the row's id names it, not its hash. Every transaction has one (its
 * posting's, or the baseline the journal's migration wrote).
 */
export async function latestJournalRowOf(db: Executor, doc: PrintedDocument): Promise<number> {
  const [row] = await db.select({ id: journal.id }).from(journal).where(rowsOfDocument(doc)).orderBy(desc(journal.id)).limit(1);
  if (!row) throw new Error(`transaction ${doc.transactionId} has no journal row; the journal's baseline migration has not run`);
  return row.id;
}

/** The document's journal rows written after the printed one, oldest first (a document's writes follow one another, so ids are in write order). */
export function journalRowsAfter(db: Executor, doc: PrintedDocument, printedId: number) {
  return db
    .select({ kind: journal.kind, createdAt: journal.createdAt })
    .from(journal)
    .where(and(rowsOfDocument(doc), gt(journal.id, printedId)))
    .orderBy(asc(journal.id));
}
