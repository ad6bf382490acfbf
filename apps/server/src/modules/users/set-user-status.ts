import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';
import { endUserSessions } from '../auth/sessions';
import { loadUserKeepingAnAdmin } from './last-admin-guard';
import { toUserDto } from './user-dto';

/** Deactivation ends every session of the user at once. */
export function setUserStatus(db: Database, userId: string, isActive: boolean) {
  return db.transaction(async (tx) => {
    await loadUserKeepingAnAdmin(tx, userId, isActive, 'Cannot deactivate the last active admin');
    const [row] = await tx.update(users).set({ isActive, updatedAt: new Date() }).where(eq(users.id, userId)).returning();
    if (!isActive) await endUserSessions(tx, userId);
    return toUserDto(row!);
  });
}
