import { eq } from 'drizzle-orm';
import { twoFactorMessages, userMessages, type CurrentUser, type User } from '@sarafi/core';
import type { Database } from '../../db/client';
import { pendingSignIns, twoFactorRecoveryCodes, users } from '../../db/schema';
import { conflict, notFound } from '../../lib/errors';
import { recordSettingChanges } from '../settings-changes/record-setting-change';
import { toUserDto } from '../users/user-dto';

/**
 * An admin turns off a user's two-step sign-in (a lost phone): the secret, its recovery codes and any pending sign-in
 * go, and the reset is recorded with the user's name in the same database transaction.
 */
export async function resetTwoFactor(db: Database, userId: string, actor: CurrentUser, now: Date): Promise<User> {
  return db.transaction(async (tx) => {
    const [user] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
    if (!user) throw notFound(userMessages.notFound, 'user.notFound');
    if (!user.totpSecret) throw conflict(twoFactorMessages.notEnrolled, 'twoFactor.notEnrolled');
    const [row] = await tx.update(users).set({ totpSecret: null, totpConfirmedAt: null, totpLastStep: null }).where(eq(users.id, userId)).returning();
    await tx.delete(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.userId, userId));
    await tx.delete(pendingSignIns).where(eq(pendingSignIns.userId, userId));
    await recordSettingChanges(tx, [{ setting: 'twoFactor.reset', oldValue: user.username, newValue: null, weakened: true }], actor, now);
    return toUserDto(row!);
  });
}
