import { eq } from 'drizzle-orm';
import { commissionMessages, isPartnerAccountType } from '@sarafi/core';
import type { Executor, Transaction } from '../../db/client';
import { accounts } from '../../db/schema';
import { badRequest, notFound } from '../../lib/errors';

export type PartnerRow = typeof accounts.$inferSelect;

function assertPartner(account: PartnerRow | undefined): PartnerRow {
  if (!account || account.isSystem) throw notFound(commissionMessages.partnerNotFound, 'commission.partnerNotFound');
  if (!isPartnerAccountType(account.accountType)) throw badRequest(commissionMessages.notAPartner, 'commission.notAPartner');
  return account;
}

/** The partner account a commission is charged to: a staff account of type partner or hawala partner. */
export const commissionPartner = async (db: Executor, id: number) => assertPartner((await db.select().from(accounts).where(eq(accounts.id, id)))[0]);

/**
 * The partner, locked until the caller commits: a partner's runs and reverses queue here, so a run recomputing its
 * hawalas sees what the run before it took.
 */
export const lockCommissionPartner = async (tx: Transaction, id: number) =>
  assertPartner((await tx.select().from(accounts).where(eq(accounts.id, id)).for('update'))[0]);
