import { desc, eq, getTableColumns, sql } from 'drizzle-orm';
import { reconciliationMessages, type ReconciliationHeader, type ReconciliationMapping } from '@sarafi/core';
import type { Executor } from '../../db/client';
import { partnerReconciliations, partnerSheetMappings } from '../../db/schema';
import { notFound } from '../../lib/errors';
import type { OffThread } from '../../lib/worker-pool';
import { headerOf, reconciliationText } from './reconciliation-view';

const { result: _result, totals: _totals, answerGzip: _answer, ...header } = getTableColumns(partnerReconciliations);
/** Every column of a kept reconciliation but its totals, lines and kept answer. */
export const headerColumns = header;

/** The last 100 reconciliations of a partner, newest first, without their lines. */
export async function listReconciliations(db: Executor, accountId: number): Promise<ReconciliationHeader[]> {
  const rows = await db.select(headerColumns).from(partnerReconciliations).where(eq(partnerReconciliations.accountId, accountId)).orderBy(desc(partnerReconciliations.createdAt), desc(partnerReconciliations.id)).limit(100);
  return rows.map(headerOf);
}

/**
 * A kept reconciliation as the JSON text the run answered, with its partner: its totals and lines are read as the
 * text they were stored as and sent on, not parsed and written again, so a re-read costs the server's thread no more
 * than copying it.
 */
export async function getReconciliationText(db: Executor, id: number): Promise<{ partnerId: number; json: string }> {
  const [row] = await db
    .select({ ...headerColumns, totalsText: sql<string>`${partnerReconciliations.totals}::text`, resultText: sql<string>`${partnerReconciliations.result}::text` })
    .from(partnerReconciliations)
    .where(eq(partnerReconciliations.id, id));
  if (!row) throw notFound(reconciliationMessages.notFound, 'reconciliation.notFound');
  const { totalsText, resultText, ...kept } = row;
  return { partnerId: kept.accountId, json: reconciliationText(kept, totalsText, resultText) };
}

/** The columns this partner's sheet was last mapped with, proposed for the next one. */
export async function rememberedMapping(db: Executor, accountId: number): Promise<ReconciliationMapping | null> {
  const [row] = await db.select({ mapping: partnerSheetMappings.mapping }).from(partnerSheetMappings).where(eq(partnerSheetMappings.accountId, accountId));
  return row?.mapping ?? null;
}

const compressedAnswer = new URL('./compressed-answer.ts', import.meta.url);

/** A kept run's answer as gzipped when it was kept, or null when none was (a run kept before answers were). */
export async function storedAnswer(db: Executor, id: number): Promise<Uint8Array | null> {
  const [row] = await db.select({ answer: partnerReconciliations.answerGzip }).from(partnerReconciliations).where(eq(partnerReconciliations.id, id));
  if (!row) throw notFound(reconciliationMessages.notFound, 'reconciliation.notFound');
  return row.answer;
}

/** Gzips a run's answer on the pool thread (no connection held meanwhile) and keeps it beside the run for re-reads. */
export async function keepAnswer(db: Executor, offThread: OffThread, id: number, text: string): Promise<Uint8Array> {
  const packed = await offThread<Uint8Array>(compressedAnswer, text);
  await db.update(partnerReconciliations).set({ answerGzip: packed }).where(eq(partnerReconciliations.id, id));
  return packed;
}
