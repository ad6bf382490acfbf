import { eq } from 'drizzle-orm';
import { hawalaMessages } from '@sarafi/core';
import type { Transaction } from '../../db/client';
import { hawalas } from '../../db/schema';
import { conflict, notFound } from '../../lib/errors';

export type SentHawalaRow = typeof hawalas.$inferSelect;

/**
 * The sent hawala, locked until the caller's transaction ends, and still open: mark paid and cancel of one hawala
 * queue here, so a cancel racing a paid sees the other's result and answers 409 instead of doing both.
 */
export async function lockOpenSentHawala(tx: Transaction, id: number): Promise<SentHawalaRow> {
  const [row] = await tx.select().from(hawalas).where(eq(hawalas.id, id)).for('update');
  if (!row) throw notFound(hawalaMessages.sentHawalaNotFound, 'hawala.sentHawalaNotFound');
  if (row.status === 'paid') throw conflict(hawalaMessages.alreadyPaid, 'hawala.alreadyPaid');
  if (row.status === 'cancelled') throw conflict(hawalaMessages.sentAlreadyCancelled, 'hawala.sentAlreadyCancelled');
  return row;
}
