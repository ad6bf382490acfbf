import { eq } from 'drizzle-orm';
import { twoFactorMessages, type CurrentUser, type TwoFactorVerifyBody } from '@sarafi/core';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { toCurrentUser } from '../auth/current-user';
import { countCodeAttempt, type ThrottlePolicy } from '../auth/login-throttle';
import { createSession, type SessionPolicy } from '../auth/sessions';
import { endPendingSignIn, type PendingSignIn } from './pending-sign-in';
import { acceptCode } from './accept-code';
import { useRecoveryCode } from './recovery-codes';

const noPendingSignIn = () => new AppError(401, twoFactorMessages.noPendingSignIn, 'twoFactor.noPendingSignIn');

/**
 * The code step: the pending sign-in's user (the auth hook found it), the attempt counted before the code is checked (docs/decisions.md,
 * Security, Two-step sign-in), then a code from the app or an unused recovery code. Only now does a session start.
 */
export async function verifySignInCode(
  db: Database,
  input: TwoFactorVerifyBody & { pending: PendingSignIn | null; ip: string },
  policy: SessionPolicy & ThrottlePolicy,
  now: Date,
): Promise<{ user: CurrentUser; token: string }> {
  if (input.pending?.step !== 'code') throw noPendingSignIn();
  const { userId, token: pendingToken } = input.pending;
  const attempt = await countCodeAttempt(db, input.ip, userId, policy, now);
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user?.isActive || !user.totpConfirmedAt) throw noPendingSignIn();
  const right = input.code !== undefined ? await acceptCode(db, user, input.code, now) : await useRecoveryCode(db, userId, input.recoveryCode ?? '', now);
  if (!right) throw new AppError(401, twoFactorMessages.wrongCode, 'twoFactor.wrongCode');
  await attempt.succeeded();
  await endPendingSignIn(db, pendingToken);
  return { user: toCurrentUser(user), token: await createSession(db, user.id, policy, now) };
}
