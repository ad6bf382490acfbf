import { eq } from 'drizzle-orm';
import type { CurrentUser, LoginBody } from '@sarafi/core';
import { authMessages } from '@sarafi/core';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { burnPasswordCheck, verifyPassword } from '../../lib/passwords';
import { assertLoginAllowed, clearLoginFailures, recordLoginFailure, type ThrottlePolicy } from './login-throttle';
import { toCurrentUser } from './current-user';
import { createSession, endSession, type SessionPolicy } from './sessions';

export const invalidCredentials = authMessages.invalidCredentials;

/** Checks the password, then replaces any session the browser held with a new one (rotation at login). */
export async function logIn(
  db: Database,
  input: LoginBody & { ip: string; previousToken?: string },
  policy: SessionPolicy & ThrottlePolicy,
): Promise<{ user: CurrentUser; token: string }> {
  await assertLoginAllowed(db, input.ip, input.username, policy);
  const [user] = await db.select().from(users).where(eq(users.username, input.username));
  const valid = user ? await verifyPassword(user.passwordHash, input.password) : (await burnPasswordCheck(input.password), false);
  if (!user || !valid || !user.isActive) {
    await recordLoginFailure(db, input.ip, input.username, policy);
    throw new AppError(401, invalidCredentials);
  }
  await clearLoginFailures(db, input.username);
  if (input.previousToken) await endSession(db, input.previousToken);
  const token = await createSession(db, user.id, policy);
  return {
    user: toCurrentUser(user),
    token,
  };
}
