import { tillMessages, type CreateTillBody, type CurrentUser } from '@sarafi/core';
import { sql } from 'drizzle-orm';
import type { Transaction } from '../../db/client';
import { rowsOf } from '../../db/rows-of';
import { tills } from '../../db/schema';
import { conflict } from '../../lib/errors';
import { createTillAccount } from './till-accounts';

/** An admin names a new till; it gets its own system asset account, empty until a shift's float fills it. */
export async function createTill(tx: Transaction, body: CreateTillBody, _actor: CurrentUser, now = new Date()) {
  const [taken] = rowsOf<{ id: number }>(await tx.execute(sql`select id from tills where lower(name) = lower(${body.name})`));
  if (taken) throw conflict(tillMessages.nameTaken, 'till.nameTaken');
  const { tillId, accountId } = await createTillAccount(tx, body.name);
  const [row] = await tx.insert(tills).values({ id: tillId, name: body.name, accountId, createdAt: now }).returning();
  return row!;
}
