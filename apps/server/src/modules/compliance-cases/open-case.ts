import { eq, inArray } from 'drizzle-orm';
import { accountMessages, caseDeadline, caseMessages, type CaseDetail, type CurrentUser, type OpenCaseBody } from '@sarafi/core';
import type { Transaction } from '../../db/client';
import { accounts, complianceCases, complianceCaseTransactions, transactions } from '../../db/schema';
import { badRequest } from '../../lib/errors';
import { shopToday } from '../../lib/shop-day';
import { readHolidays } from '../compliance-settings/compliance-settings';
import { journalCase } from './journal-case';
import { readCase } from './read-cases';

/** Each named subject must exist now: a live transaction, an account that is not the shop's own. */
async function assertSubjects(tx: Transaction, body: OpenCaseBody) {
  if (body.accountId !== null) {
    const [account] = await tx.select({ isSystem: accounts.isSystem }).from(accounts).where(eq(accounts.id, body.accountId));
    if (!account || account.isSystem) throw badRequest(accountMessages.idNotFound(body.accountId), 'account.idNotFound', { id: body.accountId });
  }
  if (body.transactionIds.length === 0) return;
  const found = new Set((await tx.select({ id: transactions.id }).from(transactions).where(inArray(transactions.id, body.transactionIds))).map((r) => r.id));
  const missing = body.transactionIds.find((id) => !found.has(id));
  if (missing !== undefined) throw badRequest(caseMessages.caseTransactionNotFound(missing), 'compliance.caseTransactionNotFound', { id: missing });
}

/** Opens a case; its deadline is fixed now, by the holidays in force (core compliance/case-deadline.ts). */
export async function openCase(tx: Transaction, body: OpenCaseBody, actor: CurrentUser, now = new Date()): Promise<CaseDetail> {
  await assertSubjects(tx, body);
  const deadline = caseDeadline(shopToday(now), await readHolidays(tx));
  const [row] = await tx
    .insert(complianceCases)
    .values({ accountId: body.accountId, grounds: body.grounds, openedAt: now, openedBy: actor.id, openedByName: actor.username, deadline })
    .returning({ id: complianceCases.id });
  const id = row!.id;
  if (body.transactionIds.length > 0) await tx.insert(complianceCaseTransactions).values(body.transactionIds.map((transactionId) => ({ caseId: id, transactionId })));
  await journalCase(tx, 'open', id, actor, { accountId: body.accountId, transactionIds: body.transactionIds, grounds: body.grounds, deadline }, now);
  return (await readCase(tx, id))!;
}
