import { and, asc, eq, ne, notExists } from 'drizzle-orm';
import { can, type CurrentUser } from '@sarafi/core';
import type { Executor } from '../../db/client';
import { tillShifts, users } from '../../db/schema';
import { sideBySide } from '../../db/side-by-side';
import { grantsOfRole } from '../roles/role-policy';

/**
 * The clerks the holder of a till may offer it to (hand-over.ts refuses anyone else): active, of a role the owner lets
 * hold a till (`my-till`), not the holder, and holding no open shift of their own. A clerk without `users` reads only
 * these names, never the user list.
 */
export async function readHandoverRecipients(db: Executor, actor: CurrentUser) {
  const rows = await db
    .select({ id: users.id, username: users.username, fullName: users.fullName, role: users.role })
    .from(users)
    .where(
      and(
        eq(users.isActive, true),
        ne(users.id, actor.id),
        notExists(db.select({ id: tillShifts.id }).from(tillShifts).where(and(eq(tillShifts.userId, users.id), eq(tillShifts.status, 'open')))),
      ),
    )
    .orderBy(asc(users.username));
  const mayHold = await sideBySide(db, rows.map((u) => async () => can(await grantsOfRole(db, u.role), 'my-till')));
  return rows.filter((_, i) => mayHold[i]).map(({ id, username, fullName }) => ({ id, username, fullName }));
}
