import { createHash, randomBytes } from 'node:crypto';
import { eq, lt, or } from 'drizzle-orm';
import type { CurrentUser } from '@sarafi/core';
import type { Executor } from '../../db/client';
import { sessions, users } from '../../db/schema';
import { toCurrentUser } from './current-user';

export interface SessionPolicy {
  idleMinutes: number;
  absoluteHours: number;
}

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
const minutes = (n: number) => n * 60_000;
/** lastSeenAt is refreshed at most this often, so reads do not each cost a write. */
const touchEveryMs = 60_000;

/** 256-bit random id; only its hash is stored. */
export async function createSession(db: Executor, userId: string, policy: SessionPolicy, now = new Date()) {
  const token = randomBytes(32).toString('base64url');
  await db.insert(sessions).values({
    idHash: hashToken(token),
    userId,
    createdAt: now,
    lastSeenAt: now,
    expiresAt: new Date(now.getTime() + minutes(policy.absoluteHours * 60)),
  });
  return token;
}

/** The active user behind a session token, or null when the session is unknown, idle too long, expired or its user inactive. */
export async function resolveSession(
  db: Executor,
  token: string,
  policy: SessionPolicy,
  now = new Date(),
): Promise<CurrentUser | null> {
  const idHash = hashToken(token);
  const [row] = await db
    .select({
      lastSeenAt: sessions.lastSeenAt,
      expiresAt: sessions.expiresAt,
      id: users.id,
      username: users.username,
      fullName: users.fullName,
      role: users.role,
      isActive: users.isActive,
      language: users.language,
      calendar: users.calendar,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.idHash, idHash));
  if (!row) return null;
  const idleLimit = row.lastSeenAt.getTime() + minutes(policy.idleMinutes);
  if (!row.isActive || now.getTime() >= row.expiresAt.getTime() || now.getTime() >= idleLimit) {
    await db.delete(sessions).where(eq(sessions.idHash, idHash));
    return null;
  }
  if (now.getTime() - row.lastSeenAt.getTime() > touchEveryMs) {
    await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.idHash, idHash));
  }
  return toCurrentUser(row);
}

export async function endSession(db: Executor, token: string) {
  await db.delete(sessions).where(eq(sessions.idHash, hashToken(token)));
}

/** Deactivating or deleting a user ends every session they hold. */
export async function endUserSessions(db: Executor, userId: string) {
  await db.delete(sessions).where(eq(sessions.userId, userId));
}

export async function purgeExpiredSessions(db: Executor, policy: SessionPolicy, now = new Date()) {
  await db
    .delete(sessions)
    .where(
      or(
        lt(sessions.expiresAt, now),
        lt(sessions.lastSeenAt, new Date(now.getTime() - minutes(policy.idleMinutes))),
      ),
    );
}
