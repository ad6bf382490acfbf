import { eq } from 'drizzle-orm';
import type { CurrentUser, UserPreferences } from '@sarafi/core';
import type { Executor } from '../../db/client';
import { users } from '../../db/schema';
import { toCurrentUser } from './current-user';

/** A user changes their own language or calendar; nobody else's, whatever their role. */
export async function updatePreferences(db: Executor, actor: CurrentUser, input: Partial<UserPreferences>): Promise<CurrentUser> {
  if (input.language === undefined && input.calendar === undefined) return actor;
  const [row] = await db
    .update(users)
    .set({ ...input, updatedAt: new Date() })
    .where(eq(users.id, actor.id))
    .returning();
  return toCurrentUser(row!);
}
