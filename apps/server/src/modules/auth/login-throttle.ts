import { eq, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { loginThrottle } from '../../db/schema';
import { AppError } from '../../lib/errors';

export interface ThrottlePolicy {
  maxFailuresPerUsername: number;
  maxFailuresPerIp: number;
  windowMinutes: number;
}

const keys = (ip: string, username: string) => ({
  ip: `ip:${ip}`,
  user: `user:${username.trim().toLowerCase()}`,
});

/** Refuses the attempt when the IP or the username has too many failures in the current window. */
export async function assertLoginAllowed(db: Executor, ip: string, username: string, policy: ThrottlePolicy, now = new Date()) {
  const { ip: ipKey, user: userKey } = keys(ip, username);
  const windowMs = policy.windowMinutes * 60_000;
  for (const [key, max] of [
    [ipKey, policy.maxFailuresPerIp],
    [userKey, policy.maxFailuresPerUsername],
  ] as const) {
    const [row] = await db.select().from(loginThrottle).where(eq(loginThrottle.key, key));
    if (!row) continue;
    const endsAt = row.windowStartedAt.getTime() + windowMs;
    if (row.failures >= max && now.getTime() < endsAt) {
      const wait = Math.max(1, Math.ceil((endsAt - now.getTime()) / 60_000));
      throw new AppError(429, `Too many login attempts. Try again in ${wait} minute${wait === 1 ? '' : 's'}.`);
    }
  }
}

/** Counts a failure for both the IP and the username; a window that has run out starts again at one. */
export async function recordLoginFailure(db: Executor, ip: string, username: string, policy: ThrottlePolicy, now = new Date()) {
  const windowStart = new Date(now.getTime() - policy.windowMinutes * 60_000);
  for (const key of Object.values(keys(ip, username))) {
    await db
      .insert(loginThrottle)
      .values({ key, failures: 1, windowStartedAt: now })
      .onConflictDoUpdate({
        target: loginThrottle.key,
        set: {
          failures: sql`case when ${loginThrottle.windowStartedAt} < ${windowStart} then 1 else ${loginThrottle.failures} + 1 end`,
          windowStartedAt: sql`case when ${loginThrottle.windowStartedAt} < ${windowStart} then ${now} else ${loginThrottle.windowStartedAt} end`,
        },
      });
  }
}

/** A successful login clears the username's counter (not the IP's: one office IP serves many clerks). */
export async function clearLoginFailures(db: Executor, username: string) {
  await db.delete(loginThrottle).where(eq(loginThrottle.key, keys('', username).user));
}

/** Rows whose window has run out carry no information any more. */
export async function purgeStaleLoginFailures(db: Executor, policy: ThrottlePolicy, now = new Date()) {
  await db.delete(loginThrottle).where(lt(loginThrottle.windowStartedAt, new Date(now.getTime() - policy.windowMinutes * 60_000)));
}
