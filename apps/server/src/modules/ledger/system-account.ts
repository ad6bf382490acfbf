import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { accounts } from '../../db/schema';

/**
 * A system account of one currency, created on first need (a currency added later gets it with its first use).
 * Looked up first, so the accounts id sequence is not spent on every posting; a create racing another meets its
 * row through ON CONFLICT.
 */
export async function systemAccountId(db: Executor, account: { code: string; name: string; currencyId: number }): Promise<number> {
  const find = async () => (await db.select({ id: accounts.id }).from(accounts).where(eq(accounts.accountCode, account.code)))[0]?.id;
  const existing = await find();
  if (existing !== undefined) return existing;
  const [created] = await db
    .insert(accounts)
    .values({ accountCode: account.code, accountName: account.name, currencyId: account.currencyId, accountType: 'business', isSystem: true })
    .onConflictDoNothing({ target: accounts.accountCode })
    .returning({ id: accounts.id });
  return created?.id ?? (await find())!;
}
