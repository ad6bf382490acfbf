import { eq } from 'drizzle-orm';
import type { CurrentUser } from '@sarafi/core';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';
import { endUserSessions } from '../auth/sessions';
import { loadUserKeepingAnAdmin } from './last-admin-guard';
import { refuseOwnAccount } from './own-account-guard';
import { toUserDto } from './user-dto';
import { journalUser } from './journal-user';

/** Deactivation ends every session of the user at once. */
export function setUserStatus(db: Database, userId: string, isActive: boolean, actor: CurrentUser) {
  if (!isActive) refuseOwnAccount(actor, userId, 'cannotDeactivateSelf');
  return db.transaction(async (tx) => {
    await loadUserKeepingAnAdmin(tx, userId, isActive, 'lastAdminDeactivate');
    const [row] = await tx.update(users).set({ isActive, updatedAt: new Date() }).where(eq(users.id, userId)).returning();
    if (!isActive) await endUserSessions(tx, userId);
    const user = toUserDto(row!);
    await journalUser(tx, 'status', user, actor);
    return user;
  });
}
