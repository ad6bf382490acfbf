import { and, eq, isNull, lt, or } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { users } from '../../db/schema';
import { matchingStep } from './totp';

/**
 * True when the code matches the user's secret now and its time step is later than the last one accepted; that step
 * is then stored. The conditional update is what makes a code good once, even when the same code races in twice.
 */
export async function acceptCode(db: Executor, user: { id: string; totpSecret: string | null }, code: string, now: Date) {
  if (!user.totpSecret) return false;
  const step = matchingStep(user.totpSecret, code, now);
  if (step === null) return false;
  const taken = await db
    .update(users)
    .set({ totpLastStep: step })
    .where(and(eq(users.id, user.id), or(isNull(users.totpLastStep), lt(users.totpLastStep, step))))
    .returning({ id: users.id });
  return taken.length > 0;
}
