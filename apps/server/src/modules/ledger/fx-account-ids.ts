import { inArray } from 'drizzle-orm';
import { fxAccountCode } from '@sarafi/core';
import type { Executor } from '../../db/client';
import { accounts } from '../../db/schema';

/** The FX position account ids of the given currencies (each created with its currency), by currency id. */
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
