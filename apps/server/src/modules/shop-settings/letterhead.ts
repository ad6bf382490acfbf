import { eq, sql } from 'drizzle-orm';
import { emptyLetterhead, letterheadSchema, type Letterhead } from '@sarafi/core';
import type { Executor } from '../../db/client';
import { appSettings } from '../../db/schema';
import { heavyRequest } from '../../lib/worker-pool';

/** app_settings key of the shop's letterhead (name, address, phones, logo). */
export const letterheadKey = 'shop_letterhead';

/** GET /api/settings/letterhead: the stored letterhead, or an empty one before an admin has set it. */
export async function readLetterhead(db: Executor): Promise<Letterhead> {
  const [row] = await db.select({ value: appSettings.value }).from(appSettings).where(eq(appSettings.key, letterheadKey));
  const stored = letterheadSchema.safeParse(row?.value);
  return stored.success ? stored.data : emptyLetterhead;
}

const logoChecker = new URL('./logo-image.ts', import.meta.url);

/**
 * PUT /api/settings/letterhead: replaces the whole letterhead; a logo is stored only once its bytes decode, which
 * is checked on a pool thread (and refused with 503 while the pool is full).
 */
export async function updateLetterhead(db: Executor, input: Letterhead): Promise<Letterhead> {
  const logo = input.logo === null ? null : await heavyRequest((offThread) => offThread<string>(logoChecker, input.logo));
  const value: Letterhead = { ...input, logo };
  await db
    .insert(appSettings)
    .values({ key: letterheadKey, value })
    .onConflictDoUpdate({ target: appSettings.key, set: { value, updatedAt: sql`now()` } });
  return value;
}
