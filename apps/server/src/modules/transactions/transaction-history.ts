import { and, asc, eq } from 'drizzle-orm';
import { auditActions, transactionSchema, type TransactionHistoryEntry } from '@sarafi/core';
import type { Executor } from '../../db/client';
import { accounts, approvalRequests, creditLimitOverrides, currencies, deletedTransactions, transactionAuditLog, transactions, users } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { transactionNotFound } from './transaction-rules';

type Values = Record<string, unknown> | null;
type Change = TransactionHistoryEntry['changes'][number];

/** Fields every save changes; the entry's time and user already say who and when. */
const bookkeeping = new Set(['updatedAt', 'dateModified', 'userModified']);

const asValues = (value: unknown): Values => (value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null);
const scalar = (value: unknown): Change['old'] =>
  value === undefined || value === null ? null : typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' ? value : JSON.stringify(value);

function changesOf(action: string, oldValues: Values, newValues: Values): Change[] {
  if (action !== 'update' || !oldValues || !newValues) return [];
  // jsonb keeps keys in its own order; changes are listed in the order of the transaction's fields.
  const fields = [...new Set([...Object.keys(transactionSchema.shape), ...Object.keys(oldValues), ...Object.keys(newValues)])].filter((f) => !bookkeeping.has(f));
  return fields
    .filter((f) => JSON.stringify(oldValues[f] ?? null) !== JSON.stringify(newValues[f] ?? null))
    .map((field) => ({ field, old: scalar(oldValues[field]), new: scalar(newValues[field]) }));
}

/**
 * The audit rows of one transaction id, oldest first, including after it was deleted. 404 only when the id has
 * neither audit rows nor a live or deleted transaction.
 */
export async function transactionHistory(db: Executor, id: number): Promise<TransactionHistoryEntry[]> {
  const rows = await db
    .select({ log: transactionAuditLog, username: users.username })
    .from(transactionAuditLog)
    .leftJoin(users, eq(users.id, transactionAuditLog.userId))
    .where(eq(transactionAuditLog.transactionId, id))
    .orderBy(asc(transactionAuditLog.id));
  if (rows.length === 0) {
    const live = await db.$count(transactions, eq(transactions.id, id));
    const deleted = await db.$count(deletedTransactions, eq(deletedTransactions.originalTransactionId, id));
    if (live + deleted === 0) throw notFound(transactionNotFound, 'transaction.notFound');
  }
  // An override is written by the same change as its audit row, with the same time (move-balances.ts).
  const overrides = await db
    .select({
      at: creditLimitOverrides.createdAt,
      partner: accounts.accountName,
      currency: currencies.code,
      creditLimit: creditLimitOverrides.creditLimit,
      owedAfter: creditLimitOverrides.owedAfter,
      reason: creditLimitOverrides.reason,
    })
    .from(creditLimitOverrides)
    .innerJoin(accounts, eq(accounts.id, creditLimitOverrides.accountId))
    .innerJoin(currencies, eq(currencies.id, creditLimitOverrides.currencyId))
    .where(eq(creditLimitOverrides.transactionId, id))
    .orderBy(asc(creditLimitOverrides.id));
  // An approval replays its write at its own decision time, so the change's audit row carries that time too (decide-request.ts).
  const approvals = await db
    .select({ at: approvalRequests.decidedAt, approver: approvalRequests.deciderName })
    .from(approvalRequests)
    .where(and(eq(approvalRequests.transactionId, id), eq(approvalRequests.status, 'approved')));
  return rows.map(({ log, username }) => {
    const oldValues = asValues(log.oldValues);
    const newValues = asValues(log.newValues);
    const action = auditActions.find((a) => a === log.action);
    if (!action) throw new Error(`audit row ${log.id} has unknown action ${log.action}`);
    const reason = action === 'delete' && typeof newValues?.deletionReason === 'string' ? newValues.deletionReason : null;
    return {
      id: log.id,
      action,
      userId: log.userId,
      username,
      createdAt: log.createdAt.toISOString(),
      reason,
      changes: changesOf(action, oldValues, newValues),
      oldValues,
      newValues,
      creditLimitOverrides: overrides.filter((o) => o.at.getTime() === log.createdAt.getTime()).map(({ at: _at, ...o }) => o),
      approvedBy: approvals.find((a) => a.at?.getTime() === log.createdAt.getTime())?.approver ?? null,
    };
  });
}
