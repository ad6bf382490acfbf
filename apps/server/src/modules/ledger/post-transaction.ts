import { inArray } from 'drizzle-orm';
import { entriesFor, type CurrentUser, type TransactionDocument } from '@sarafi/core';
import type { Transaction } from '../../db/client';
import { accounts } from '../../db/schema';
import { fxAccountCode } from '../currencies/fx-position-account';
import { checkDocument } from './check-document';
import { recordPosting } from './record-posting';

/**
 * Posts a clerk's document inside the caller's database transaction, after the rules that need the database:
 * the document, its entries, the balances and the audit row, all or nothing (recordPosting).
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
  const entries = entriesFor({ ...doc, transType: doc.transType }, (currencyId) => fx.get(currencyId)!);
  const { dto } = await recordPosting(
    tx,
    {
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
      transDate: doc.transDate,
    },
    entries,
    actor,
    now,
  );
  return dto;
}
