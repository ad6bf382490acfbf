import { inArray } from 'drizzle-orm';
import { entriesFor, type CurrentUser, type TransactionDocument } from '@sarafi/core';
import type { Transaction } from '../../db/client';
import { accounts, transactionAuditLog, transactions } from '../../db/schema';
import { fxAccountCode } from '../currencies/fx-position-account';
import { applyEntries } from './apply-entries';
import { checkDocument } from './check-document';
import { toTransactionDto } from './transaction-dto';

const today = (now: Date) => now.toISOString().slice(0, 10);

/**
 * Posts one transaction inside the caller's database transaction: the document, its entries, the balances
 * and the audit row, all or nothing. The user fields are the signed-in user, whatever the client sent.
 */
export async function postTransaction(tx: Transaction, doc: TransactionDocument, actor: CurrentUser, now = new Date()) {
  const checked = await checkDocument(tx, doc);
  const fx = new Map<number, number>();
  if (doc.transType === 'Exchange') {
    const codes = [checked.currency, checked.cCurrency].map((c) => fxAccountCode(c.code));
    const rows = await tx.select({ id: accounts.id, accountCode: accounts.accountCode }).from(accounts).where(inArray(accounts.accountCode, codes));
    for (const c of [checked.currency, checked.cCurrency]) {
      const row = rows.find((r) => r.accountCode === fxAccountCode(c.code));
      if (!row) throw new Error(`FX position account for ${c.code} is missing`);
      fx.set(c.id, row.id);
    }
  }
  const [row] = await tx
    .insert(transactions)
    .values({
      transType: doc.transType,
      transDescription: doc.transDescription,
      cTransDescription: doc.cTransDescription,
      currencyId: doc.currencyId,
      cCurrencyId: doc.cCurrencyId,
      dAmount: doc.dAmount,
      cAmount: doc.cAmount,
      exRate: doc.exRate,
      inAccountId: doc.inAccountId,
      outAccountId: doc.outAccountId,
      transDate: doc.transDate ?? today(now),
      transDateTime: now,
      userCreated: actor.username,
      dateCreated: now,
      userModified: actor.username,
      dateModified: now,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  const dto = toTransactionDto(row!);
  await tx.insert(transactionAuditLog).values({ transactionId: row!.id, action: 'create', newValues: dto, userId: actor.id });
  // Balances last: their row locks, the only ones postings contend for, are then held only until commit.
  const entries = entriesFor({ ...doc, transType: doc.transType }, (currencyId) => fx.get(currencyId)!);
  await applyEntries(tx, row!.id, entries);
  return dto;
}
