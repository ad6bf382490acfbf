import { eq } from 'drizzle-orm';
import type { Transaction } from '../../db/client';
import { accounts } from '../../db/schema';
import { findHits, isHeld, storeHits } from './screen-names';
import { accountHolder } from './screened-records';

/**
 * The one screening of an account, on create and on edit, in the caller's transaction (docs/decisions.md,
 * Compliance: sanctions screening): a hit not released is stored and the account is put `on_hold`, where no posting
 * names it; an account with a hold still open or blocked stays on hold whatever the edit asked.
 */
export async function holdAccountIfListed(tx: Transaction, accountId: number): Promise<void> {
  const [account] = await tx.select().from(accounts).where(eq(accounts.id, accountId));
  if (!account || account.isSystem) return;
  await storeHits(tx, await findHits(tx, [accountHolder(account)]));
  if (account.accountStatus !== 'on_hold' && (await isHeld(tx, 'account', accountId))) {
    await tx.update(accounts).set({ accountStatus: 'on_hold' }).where(eq(accounts.id, accountId));
  }
}
