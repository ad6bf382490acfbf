import { createHash } from 'node:crypto';
import { eq, inArray, lt, sql } from 'drizzle-orm';
import { authMessages, canonicalUsername, twoFactorMessages } from '@sarafi/core';
import type { Executor } from '../../db/client';
import type { Config } from '../../config';
import { loginThrottle } from '../../db/schema';
import { AppError } from '../../lib/errors';

export interface ThrottlePolicy {
  /** Failed attempts at one username from one client address: what a real user mistyping meets. */
  maxFailuresPerUsernameAndIp: number;
  /** Failed attempts at one username from every address together: a backstop against guessing from many addresses. */
  maxFailuresPerUsername: number;
  /** Failed attempts from one client address at any usernames. */
  maxFailuresPerIp: number;
  windowMinutes: number;
}

/**
 * LOGIN_MAX_FAILURES_PER_USERNAME applies per username and address, so failures from an attacker's address do not
 * lock the real user out from theirs; all addresses together may fail twenty times as often before the username is
 * closed everywhere.
 */
export const usernameCeilingFactor = 20;

export function throttlePolicy(config: Config): ThrottlePolicy {
  return {
    maxFailuresPerUsernameAndIp: config.LOGIN_MAX_FAILURES_PER_USERNAME,
    maxFailuresPerUsername: config.LOGIN_MAX_FAILURES_PER_USERNAME * usernameCeilingFactor,
    maxFailuresPerIp: config.LOGIN_MAX_FAILURES_PER_IP,
    windowMinutes: config.LOGIN_WINDOW_MINUTES,
  };
}

/** Usernames are hashed into the key so any input, however long once normalised, fits the column. */
function throttleKeys(ip: string, username: string) {
  const name = createHash('sha256').update(canonicalUsername(username)).digest('base64url');
  return { ip: `ip:${ip}`, userAtIp: `user-ip:${name}:${ip}`, user: `user:${name}` };
}

export interface LoginAttempt {
  /** A successful sign-in: the user's own failures from this address are forgiven, and this attempt is uncounted. */
  succeeded(): Promise<void>;
}

/**
 * Counts the attempt against every limit in one upsert before the password is checked, and refuses it (429) when
 * any limit is already used up. Counting first is what makes the limits hold under concurrency: each of 60
 * simultaneous attempts gets its own number, and only those within the limit reach the password check. An attempt
 * stays counted as a failure unless it succeeds.
 */
export function countLoginAttempt(db: Executor, ip: string, username: string, policy: ThrottlePolicy, now = new Date()): Promise<LoginAttempt> {
  const keys = throttleKeys(ip, username);
  return countAttempt(db, { ip: keys.ip, userAtIp: keys.userAtIp, user: keys.user }, policy, now, (minutes) => {
    throw new AppError(429, authMessages.tooManyAttempts(minutes), 'auth.tooManyAttempts', { count: minutes });
  });
}

/**
 * The code step of a two-step sign-in, counted like the password (docs/decisions.md, Security, Two-step sign-in): per
 * user and address, per user, and against the address's one counter. Its keys are its own, so a right password
 * forgives no wrong code.
 */
export function countCodeAttempt(db: Executor, ip: string, userId: string, policy: ThrottlePolicy, now = new Date()): Promise<LoginAttempt> {
  const keys = { ip: throttleKeys(ip, '').ip, userAtIp: `code-user-ip:${userId}:${ip}`, user: `code-user:${userId}` };
  return countAttempt(db, keys, policy, now, (minutes) => {
    throw new AppError(429, twoFactorMessages.tooManyAttempts(minutes), 'twoFactor.tooManyAttempts', { count: minutes });
  });
}

async function countAttempt(
  db: Executor,
  keys: { ip: string; userAtIp: string; user: string },
  policy: ThrottlePolicy,
  now: Date,
  refuse: (minutes: number) => never,
): Promise<LoginAttempt> {
  const limits = new Map([
    [keys.ip, policy.maxFailuresPerIp],
    [keys.userAtIp, policy.maxFailuresPerUsernameAndIp],
    [keys.user, policy.maxFailuresPerUsername],
  ]);
  const windowMs = policy.windowMinutes * 60_000;
  const windowStart = new Date(now.getTime() - windowMs);
  const expired = sql`${loginThrottle.windowStartedAt} < ${windowStart}`;
  // Rows are locked in key order, so concurrent attempts sharing keys never deadlock.
  const rows = await db
    .insert(loginThrottle)
    .values([...limits.keys()].sort().map((key) => ({ key, failures: 1, windowStartedAt: now })))
    .onConflictDoUpdate({
      target: loginThrottle.key,
      set: {
        failures: sql`case when ${expired} then 1 else ${loginThrottle.failures} + 1 end`,
        windowStartedAt: sql`case when ${expired} then ${now} else ${loginThrottle.windowStartedAt} end`,
      },
    })
    .returning();
  const over = rows.filter((row) => row.failures > (limits.get(row.key) ?? 0));
  if (over.length > 0) {
    const endsAt = Math.max(...over.map((row) => row.windowStartedAt.getTime() + windowMs));
    refuse(Math.max(1, Math.ceil((endsAt - now.getTime()) / 60_000)));
  }
  return {
    async succeeded() {
      await db.delete(loginThrottle).where(eq(loginThrottle.key, keys.userAtIp));
      // One office address serves many clerks: its successes must not add up to a lockout.
      await db
        .update(loginThrottle)
        .set({ failures: sql`greatest(${loginThrottle.failures} - 1, 0)` })
        .where(inArray(loginThrottle.key, [keys.ip, keys.user]));
    },
  };
}

/** Rows whose window has run out carry no information any more. */
export async function purgeStaleLoginFailures(db: Executor, policy: Pick<ThrottlePolicy, 'windowMinutes'>, now = new Date()) {
  await db.delete(loginThrottle).where(lt(loginThrottle.windowStartedAt, new Date(now.getTime() - policy.windowMinutes * 60_000)));
}
