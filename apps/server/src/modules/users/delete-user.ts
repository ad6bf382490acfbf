import { eq } from 'drizzle-orm';
import type { CurrentUser } from '@sarafi/core';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';
import { loadUserKeepingAnAdmin } from './last-admin-guard';
import { refuseOwnAccount } from './own-account-guard';

/** Sessions go with the user (foreign key cascade); audit rows keep their history with the user id cleared. */
export async function deleteUser(db: Database, userId: string, actor: Pick<CurrentUser, 'id'>) {
  refuseOwnAccount(actor, userId, 'cannotDeleteSelf');
  await db.transaction(async (tx) => {
    await loadUserKeepingAnAdmin(tx, userId, false, 'lastAdminDelete');
    await tx.delete(users).where(eq(users.id, userId));
  });
}
