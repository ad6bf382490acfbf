import { eq } from 'drizzle-orm';
import { authMessages, canonicalUsername, type CurrentUser, type LoginBody } from '@sarafi/core';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { burnPasswordCheck, verifyPassword } from '../../lib/passwords';
import { countLoginAttempt, type ThrottlePolicy } from './login-throttle';
import { toCurrentUser } from './current-user';
import { createSession, endSession, type SessionPolicy } from './sessions';
import { createPendingSignIn } from '../two-factor/pending-sign-in';
import { readTwoFactorSettings } from '../two-factor/two-factor-settings';

export const invalidCredentials = authMessages.invalidCredentials;

interface SignedIn {
  user: CurrentUser;
  token: string;
}
/** The password was right; the browser keeps the token in an HttpOnly cookie for the next step. */
interface PendingSignIn {
  pendingToken: string;
  enrolmentRequired: boolean;
}

/**
 * Counts the attempt, then checks the password, then replaces any session the browser held with a new one (rotation
 * at login), or with a pending sign-in when a code or an enrolment comes first. The user is found by the canonical form of the name, as it is stored.
 */
export async function logIn(
  db: Database,
  input: LoginBody & { ip: string; previousToken?: string },
  policy: SessionPolicy & ThrottlePolicy,
  now = new Date(),
): Promise<SignedIn | PendingSignIn> {
  const attempt = await countLoginAttempt(db, input.ip, input.username, policy);
  const [user] = await db.select().from(users).where(eq(users.username, canonicalUsername(input.username)));
  const valid = user ? await verifyPassword(user.passwordHash, input.password) : (await burnPasswordCheck(input.password), false);
  if (!user || !valid || !user.isActive) throw new AppError(401, invalidCredentials, 'auth.invalidCredentials');
  await attempt.succeeded();
  if (input.previousToken) await endSession(db, input.previousToken);
  // docs/decisions.md, Security, Two-step sign-in: no session before the code, or before the enrolment the shop requires of admins.
  if (user.totpConfirmedAt) return { pendingToken: await createPendingSignIn(db, user.id, 'code', now), enrolmentRequired: false };
  if (user.role === 'admin' && (await readTwoFactorSettings(db)).requiredForAdmins) {
    return { pendingToken: await createPendingSignIn(db, user.id, 'enrol', now), enrolmentRequired: true };
  }
  return { user: toCurrentUser(user), token: await createSession(db, user.id, policy, now) };
}
