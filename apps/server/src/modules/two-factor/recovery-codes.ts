import { createHash, randomInt } from 'node:crypto';
import { and, count, eq, isNull } from 'drizzle-orm';
import { recoveryCodeCount } from '@sarafi/core';
import type { Executor } from '../../db/client';
import { twoFactorRecoveryCodes } from '../../db/schema';

const alphabet = 'abcdefghjkmnpqrstuvwxyz23456789';

/** Dashes, spaces and case do not matter when one is typed back. */
const canonical = (code: string) => code.toLowerCase().replace(/[^a-z0-9]/g, '');
const hashCode = (code: string) => createHash('sha256').update(canonical(code)).digest('hex');

/** Ten letters from 31 that cannot be misread for each other (about 50 bits), written 'xxxxx-xxxxx'. */
function newCode() {
  const letters = Array.from({ length: 10 }, () => alphabet[randomInt(alphabet.length)]).join('');
  return `${letters.slice(0, 5)}-${letters.slice(5)}`;
}

/** Replaces the user's recovery codes with ten new ones and returns them: the only time they are readable. */
export async function replaceRecoveryCodes(db: Executor, userId: string): Promise<string[]> {
  const codes = Array.from({ length: recoveryCodeCount }, newCode);
  await db.delete(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.userId, userId));
  await db.insert(twoFactorRecoveryCodes).values(codes.map((code) => ({ userId, codeHash: hashCode(code) })));
  return codes;
}

/** Marks the code used and says whether it was one of the user's unused codes; the update makes a code good once, even raced. */
export async function useRecoveryCode(db: Executor, userId: string, code: string, now: Date) {
  const used = await db
    .update(twoFactorRecoveryCodes)
    .set({ usedAt: now })
    .where(and(eq(twoFactorRecoveryCodes.userId, userId), eq(twoFactorRecoveryCodes.codeHash, hashCode(code)), isNull(twoFactorRecoveryCodes.usedAt)))
    .returning({ id: twoFactorRecoveryCodes.id });
  return used.length > 0;
}

export async function recoveryCodesLeft(db: Executor, userId: string) {
  const [row] = await db
    .select({ left: count() })
    .from(twoFactorRecoveryCodes)
    .where(and(eq(twoFactorRecoveryCodes.userId, userId), isNull(twoFactorRecoveryCodes.usedAt)));
  return row?.left ?? 0;
}
