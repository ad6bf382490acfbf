import { and, eq, sql } from 'drizzle-orm';
import { accountDisplayName, accountNature, shopView, type ReceiptBalance } from '@sarafi/core';
import type { Executor } from '../../db/client';
import { accounts, currencies, ledgerEntries } from '../../db/schema';

const later = sql.raw('later');

/**
 * The balances a receipt prints: each account the transaction moved, in each currency it moved, summed over the
 * entries of this transaction and those posted before it (ids are given in posting order), so a reprint next month
 * shows what the customer was told at the counter. System accounts (the till, FX positions) are the shop's own
 * books and `hidden` names accounts that are not the customer's business (the partner of a hawala payout).
 */
export async function receiptBalances(db: Executor, transactionId: number, hidden: ReadonlySet<number> = new Set()): Promise<ReceiptBalance[]> {
  const rows = await db
    .selectDistinct({
      id: accounts.id,
      accountCode: accounts.accountCode,
      accountName: accounts.accountName,
      lastName: accounts.lastName,
      accountType: accounts.accountType,
      isSystem: accounts.isSystem,
      currency: currencies.code,
      balance: sql<string>`(select coalesce(sum(${later}.amount), 0)::text from ${ledgerEntries} ${later}
        where ${later}.account_id = ${ledgerEntries.accountId} and ${later}.currency_id = ${ledgerEntries.currencyId}
        and ${later}.transaction_id <= ${transactionId})`,
    })
    .from(ledgerEntries)
    .innerJoin(accounts, eq(accounts.id, ledgerEntries.accountId))
    .innerJoin(currencies, eq(currencies.id, ledgerEntries.currencyId))
    .where(and(eq(ledgerEntries.transactionId, transactionId), eq(accounts.isSystem, false)))
    .orderBy(accounts.id, currencies.code);
  return rows
    .filter((row) => !hidden.has(row.id))
    .map((row) => {
      const figure = shopView(row.balance, accountNature(row));
      return { accountCode: row.accountCode, accountName: accountDisplayName(row), currency: row.currency, amount: figure.amount, owed: figure.owed };
    });
}
