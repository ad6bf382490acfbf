import { eq } from 'drizzle-orm';
import { isPartnerAccountType, reconciliationMessages } from '@sarafi/core';
import type { Executor } from '../../db/client';
import { accounts } from '../../db/schema';
import { AppError, notFound } from '../../lib/errors';

/** The partner account a reconciliation is for: a `partner` or `hawala_partner` account, else refused before any file is read. */
export async function reconciledPartner(db: Executor, accountId: number) {
  const [account] = await db.select({ id: accounts.id, accountCode: accounts.accountCode, accountName: accounts.accountName, accountType: accounts.accountType }).from(accounts).where(eq(accounts.id, accountId));
  if (!account) throw notFound(reconciliationMessages.partnerNotFound, 'reconciliation.partnerNotFound');
  if (!isPartnerAccountType(account.accountType)) throw new AppError(422, reconciliationMessages.notAPartner, 'reconciliation.notAPartner');
  return account;
}
