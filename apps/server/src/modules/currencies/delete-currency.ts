import { and, eq, ne, or } from 'drizzle-orm';
import { currencyMessages } from '@sarafi/core';
import type { Database } from '../../db/client';
import { accountBalances, accounts, currencies, deletedTransactions, ledgerEntries, transactions } from '../../db/schema';
import { conflict, isForeignKeyViolation, notFound } from '../../lib/errors';
import { fxAccountCode } from './fx-position-account';

export const currencyInUse = currencyMessages.inUse;

/**
 * Refused while any staff account, transaction or balance uses the currency; its own FX position account
 * goes with it. The foreign keys stay the last word if a use appears between the check and the delete.
 */
export async function deleteCurrency(db: Database, id: number) {
  const [currency] = await db.select().from(currencies).where(eq(currencies.id, id));
  if (!currency) throw notFound('Currency not found');
  try {
    await db.transaction(async (tx) => {
      const uses = await Promise.all([
        tx.select({ id: accounts.id }).from(accounts).where(and(eq(accounts.currencyId, id), ne(accounts.accountCode, fxAccountCode(currency.code)))).limit(1),
        tx.select({ id: transactions.id }).from(transactions).where(or(eq(transactions.currencyId, id), eq(transactions.cCurrencyId, id))).limit(1),
        tx.select({ id: deletedTransactions.id }).from(deletedTransactions).where(or(eq(deletedTransactions.currencyId, id), eq(deletedTransactions.cCurrencyId, id))).limit(1),
        tx.select({ id: ledgerEntries.id }).from(ledgerEntries).where(eq(ledgerEntries.currencyId, id)).limit(1),
        tx.select({ id: accountBalances.id }).from(accountBalances).where(eq(accountBalances.currencyId, id)).limit(1),
      ]);
      if (uses.some((rows) => rows.length > 0)) throw conflict(currencyInUse(currency.code), 'currency.inUse', { code: currency.code });
      await tx.delete(accounts).where(and(eq(accounts.accountCode, fxAccountCode(currency.code)), eq(accounts.isSystem, true)));
      await tx.delete(currencies).where(eq(currencies.id, id));
    });
  } catch (error) {
    if (isForeignKeyViolation(error)) throw conflict(currencyInUse(currency.code), 'currency.inUse', { code: currency.code });
    throw error;
  }
}
