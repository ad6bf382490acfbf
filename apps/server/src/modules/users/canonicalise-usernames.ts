import { asc, eq, sql } from 'drizzle-orm';
import { canonicalUsername, withoutHiddenCharacters } from '@sarafi/core';
import type { Executor } from '../../db/client';
import { users } from '../../db/schema';

export interface UsernameChange {
  from: string;
  to: string;
}

const maxLength = 100;

/** 'admin' → 'admin~2', 'admin~3', … the first one nobody holds, cut to fit the column. */
function firstFree(base: string, taken: Set<string>): string {
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) {
    const suffix = `~${n}`;
    const candidate = `${[...base].slice(0, maxLength - suffix.length).join('')}${suffix}`;
    if (!taken.has(candidate)) return candidate;
  }
}

/**
 * Brings stored usernames to the one canonical form sign-in looks them up by (core's username.ts): after the upgrade
 * that introduced it, and again if a newer Unicode in Node ever moves a name. Done here rather than in SQL so the
 * rule is the same code that signs users in. Where names collide ('admin' and 'Admin', or 'admin' plus a zero-width
 * space) the oldest account keeps the name and the others become 'admin~2', 'admin~3'…: nobody is deleted and
 * nothing fails to start. Takes the table lock so a user created meanwhile cannot slip in a look-alike.
 */
export async function canonicaliseUsernames(tx: Executor): Promise<UsernameChange[]> {
  const read = () => tx.select({ id: users.id, username: users.username }).from(users).orderBy(asc(users.createdAt), asc(users.id));
  const target = (name: string) => canonicalUsername(withoutHiddenCharacters(name)) || 'user';
  if ((await read()).every((row) => row.username === target(row.username))) return [];

  await tx.execute(sql`lock table ${users} in share row exclusive mode`);
  const rows = await read();
  // The oldest account of each name keeps it; the others get the first free '~n' beside every name kept.
  const keeper = new Map<string, string>();
  for (const row of rows) if (!keeper.has(target(row.username))) keeper.set(target(row.username), row.id);
  const taken = new Set(keeper.keys());
  const renames: (UsernameChange & { id: string })[] = [];
  for (const row of rows) {
    const wanted = target(row.username);
    const name = keeper.get(wanted) === row.id ? wanted : firstFree(wanted, taken);
    taken.add(name);
    if (name !== row.username) renames.push({ id: row.id, from: row.username, to: name });
  }
  // Every renamed row steps aside first (to its own id), so no new name meets an old one not yet renamed.
  for (const { id } of renames) await tx.update(users).set({ username: id }).where(eq(users.id, id));
  for (const { id, to } of renames) await tx.update(users).set({ username: to, updatedAt: new Date() }).where(eq(users.id, id));
  return renames.map(({ from, to }) => ({ from, to }));
}
