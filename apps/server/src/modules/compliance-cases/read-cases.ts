import { asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { caseMessages, caseUrgency, type CaseDetail, type CasesQuery, type CaseStatus, type CaseSummary } from '@sarafi/core';
import type { Executor } from '../../db/client';
import { accounts, complianceCaseAttachments, complianceCaseNotes, complianceCases, complianceCaseTransactions, currencies, deletedTransactions, transactions } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { shopToday } from '../../lib/shop-day';
import { readHolidays } from '../compliance-settings/compliance-settings';
import { sideBySide } from '../../db/side-by-side';

/** The list is the compliance officer's working set; past this many cases the status filter narrows it. */
const maxListed = 500;

type CaseRow = typeof complianceCases.$inferSelect;

const fullName = (a: { accountName: string; lastName: string | null }) => [a.accountName, a.lastName].filter(Boolean).join(' ');

async function summariesOf(db: Executor, rows: CaseRow[], now: Date): Promise<(CaseSummary & { accountCode: string | null })[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const accountIds = [...new Set(rows.flatMap((r) => (r.accountId === null ? [] : [r.accountId])))];
  const [links, named, holidays] = await sideBySide(db, [
    () => db.select().from(complianceCaseTransactions).where(inArray(complianceCaseTransactions.caseId, ids)).orderBy(asc(complianceCaseTransactions.transactionId)),
    () => (accountIds.length ? db.select({ id: accounts.id, accountCode: accounts.accountCode, accountName: accounts.accountName, lastName: accounts.lastName }).from(accounts).where(inArray(accounts.id, accountIds)) : []),
    () => readHolidays(db),
  ]);
  const today = shopToday(now);
  return rows.map((r) => {
    const account = named.find((a) => a.id === r.accountId);
    return {
      id: r.id,
      status: r.status as CaseStatus,
      grounds: r.grounds,
      accountId: r.accountId,
      accountCode: account?.accountCode ?? null,
      accountName: account ? fullName(account) : null,
      transactionIds: links.filter((l) => l.caseId === r.id).map((l) => l.transactionId),
      openedAt: r.openedAt.toISOString(),
      openedBy: r.openedByName,
      deadline: r.deadline,
      urgency: caseUrgency(r.status as CaseStatus, r.deadline, today, holidays),
      filedAt: r.filedAt?.toISOString() ?? null,
      closedAt: r.closedAt?.toISOString() ?? null,
    };
  });
}

/** Cases newest first, optionally of one status; open ones carry how close their deadline is. */
export async function listCases(db: Executor, query: CasesQuery, now = new Date()): Promise<CaseSummary[]> {
  const rows = await db
    .select()
    .from(complianceCases)
    .where(query.status ? eq(complianceCases.status, query.status) : undefined)
    .orderBy(desc(complianceCases.id))
    .limit(maxListed);
  return (await summariesOf(db, rows, now)).map(({ accountCode: _code, ...summary }) => summary);
}

/** What a case shows and reports of a transaction, read alike from the live and the deleted table. */
const documentOf = (t: typeof transactions | typeof deletedTransactions) => ({
  transDate: t.transDate,
  transType: t.transType,
  dAmount: t.dAmount,
  currencyId: t.currencyId,
  description: t.transDescription,
  inAccountId: t.inAccountId,
  outAccountId: t.outAccountId,
  userCreated: t.userCreated,
  walkInName: t.walkInName,
  walkInPhone: t.walkInPhone,
  partyIdType: t.partyIdType,
  partyIdNumber: t.partyIdNumber,
});

/** The case's transactions as they stand: live ones, else as they were deleted (a case keeps its evidence). */
export async function caseTransactionRows(db: Executor, ids: number[]) {
  if (ids.length === 0) return [];
  const live = await db.select({ id: transactions.id, ...documentOf(transactions) }).from(transactions).where(inArray(transactions.id, ids));
  const gone = ids.filter((id) => !live.some((r) => r.id === id));
  const deleted = gone.length
    ? await db.select({ id: deletedTransactions.originalTransactionId, ...documentOf(deletedTransactions) }).from(deletedTransactions).where(inArray(deletedTransactions.originalTransactionId, gone))
    : [];
  const rows = [...live, ...deleted];
  const currencyIds = [...new Set(rows.flatMap((r) => (r.currencyId === null ? [] : [r.currencyId])))];
  const codes = currencyIds.length ? await db.select({ id: currencies.id, code: currencies.code }).from(currencies).where(inArray(currencies.id, currencyIds)) : [];
  return ids.flatMap((id) => {
    const row = rows.find((r) => r.id === id);
    return row ? [{ ...row, id, currencyCode: codes.find((c) => c.id === row.currencyId)?.code ?? null }] : [];
  });
}

export async function readCase(db: Executor, id: number, now = new Date()): Promise<CaseDetail> {
  const [row] = await db.select().from(complianceCases).where(eq(complianceCases.id, id));
  if (!row) throw notFound(caseMessages.caseNotFound, 'compliance.caseNotFound');
  const [summary] = await summariesOf(db, [row], now);
  const [moved, notes, files] = await sideBySide(db, [
    () => caseTransactionRows(db, summary!.transactionIds),
    () => db.select().from(complianceCaseNotes).where(eq(complianceCaseNotes.caseId, id)).orderBy(asc(complianceCaseNotes.id)),
    () => db
      .select({
        id: complianceCaseAttachments.id,
        fileName: complianceCaseAttachments.fileName,
        contentType: complianceCaseAttachments.contentType,
        size: sql<number>`octet_length(${complianceCaseAttachments.data})`.mapWith(Number),
        uploadedBy: complianceCaseAttachments.uploadedByName,
        createdAt: complianceCaseAttachments.createdAt,
      })
      .from(complianceCaseAttachments)
      .where(eq(complianceCaseAttachments.caseId, id))
      .orderBy(asc(complianceCaseAttachments.id)),
  ]);
  return {
    ...summary!,
    transactions: moved.map((t) => ({ id: t.id, transDate: t.transDate, transType: t.transType, amount: t.dAmount, currencyCode: t.currencyCode, description: t.description })),
    notes: notes.map((n) => ({ id: n.id, text: n.text, author: n.authorName, createdAt: n.createdAt.toISOString() })),
    attachments: files.map((f) => ({ ...f, createdAt: f.createdAt.toISOString(), url: `/api/compliance/cases/${id}/attachments/${f.id}` })),
    filedBy: row.filedByName,
    reference: row.reference,
    closedBy: row.closedByName,
    closeReason: row.closeReason,
  };
}
