import { and, eq } from 'drizzle-orm';
import { userMessages } from '@sarafi/core';
import type { Transaction } from '../../db/client';
import { users } from '../../db/schema';
import { conflict, notFound } from '../../lib/errors';

/**
 * Locks the active admins (so two concurrent changes cannot each remove "the other" last admin) and refuses a
 * change that would leave none. Returns the target user's current row.
 */
export async function loadUserKeepingAnAdmin(tx: Transaction, userId: string, remainsActiveAdmin: boolean, refusal: 'lastAdminDeactivate' | 'lastAdminDelete' | 'lastAdminRole') {
  const activeAdmins = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, 'admin'), eq(users.isActive, true)))
    .for('update');
  const [target] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
  if (!target) throw notFound(userMessages.notFound, 'user.notFound');
  const isActiveAdmin = activeAdmins.some((a) => a.id === userId);
  if (isActiveAdmin && !remainsActiveAdmin && activeAdmins.length <= 1) throw conflict(userMessages[refusal], `user.${refusal}`);
  return target;
}
