import { eq } from 'drizzle-orm';
import type { TwoFactorStatus } from '@sarafi/core';
import type { Executor } from '../../db/client';
import { users } from '../../db/schema';
import { recoveryCodesLeft } from './recovery-codes';

/** What the user's own two-step sign-in card shows: on or off, and how many recovery codes are still unused. */
export async function readTwoFactorStatus(db: Executor, userId: string): Promise<TwoFactorStatus> {
  const [user] = await db.select({ confirmedAt: users.totpConfirmedAt }).from(users).where(eq(users.id, userId));
  return { enrolled: Boolean(user?.confirmedAt), recoveryCodesLeft: await recoveryCodesLeft(db, userId) };
}
