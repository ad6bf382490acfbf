import { eq } from 'drizzle-orm';
import { fxProfitAccountCode } from '@sarafi/core';
import type { Executor } from '../../db/client';
import { accounts } from '../../db/schema';
import type { Desk } from './desk';

const accountOf = (desk: Desk) => ({
  accountCode: fxProfitAccountCode(desk.baseCurrencyCode),
  accountName: `FX Profit and Loss ${desk.baseCurrencyCode}`,
  currencyId: desk.baseCurrencyId,
  accountType: 'business',
  isSystem: true,
});

const find = async (db: Executor, desk: Desk) =>
  (await db.select({ id: accounts.id }).from(accounts).where(eq(accounts.accountCode, fxProfitAccountCode(desk.baseCurrencyCode))))[0]?.id;

/**
 * Makes the base currency's FX profit account (docs/decisions.md, Exchange desk, 'FX profit in the books') when it is
 * missing; true when this call made it, so a start that finds books without one books every deal's profit to it.
 * Looked up first, so a start that finds it spends no id of the accounts sequence (a restored backup reads the same).
 */
export async function createFxProfitAccount(db: Executor, desk: Desk): Promise<boolean> {
  if ((await find(db, desk)) !== undefined) return false;
  const made = await db.insert(accounts).values(accountOf(desk)).onConflictDoNothing({ target: accounts.accountCode }).returning({ id: accounts.id });
  return made.length > 0;
}

/** The id of the base currency's FX profit account, made on first need. */
export async function fxProfitAccountId(db: Executor, desk: Desk): Promise<number> {
  const found = await find(db, desk);
  if (found !== undefined) return found;
  await createFxProfitAccount(db, desk);
  return (await find(db, desk))!;
}

/**
 * A new base currency takes the FX profit account with it: the base changes only while no deal is recorded, so the
 * account holds no line, and one account stays the shop's FX profit whatever the base.
 */
export async function moveFxProfitAccount(db: Executor, from: Desk, to: Desk) {
  const moved = await db
    .update(accounts)
    .set({ accountCode: fxProfitAccountCode(to.baseCurrencyCode), accountName: accountOf(to).accountName, currencyId: to.baseCurrencyId })
    .where(eq(accounts.accountCode, fxProfitAccountCode(from.baseCurrencyCode)))
    .returning({ id: accounts.id });
  if (moved.length === 0) await createFxProfitAccount(db, to);
}
