import { eq } from 'drizzle-orm';
import { accountMessages } from '@sarafi/core';
import type { Executor } from '../../db/client';
import { accountDocuments, accounts, currencies } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { toAccount } from './account-dto';

export const accountNotFound = accountMessages.notFound;

export async function getAccount(db: Executor, id: number) {
  const [row] = await db
    .select({ account: accounts, code: currencies.code, name: currencies.name })
    .from(accounts)
    .innerJoin(currencies, eq(currencies.id, accounts.currencyId))
    .where(eq(accounts.id, id));
  if (!row) throw notFound(accountNotFound, 'account.notFound');
  const documents = await db
    .select({ kind: accountDocuments.kind, updatedAt: accountDocuments.updatedAt })
    .from(accountDocuments)
    .where(eq(accountDocuments.accountId, id));
  return toAccount(row.account, { code: row.code, name: row.name }, documents);
}
