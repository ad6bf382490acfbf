import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, lt } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { pendingSignIns, pendingSteps, type PendingStep } from '../../db/schema';

/** Long enough to find the phone and read a code; a pending sign-in is no session and opens nothing but its next step. */
export const pendingSignInMinutes = 5;

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** 256-bit random id for the browser's HttpOnly cookie; only its hash is stored. A user holds one pending sign-in at a time. */
export async function createPendingSignIn(db: Executor, userId: string, step: PendingStep, now: Date) {
  const token = randomBytes(32).toString('base64url');
  await db.delete(pendingSignIns).where(eq(pendingSignIns.userId, userId));
  await db.insert(pendingSignIns).values({
    idHash: hashToken(token),
    userId,
    step,
    createdAt: now,
    expiresAt: new Date(now.getTime() + pendingSignInMinutes * 60_000),
  });
  return token;
}

export interface PendingSignIn {
  token: string;
  userId: string;
  step: PendingStep;
}

/** A live pending sign-in, or null when the token is unknown or its five minutes are over. */
export async function resolvePendingSignIn(db: Executor, token: string, now: Date): Promise<PendingSignIn | null> {
  const [row] = await db
    .select({ userId: pendingSignIns.userId, step: pendingSignIns.step })
    .from(pendingSignIns)
    .where(and(eq(pendingSignIns.idHash, hashToken(token)), gt(pendingSignIns.expiresAt, now)));
  const step = pendingSteps.find((s) => s === row?.step);
  return row && step ? { token, userId: row.userId, step } : null;
}

export async function endPendingSignIn(db: Executor, token: string) {
  await db.delete(pendingSignIns).where(eq(pendingSignIns.idHash, hashToken(token)));
}

export async function purgeExpiredPendingSignIns(db: Executor, now = new Date()) {
  await db.delete(pendingSignIns).where(lt(pendingSignIns.expiresAt, now));
}
