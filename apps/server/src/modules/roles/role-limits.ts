import { inArray } from 'drizzle-orm';
import { formatMoney, roleMessages, type CurrentUser, type EntryLine } from '@sarafi/core';
import type { Executor } from '../../db/client';
import { currencies } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { postingSize } from '../posting-limits/check-posting-limits';
import { rolePolicy, type RoleLimit } from './role-policy';

export interface LimitPassed {
  /** The limit, as stored (decimal string). */
  limit: string;
  currency: string;
}

/** The first currency whose size in this posting is above the chosen limit of the actor's role, or null. */
async function firstOver(db: Executor, actor: CurrentUser, entries: EntryLine[], limitOf: (l: RoleLimit) => string | null): Promise<LimitPassed | null> {
  const { limits } = await rolePolicy(db, actor.role);
  if (!limits.length) return null;
  const size = postingSize(entries);
  const over = limits.filter((l) => {
    const limit = limitOf(l);
    return limit !== null && (size.get(l.currencyId)?.gt(limit) ?? false);
  });
  if (!over.length) return null;
  const codes = await db.select({ id: currencies.id, code: currencies.code }).from(currencies).where(inArray(currencies.id, over.map((l) => l.currencyId)));
  const first = over[0]!;
  return { limit: limitOf(first)!, currency: codes.find((c) => c.id === first.currencyId)?.code ?? String(first.currencyId) };
}

/** The balance sink's check of the role's limit at all, every role and document kind alike: above it, 403. */
export async function assertWithinAtAllLimit(db: Executor, actor: CurrentUser, entries: EntryLine[]) {
  const over = await firstOver(db, actor, entries, (l) => l.atAll);
  if (!over) return;
  const params = { limit: formatMoney(over.limit, over.currency), currency: over.currency };
  throw new AppError(403, roleMessages.overAtAllLimit(params.limit), 'role.overAtAllLimit', params);
}
