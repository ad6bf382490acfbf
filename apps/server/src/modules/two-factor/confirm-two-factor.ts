import { eq } from 'drizzle-orm';
import { twoFactorMessages, userMessages } from '@sarafi/core';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { acceptCode } from './accept-code';
import { replaceRecoveryCodes } from './recovery-codes';

/** A first right code turns two-step sign-in on and hands out the ten recovery codes, in one database transaction. */
export async function confirmTwoFactor(db: Database, userId: string, code: string, now: Date): Promise<string[]> {
  return db.transaction(async (tx) => {
    const [user] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
    if (!user) throw notFound(userMessages.notFound, 'user.notFound');
    if (user.totpConfirmedAt) throw conflict(twoFactorMessages.alreadyEnrolled, 'twoFactor.alreadyEnrolled');
    if (!user.totpSecret) throw conflict(twoFactorMessages.notEnrolling, 'twoFactor.notEnrolling');
    if (!(await acceptCode(tx, user, code, now))) throw badRequest(twoFactorMessages.wrongCode, 'twoFactor.wrongCode');
    await tx.update(users).set({ totpConfirmedAt: now }).where(eq(users.id, userId));
    return replaceRecoveryCodes(tx, userId);
  });
}
