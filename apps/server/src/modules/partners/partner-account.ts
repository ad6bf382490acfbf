import { and, eq, inArray } from 'drizzle-orm';
import { partnerAccountTypes, partnerMessages } from '@sarafi/core';
import type { Executor } from '../../db/client';
import { accounts } from '../../db/schema';
import { notFound } from '../../lib/errors';

export interface PartnerAccount {
  id: number;
  accountCode: string;
  accountName: string;
  accountType: (typeof partnerAccountTypes)[number];
}

/** The query already filters by type; this tells TypeScript so. */
export const isPartnerType = (type: string): type is PartnerAccount['accountType'] => (partnerAccountTypes as readonly string[]).includes(type);

/** A partner or hawala partner account by id; any other account is no partner (404), whatever it holds. */
export async function partnerAccount(db: Executor, id: number): Promise<PartnerAccount> {
  const [row] = await db
    .select({ id: accounts.id, accountCode: accounts.accountCode, accountName: accounts.accountName, accountType: accounts.accountType })
    .from(accounts)
    .where(and(eq(accounts.id, id), eq(accounts.isSystem, false), inArray(accounts.accountType, [...partnerAccountTypes])));
  if (!row || !isPartnerType(row.accountType)) throw notFound(partnerMessages.notFound, 'partner.notFound');
  return { ...row, accountType: row.accountType };
}
