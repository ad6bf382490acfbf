import { desc, eq, getTableColumns } from 'drizzle-orm';
import { reconciliationMessages, type ReconciliationHeader, type ReconciliationMapping, type ReconciliationResult } from '@sarafi/core';
import type { Executor } from '../../db/client';
import { partnerReconciliations, partnerSheetMappings } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { headerOf, reconciliationOf } from './reconciliation-view';

/** The last 100 reconciliations of a partner, newest first, without their lines. */
export async function listReconciliations(db: Executor, accountId: number): Promise<ReconciliationHeader[]> {
  const { result: _result, totals: _totals, ...header } = getTableColumns(partnerReconciliations);
  const rows = await db.select(header).from(partnerReconciliations).where(eq(partnerReconciliations.accountId, accountId)).orderBy(desc(partnerReconciliations.createdAt), desc(partnerReconciliations.id)).limit(100);
  return rows.map(headerOf);
}

export async function getReconciliation(db: Executor, id: number): Promise<ReconciliationResult> {
  const [row] = await db.select().from(partnerReconciliations).where(eq(partnerReconciliations.id, id));
  if (!row) throw notFound(reconciliationMessages.notFound);
  return reconciliationOf(row);
}

/** The columns this partner's sheet was last mapped with, proposed for the next one. */
export async function rememberedMapping(db: Executor, accountId: number): Promise<ReconciliationMapping | null> {
  const [row] = await db.select({ mapping: partnerSheetMappings.mapping }).from(partnerSheetMappings).where(eq(partnerSheetMappings.accountId, accountId));
  return row?.mapping ?? null;
}
