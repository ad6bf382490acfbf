import { asc, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { decimalMessages, defaultPostingLimits, type PostingLimits, type UpdatePostingLimitsInput } from '@sarafi/core';
import type { Executor } from '../../db/client';
import { appSettings, currencies } from '../../db/schema';
import { badRequest } from '../../lib/errors';

/** app_settings key; the value maps currency codes to a limit, or null for a limit an admin cleared. */
export const postingLimitsKey = 'posting_limits';
const storedLimits = z.record(z.string(), z.string().nullable());

/** The limit of every currency code: the admin's setting over the defaults (issue 18). */
export async function readPostingLimits(db: Executor): Promise<Map<string, string | null>> {
  const [row] = await db.select({ value: appSettings.value }).from(appSettings).where(eq(appSettings.key, postingLimitsKey));
  const stored = storedLimits.safeParse(row?.value);
  return new Map(Object.entries({ ...defaultPostingLimits, ...(stored.success ? stored.data : {}) }));
}

/** GET /api/posting-limits: each currency of the table, in code order, with its limit. */
export async function listPostingLimits(db: Executor): Promise<PostingLimits> {
  const [limits, rows] = await Promise.all([readPostingLimits(db), db.select({ code: currencies.code }).from(currencies).orderBy(asc(currencies.code))]);
  return { limits: rows.map(({ code }) => ({ currency: code, limit: limits.get(code) ?? null })) };
}

/** PUT /api/posting-limits: sets or clears the limits of currencies that exist; the others keep theirs. */
export async function updatePostingLimits(db: Executor, input: UpdatePostingLimitsInput): Promise<PostingLimits> {
  const codes = new Set((await db.select({ code: currencies.code }).from(currencies)).map((c) => c.code));
  const unknown = input.limits.find((l) => !codes.has(l.currency));
  if (unknown) throw badRequest(decimalMessages.limitCurrencyUnknown(unknown.currency), 'decimal.limitCurrencyUnknown', { currency: unknown.currency });
  const changes = Object.fromEntries(input.limits.map((l) => [l.currency, l.limit]));
  // One statement merging into the stored map, so two admins saving different currencies at once both keep theirs.
  await db
    .insert(appSettings)
    .values({ key: postingLimitsKey, value: changes })
    .onConflictDoUpdate({ target: appSettings.key, set: { value: sql`${appSettings.value} || excluded.value`, updatedAt: sql`now()` } });
  return listPostingLimits(db);
}
