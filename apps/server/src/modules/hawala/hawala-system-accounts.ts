import { inArray } from 'drizzle-orm';
import { commissionAccountCode, fxAccountCode, toAssignAccountCode } from '@sarafi/core';
import type { Executor } from '../../db/client';
import { accounts } from '../../db/schema';
import { systemAccountId } from '../ledger/system-account';

type Kind = 'commission' | 'toAssign';

const codeOf: Record<Kind, (currencyCode: string) => string> = { commission: commissionAccountCode, toAssign: toAssignAccountCode };
const nameOf: Record<Kind, (currencyCode: string) => string> = {
  commission: (code) => `Hawala Commission Income ${code}`,
  toAssign: (code) => `Hawalas to Assign ${code}`,
};

/**
 * The system account of one kind for one currency, created with the first hawala sent in it (ledger/system-account.ts),
 * not at first start: an unused one would count as a use of its currency and keep the currency from being deleted.
 */
export const hawalaSystemAccountId = (db: Executor, kind: Kind, currency: { id: number; code: string }): Promise<number> =>
  systemAccountId(db, { code: codeOf[kind](currency.code), name: nameOf[kind](currency.code), currencyId: currency.id });

/** The FX position account ids of the given currencies (created with each currency). */
export async function fxAccountIds(db: Executor, currencyList: { id: number; code: string }[]): Promise<Map<number, number>> {
  const codes = currencyList.map((c) => fxAccountCode(c.code));
  const rows = await db.select({ id: accounts.id, accountCode: accounts.accountCode }).from(accounts).where(inArray(accounts.accountCode, codes));
  const ids = new Map<number, number>();
  for (const c of currencyList) {
    const row = rows.find((r) => r.accountCode === fxAccountCode(c.code));
    if (!row) throw new Error(`FX position account for ${c.code} is missing`);
    ids.set(c.id, row.id);
  }
  return ids;
}
