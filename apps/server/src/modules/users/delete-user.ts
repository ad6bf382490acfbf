import { eq } from 'drizzle-orm';
import type { CurrentUser } from '@sarafi/core';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';
import { loadUserKeepingAnAdmin } from './last-admin-guard';
import { refuseOwnAccount } from './own-account-guard';
import { journalUser } from './journal-user';
import { assertUserNotRetained } from '../kyc/retention';

/**
 * Sessions go with the user (foreign key cascade); audit rows keep their history with the user id cleared. A user whose
 * postings compliance reports still need is kept (kyc/retention.ts): deactivate them instead.
 */
export async function deleteUser(db: Database, userId: string, actor: CurrentUser, now = new Date()) {
  refuseOwnAccount(actor, userId, 'cannotDeleteSelf');
  await db.transaction(async (tx) => {
    const target = await loadUserKeepingAnAdmin(tx, userId, false, 'lastAdminDelete');
    await assertUserNotRetained(tx, target.username, now);
    const [gone] = await tx.delete(users).where(eq(users.id, userId)).returning({ id: users.id, username: users.username });
    await journalUser(tx, 'delete', gone!, actor);
  });
}
