import { eq } from 'drizzle-orm';
import type { CurrentUser } from '@sarafi/core';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';
import { loadUserKeepingAnAdmin } from './last-admin-guard';
import { refuseOwnAccount } from './own-account-guard';
import { journalUser } from './journal-user';

/** Sessions go with the user (foreign key cascade); audit rows keep their history with the user id cleared. */
export async function deleteUser(db: Database, userId: string, actor: CurrentUser) {
  refuseOwnAccount(actor, userId, 'cannotDeleteSelf');
  await db.transaction(async (tx) => {
    await loadUserKeepingAnAdmin(tx, userId, false, 'lastAdminDelete');
    const [gone] = await tx.delete(users).where(eq(users.id, userId)).returning({ id: users.id, username: users.username });
    await journalUser(tx, 'delete', gone!, actor);
  });
}
