import { sql, type SQL } from 'drizzle-orm';
import { Money, type auditActions, type CurrentUser, type EntryLine } from '@sarafi/core';
import type { Transaction } from '../../db/client';
import { appendJournal, journalCtes, type JournalInput } from '../journal/append-journal';

export interface TransactionAudit {
  transactionId: number;
  action: (typeof auditActions)[number];
  oldValues?: unknown;
  newValues: unknown;
  /** The document's own entries after the change (none once deleted), without the desk's FX profit lines. */
  entries: EntryLine[];
  actor: CurrentUser;
  now: Date;
}

/**
 * The one writer of a transaction's history: its `transaction_audit_log` row and its journal row (docs/decisions.md,
 * Journal), in one statement of the caller's database transaction. Every posting, edit, delete and recover — and so
 * every pass, pending, cancel, settlement, commission and over/short posting — comes here. The journal row holds the
 * document and its entries as they now are, which verification compares with the ledger. Returns the journal row's id.
 */
export function auditTransaction(tx: Transaction, audit: TransactionAudit): Promise<number> {
  return appendJournal(tx, journalInputOf(audit), auditRowOf(audit));
}

/**
 * The same two rows as CTEs for the posting's balance statement (`j` the journal row), or, in the bench's journal-off
 * run, the audit row alone as a CTE; a new posting writes them in the sink's one statement (record-posting.ts).
 */
export function auditCtes(audit: TransactionAudit): { ctes: SQL; journal: boolean } {
  const ctes = journalCtes(journalInputOf(audit), auditRowOf(audit));
  return ctes ? { ctes, journal: true } : { ctes: sql`alongside as (${auditRowOf(audit)})`, journal: false };
}

const json = (value: unknown) => (value === undefined ? null : JSON.stringify(value));

const auditRowOf = (audit: TransactionAudit) => sql`
    insert into transaction_audit_log (transaction_id, action, old_values, new_values, user_id, created_at)
    values (${audit.transactionId}, ${audit.action}, ${json(audit.oldValues)}::jsonb, ${json(audit.newValues)}::jsonb, ${audit.actor.id}, ${audit.now.toISOString()}::timestamptz)`;

const journalInputOf = (audit: TransactionAudit): JournalInput => ({
  kind: `transaction.${audit.action}`,
  entity: 'transaction',
  entityId: audit.transactionId,
  actor: audit.actor,
  payload: { document: audit.newValues, entries: audit.entries.map((e) => ({ accountId: e.accountId, currencyId: e.currencyId, amount: new Money(e.amount).toFixed(2) })) },
  at: audit.now,
});
