import { eq } from 'drizzle-orm';
import { twoFactorMessages, userMessages, type TwoFactorEnrolment } from '@sarafi/core';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';
import { conflict, notFound } from '../../lib/errors';
import { newTotpSecret, otpauthUrl } from './totp';

/**
 * Starts an enrolment: a new secret kept unconfirmed until a first code proves the app holds it. Asking again before
 * confirming replaces it (the QR code scanned last is the one that counts); a confirmed enrolment is refused, so a
 * stolen session cannot swap the phone without the admin's reset.
 */
export async function enrolTwoFactor(db: Database, userId: string): Promise<TwoFactorEnrolment> {
  return db.transaction(async (tx) => {
    const [user] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
    if (!user) throw notFound(userMessages.notFound, 'user.notFound');
    if (user.totpConfirmedAt) throw conflict(twoFactorMessages.alreadyEnrolled, 'twoFactor.alreadyEnrolled');
    const secret = newTotpSecret();
    await tx.update(users).set({ totpSecret: secret, totpLastStep: null }).where(eq(users.id, userId));
    return { secret, otpauthUrl: otpauthUrl(secret, user.username) };
  });
}
