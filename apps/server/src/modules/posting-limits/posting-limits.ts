import { asc, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { decimalMessages, defaultPostingLimits, type CurrentUser, type PostingLimits, type UpdatePostingLimitsInput } from '@sarafi/core';
import type { Executor, Transaction } from '../../db/client';
import { appSettings, currencies, roleLimits } from '../../db/schema';
import { sideBySide } from '../../db/side-by-side';
import { badRequest } from '../../lib/errors';
import { limitChanged, limitLoosened, recordSettingChanges } from '../settings-changes/record-setting-change';

/** app_settings key; the value maps currency codes to a limit, or null for a limit an admin cleared. */
export const postingLimitsKey = 'posting_limits';
const storedLimits = z.record(z.string(), z.string().nullable());

/** The limit of every currency code: the admin's setting over the defaults (docs/decisions.md, Money and amounts). */
export async function readPostingLimits(db: Executor): Promise<Map<string, string | null>> {
  const [row] = await db.select({ value: appSettings.value }).from(appSettings).where(eq(appSettings.key, postingLimitsKey));
  return postingLimitsOf(row?.value);
}

/** The limits of a stored `posting_limits` value (absent or unreadable: the defaults). */
export function postingLimitsOf(value: unknown): Map<string, string | null> {
  const stored = storedLimits.safeParse(value);
  return new Map(Object.entries({ ...defaultPostingLimits, ...(stored.success ? stored.data : {}) }));
}

/**
 * The clerk limit of every currency code an admin set: the `user` role's limit alone (docs/decisions.md, Roles the
 * owner shapes), which this screen's card and the Roles screen's API both set. A currency absent has none.
 */
export async function readClerkLimits(db: Executor): Promise<Map<string, string | null>> {
  const rows = await db
    .select({ code: currencies.code, alone: roleLimits.alone })
    .from(roleLimits)
    .innerJoin(currencies, eq(currencies.id, roleLimits.currencyId))
    .where(eq(roleLimits.role, clerkRole));
  return new Map(rows.map((r) => [r.code, r.alone]));
}

const clerkRole = 'user';

/** GET /api/posting-limits: each currency of the table, in code order, with its posting limit and clerk limit. */
export async function listPostingLimits(db: Executor): Promise<PostingLimits> {
  // The PUT lists them in its transaction: side by side on the pool only (db/side-by-side.ts).
  const [limits, clerkLimits, rows] = await sideBySide(db, [
    () => readPostingLimits(db),
    () => readClerkLimits(db),
    () => db.select({ code: currencies.code }).from(currencies).orderBy(asc(currencies.code)),
  ]);
  return { limits: rows.map(({ code }) => ({ currency: code, limit: limits.get(code) ?? null, clerkLimit: clerkLimits.get(code) ?? null })) };
}

/**
 * PUT /api/posting-limits: sets or clears the limits of currencies that exist; the others, and a limit a row does not
 * send, keep theirs. The stored maps are locked while they are read and merged, so every change is recorded against
 * the limit it replaced, in the same database transaction.
 */
export async function updatePostingLimits(tx: Transaction, input: UpdatePostingLimitsInput, actor: CurrentUser, now = new Date()): Promise<PostingLimits> {
  const table = await tx.select({ id: currencies.id, code: currencies.code }).from(currencies);
  const idOf = new Map(table.map((c) => [c.code, c.id]));
  const unknown = input.limits.find((l) => !idOf.has(l.currency));
  if (unknown) throw badRequest(decimalMessages.limitCurrencyUnknown(unknown.currency), 'decimal.limitCurrencyUnknown', { currency: unknown.currency });
  await tx.insert(appSettings).values({ key: postingLimitsKey, value: {} }).onConflictDoNothing();
  await tx.select({ key: appSettings.key }).from(appSettings).where(eq(appSettings.key, postingLimitsKey)).for('update');
  await tx.select({ currencyId: roleLimits.currencyId }).from(roleLimits).where(eq(roleLimits.role, clerkRole)).for('update');
  const before = await readPostingLimits(tx);
  const clerkBefore = await readClerkLimits(tx);
  type Sent = { currency: string; value: string | null }[];
  const kinds = [
    {
      setting: 'postingLimit',
      before,
      newOf: (l: UpdatePostingLimitsInput['limits'][number]) => l.limit,
      store: async (sent: Sent) => {
        const changes = Object.fromEntries(sent.map((l) => [l.currency, l.value]));
        await tx
          .update(appSettings)
          .set({ value: sql`${appSettings.value} || ${JSON.stringify(changes)}::jsonb`, updatedAt: now })
          .where(eq(appSettings.key, postingLimitsKey));
      },
    },
    {
      setting: 'clerkLimit',
      before: clerkBefore,
      newOf: (l: UpdatePostingLimitsInput['limits'][number]) => l.clerkLimit,
      store: async (sent: Sent) => {
        await tx
          .insert(roleLimits)
          .values(sent.map((l) => ({ role: clerkRole, currencyId: idOf.get(l.currency)!, alone: l.value })))
          .onConflictDoUpdate({ target: [roleLimits.role, roleLimits.currencyId], set: { alone: sql`excluded.alone` } });
      },
    },
  ] as const;
  for (const kind of kinds) {
    const sent = input.limits.flatMap((l) => {
      const value = kind.newOf(l);
      return value === undefined ? [] : [{ currency: l.currency, value }];
    });
    if (sent.length === 0) continue;
    await kind.store(sent);
    const changed = sent
      .map((l) => ({ currency: l.currency, oldValue: kind.before.get(l.currency) ?? null, newValue: l.value }))
      .filter((c) => limitChanged(c.oldValue, c.newValue));
    await recordSettingChanges(
      tx,
      changed.map((c) => ({ setting: kind.setting, ...c, weakened: limitLoosened(c.oldValue, c.newValue) })),
      actor,
      now,
    );
  }
  return listPostingLimits(tx);
}
