import { asc } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { users } from '../../db/schema';
import { toUserDto } from './user-dto';

export async function listUsers(db: Executor) {
  const rows = await db.select().from(users).orderBy(asc(users.username));
  return rows.map(toUserDto);
}
