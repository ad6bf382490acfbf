import { createHash, randomBytes } from 'node:crypto';
import { eq, lt, or, sql } from 'drizzle-orm';
import type { CurrentUser } from '@sarafi/core';
import type { Executor } from '../../db/client';
import { rowsOf } from '../../db/rows-of';
import { sessions } from '../../db/schema';
import { syncRolePolicies } from '../roles/role-policy';
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

interface SessionRow {
  last_seen_at: Date;
  expires_at: Date;
  id: string;
  username: string;
  full_name: string | null;
  role: string;
  is_active: boolean;
  language: string;
  calendar: string;
  policy_version: string | number;
}

/**
 * The active user behind a session token, or null when the session is unknown, idle too long, expired or its user
 * inactive. One statement by the session's primary key: it reads the user and the roles' policy version (so this
 * process's cached role policies follow a change made by another, role-policy.ts), and refreshes a live session's
 * lastSeenAt when that is due. Only a dead session costs a second statement, its removal.
 */
export async function resolveSession(
  db: Executor,
  token: string,
  policy: SessionPolicy,
  now = new Date(),
): Promise<CurrentUser | null> {
  const idHash = hashToken(token);
  const at = now.toISOString();
  const [row] = rowsOf<SessionRow>(
    await db.execute(sql`
      with touched as (
        update sessions set last_seen_at = ${at}::timestamptz
        where id_hash = ${idHash} and last_seen_at < ${new Date(now.getTime() - touchEveryMs).toISOString()}::timestamptz
          and last_seen_at > ${new Date(now.getTime() - minutes(policy.idleMinutes)).toISOString()}::timestamptz and expires_at > ${at}::timestamptz
      )
      select s.last_seen_at, s.expires_at, u.id, u.username, u.full_name, u.role, u.is_active, u.language, u.calendar,
             (select version from role_policy_version where id = 1) as policy_version
      from sessions s join users u on u.id = s.user_id
      where s.id_hash = ${idHash}`),
  );
  if (!row) return null;
  syncRolePolicies(db, Number(row.policy_version ?? 0));
  const lastSeenAt = new Date(row.last_seen_at);
  const idleLimit = lastSeenAt.getTime() + minutes(policy.idleMinutes);
  if (!row.is_active || now.getTime() >= new Date(row.expires_at).getTime() || now.getTime() >= idleLimit) {
    await db.delete(sessions).where(eq(sessions.idHash, idHash));
    return null;
  }
  return toCurrentUser({ ...row, fullName: row.full_name });
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
