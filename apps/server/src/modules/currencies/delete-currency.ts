import { and, eq } from 'drizzle-orm';
import { currencyMessages } from '@sarafi/core';
import type { Database } from '../../db/client';
import { accounts, currencies } from '../../db/schema';
import { conflict, isForeignKeyViolation, notFound } from '../../lib/errors';
import { usesOfCurrency } from './currency-uses';
import { fxAccountCode } from './fx-position-account';

export const currencyInUse = currencyMessages.inUse;

/**
 * The one place that decides whether a currency may go: refused while anything uses it (currency-uses.ts); its own
 * FX position account and rate history go with it. The currency row is locked first, so a hawala created meanwhile
 * (which takes a share lock on its currencies) waits for the delete and then finds the currency gone. The foreign
 * keys stay the last word for the tables that have them.
 */
export async function deleteCurrency(db: Database, id: number) {
  try {
    await db.transaction(async (tx) => {
      const [currency] = await tx.select().from(currencies).where(eq(currencies.id, id)).for('update');
      if (!currency) throw notFound(currencyMessages.notFound, 'currency.notFound');
      const uses = await usesOfCurrency(tx, currency);
      if (uses.length > 0) throw conflict(currencyInUse(currency.code), 'currency.inUse', { code: currency.code });
      await tx.delete(accounts).where(and(eq(accounts.accountCode, fxAccountCode(currency.code)), eq(accounts.isSystem, true)));
      await tx.delete(currencies).where(eq(currencies.id, id));
    });
  } catch (error) {
    if (!isForeignKeyViolation(error)) throw error;
    const [currency] = await db.select().from(currencies).where(eq(currencies.id, id));
    throw conflict(currencyInUse(currency?.code ?? String(id)), 'currency.inUse', { code: currency?.code ?? String(id) });
  }
}
