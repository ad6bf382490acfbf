import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { updateAccountBody } from '@sarafi/core';
import type { Database } from '../../db/client';
import { accounts, ledgerEntries } from '../../db/schema';
import { conflict, notFound } from '../../lib/errors';
import { applyDocument } from './account-documents';
import { findCurrency } from './create-account';
import { accountNotFound, getAccount } from './get-account';

export function updateAccount(db: Database, id: number, input: z.output<typeof updateAccountBody>) {
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(accounts).where(eq(accounts.id, id)).for('update');
    if (!current) throw notFound(accountNotFound);
    if (current.isSystem) throw conflict('System accounts cannot be edited');
    const { picture, signature, ...fields } = input;
    if (fields.currencyId !== undefined && fields.currencyId !== current.currencyId) {
      await findCurrency(tx, fields.currencyId);
      // Balances are kept per currency; re-labelling an account that has postings would misstate them.
      const posted = await tx.select({ id: ledgerEntries.id }).from(ledgerEntries).where(eq(ledgerEntries.accountId, id)).limit(1);
      if (posted.length > 0) throw conflict('The currency of an account with transactions cannot be changed');
    }
    const changes = Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined));
    await tx.update(accounts).set({ ...changes, updatedAt: new Date() }).where(eq(accounts.id, id));
    await applyDocument(tx, id, 'picture', picture);
    await applyDocument(tx, id, 'signature', signature);
    return getAccount(tx, id);
  });
}
