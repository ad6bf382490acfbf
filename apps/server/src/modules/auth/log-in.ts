import { eq } from 'drizzle-orm';
import { authMessages, canonicalUsername, type CurrentUser, type LoginBody } from '@sarafi/core';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { burnPasswordCheck, verifyPassword } from '../../lib/passwords';
import { countLoginAttempt, type ThrottlePolicy } from './login-throttle';
import { toCurrentUser } from './current-user';
import { createSession, endSession, type SessionPolicy } from './sessions';

export const invalidCredentials = authMessages.invalidCredentials;

/**
 * Counts the attempt, then checks the password, then replaces any session the browser held with a new one (rotation
 * at login). The user is found by the canonical form of the name, as it is stored.
 */
export async function logIn(
  db: Database,
  input: LoginBody & { ip: string; previousToken?: string },
  policy: SessionPolicy & ThrottlePolicy,
): Promise<{ user: CurrentUser; token: string }> {
  const attempt = await countLoginAttempt(db, input.ip, input.username, policy);
  const [user] = await db.select().from(users).where(eq(users.username, canonicalUsername(input.username)));
  const valid = user ? await verifyPassword(user.passwordHash, input.password) : (await burnPasswordCheck(input.password), false);
  if (!user || !valid || !user.isActive) throw new AppError(401, invalidCredentials, 'auth.invalidCredentials');
  await attempt.succeeded();
  if (input.previousToken) await endSession(db, input.previousToken);
  const token = await createSession(db, user.id, policy);
  return {
    user: toCurrentUser(user),
    token,
  };
}
