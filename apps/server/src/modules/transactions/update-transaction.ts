import { eq } from 'drizzle-orm';
import { editMessages, movesMoneyAnew, transactionMessages, type CurrentUser, type Transaction as TransactionDto, type UpdateTransactionInput } from '@sarafi/core';
import type { Transaction } from '../../db/client';
import { transactions } from '../../db/schema';
import { auditTransaction } from '../ledger/audit-transaction';
import { AppError, badRequest } from '../../lib/errors';
import { checkDocument } from '../ledger/check-document';
import { documentEntries, replaceEntries } from '../ledger/replace-entries';
import { toTransactionDto } from '../ledger/transaction-dto';
import { dealValuesOf } from '../fx/deal-sync';
import { assertNotBeyondPostingWindow } from '../books/future-date';
import { assertMayChangePosted } from './change-guard';
import { lockTransaction, nextUpdatedAt } from './transaction-rules';
import { recordCashCompliance } from '../compliance-lctr/cash-compliance';
import { checkIdExpiry } from '../kyc/posting-id-check';

/**
 * Edits a transaction inside the caller's database transaction: the row is locked, the client's updatedAt must
 * be the stored one (else 409, nothing written), the new document passes every posting rule, its entries replace
 * the old ones and balances move by the difference; the audit row keeps old and new values. The compliance rules of a
 * new posting meet the edited document too: an account's expired ID (a warning, or refused by the setting) when the
 * edit moves money differently, and the walk-in ID above the threshold (recordCashCompliance), so an edit cannot carry
 * what a posting would be refused.
 */
export async function updateTransaction(
  tx: Transaction,
  id: number,
  input: UpdateTransactionInput,
  actor: CurrentUser,
  now = new Date(),
): Promise<TransactionDto> {
  const row = await lockTransaction(tx, id);
  await assertMayChangePosted(tx, row, { screen: 'edit' }, actor, [row.transDate, input.transDate]);
  // A document moved to another day meets the posting window as a new posting does; one left on its day keeps it.
  if (input.transDate && input.transDate !== row.transDate) await assertNotBeyondPostingWindow(tx, input.transDate, now);
  if (new Date(input.updatedAt).getTime() !== row.updatedAt.getTime()) throw new AppError(409, editMessages.staleUpdate, 'edit.staleUpdate');
  if (input.transType !== row.transType) {
    throw badRequest(transactionMessages.typeLocked(row.transType), 'transaction.typeLocked', { type: row.transType });
  }

  const { updatedAt: _read, ...doc } = input;
  const checked = await checkDocument(tx, doc, actor);
  const warnings = movesMoneyAnew(row, checked.legs) ? await checkIdExpiry(tx, checked, now) : [];
  const [updated] = await tx
    .update(transactions)
    .set({
      transDescription: doc.transDescription,
      cTransDescription: doc.cTransDescription,
      currencyId: doc.currencyId,
      cCurrencyId: doc.cCurrencyId,
      dAmount: doc.dAmount,
      cAmount: doc.cAmount,
      exRate: doc.exRate,
      inAccountId: doc.inAccountId,
      outAccountId: doc.outAccountId,
      transDate: doc.transDate ?? row.transDate,
      walkInName: doc.walkInName === undefined ? row.walkInName : doc.walkInName,
      walkInPhone: doc.walkInPhone === undefined ? row.walkInPhone : doc.walkInPhone,
      partyIdType: doc.partyIdType === undefined ? row.partyIdType : doc.partyIdType,
      partyIdNumber: doc.partyIdNumber === undefined ? row.partyIdNumber : doc.partyIdNumber,
      userModified: actor.username,
      dateModified: now,
      updatedAt: nextUpdatedAt(row.updatedAt, now),
    })
    .where(eq(transactions.id, id))
    .returning();
  // The party's large-cash lock before any balance row, in the order a new posting takes them (record-posting.ts):
  // taken after, an edit and a posting of the same party and accounts deadlocked (docs/decisions.md, Posting speed).
  await recordCashCompliance(tx, updated!, checked.rule.kind);
  const before = (await dealValuesOf(tx, [id])).get(id);
  const entries = await documentEntries(tx, doc);
  const { deal, entries: written } = await replaceEntries(tx, id, entries, row.transDate, { actor, now, creditLimitOverride: doc.creditLimitOverride ? {} : null });
  const oldValues = toTransactionDto(row, before);
  const newValues = toTransactionDto(updated!, deal);
  await auditTransaction(tx, { transactionId: id, action: 'update', oldValues, newValues, entries: written, actor, now });
  return { ...newValues, warnings };
}
