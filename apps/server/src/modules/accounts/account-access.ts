import { eq } from 'drizzle-orm';
import { mayReadAccount } from '@sarafi/core';
import type { Executor } from '../../db/client';
import { accounts } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { accountNotFound } from './get-account';
import { grantsOfRole } from '../roles/role-policy';

/**
 * A read of one account (its record, statement, export or images) by a role that may not see it answers 404 as if it
 * did not exist (docs/decisions.md 'Owner-only figures'); a missing account is left to the read's own 404.
 */
export async function assertAccountReadable(db: Executor, id: number, role: string) {
  const [account] = await db.select({ accountCode: accounts.accountCode, isSystem: accounts.isSystem }).from(accounts).where(eq(accounts.id, id));
  if (account && !mayReadAccount(await grantsOfRole(db, role), account)) throw notFound(accountNotFound, 'account.notFound');
}
