import { asc, desc, inArray } from 'drizzle-orm';
import { Money, type CurrentUser, type Till } from '@sarafi/core';
import type { Executor } from '../../db/client';
import { tills, tillShifts } from '../../db/schema';
import { sideBySide } from '../../db/side-by-side';
import { accountCash, keepsSafe } from './shift-dto';

/**
 * Every till and the safe, with who holds each and since when. The keeper of the safe sees their balances and last
 * variances; a clerk sees neither (their own till's balance is what their blind count must not be shown).
 */
export async function readTills(db: Executor, actor: CurrentUser): Promise<Till[]> {
  const seesAll = await keepsSafe(db, actor);
  const rows = await db.select().from(tills).orderBy(desc(tills.isSafe), asc(tills.id));
  const live = await db.select().from(tillShifts).where(inArray(tillShifts.status, ['open', 'closing']));
  const recent = seesAll
    ? await db.select().from(tillShifts).where(inArray(tillShifts.status, ['closed', 'handed-over'])).orderBy(desc(tillShifts.closedAt)).limit(200)
    : [];
  return sideBySide(
    db,
    rows.map((till) => async () => {
      const holder = live.find((s) => s.tillId === till.id);
      const balances = seesAll ? (await accountCash(db, till.accountId)).map((b) => ({ ...b, nature: 'asset' as const })) : null;
      const lastVariances = recent
        .filter((s) => s.tillId === till.id)
        .flatMap((s) =>
          s.currencies
            .filter((c) => c.variance !== null && !new Money(c.variance).isZero())
            .map((c) => ({ shiftId: s.id, username: s.username, currency: c.currency, variance: c.variance!, at: (s.closedAt ?? s.updatedAt).toISOString() })),
        )
        .slice(0, 5);
      return {
        id: till.id,
        name: till.name,
        isSafe: till.isSafe,
        accountId: till.accountId,
        holder: holder ? { userId: holder.userId, username: holder.username, shiftId: holder.id, since: holder.openedAt.toISOString() } : null,
        balances,
        lastVariances,
      };
    }),
  );
}
