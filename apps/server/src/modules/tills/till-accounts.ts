import { eq, sql } from 'drizzle-orm';
import { CASH_ACCOUNT_ID, clerkShortageAccountCode, tillAccountCode } from '@sarafi/core';
import type { Executor, Transaction } from '../../db/client';
import { rowsOf } from '../../db/rows-of';
import { accounts } from '../../db/schema';
import { systemAccountId } from '../ledger/system-account';

/** The safe's home currency stands as a till account's own; like cash 11, a till holds every currency. */
async function cashHomeCurrency(db: Executor) {
  const [cash] = await db.select({ currencyId: accounts.currencyId }).from(accounts).where(eq(accounts.id, CASH_ACCOUNT_ID));
  return cash!.currencyId;
}

/** A new till's id and its system asset account `TILL-<id>` (docs/decisions.md, Tills and shifts). */
export async function createTillAccount(tx: Transaction, name: string) {
  const [next] = rowsOf<{ id: number }>(await tx.execute(sql`select nextval(pg_get_serial_sequence('tills', 'id'))::int as id`));
  const tillId = next!.id;
  const [account] = await tx
    .insert(accounts)
    .values({ accountCode: tillAccountCode(tillId), accountName: `Till: ${name}`, currencyId: await cashHomeCurrency(tx), accountType: 'business', isSystem: true })
    .returning({ id: accounts.id });
  return { tillId, accountId: account!.id };
}

/** A clerk's own account of their till shortages, `CLK-<user id>`, made with their first shortage. */
export async function clerkShortageAccountId(db: Executor, clerk: { userId: string; username: string }) {
  return systemAccountId(db, { code: clerkShortageAccountCode(clerk.userId), name: `Till shortages: ${clerk.username}`, currencyId: await cashHomeCurrency(db) });
}
