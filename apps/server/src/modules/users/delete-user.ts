import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';
import { loadUserKeepingAnAdmin } from './last-admin-guard';

/** Sessions go with the user (foreign key cascade); audit rows keep their history with the user id cleared. */
export async function deleteUser(db: Database, userId: string) {
  await db.transaction(async (tx) => {
    await loadUserKeepingAnAdmin(tx, userId, false, 'Cannot delete the last active admin');
    await tx.delete(users).where(eq(users.id, userId));
  });
}
