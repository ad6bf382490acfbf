import type { ReconciliationHeader, ReconciliationResult } from '@sarafi/core';
import type { partnerReconciliations } from '../../db/schema';

type Row = typeof partnerReconciliations.$inferSelect;

/** A kept reconciliation as the list shows it. */
export function headerOf(row: Omit<Row, 'result' | 'totals'>): ReconciliationHeader {
  return {
    id: row.id,
    partnerId: row.accountId,
    from: row.fromDate,
    to: row.toDate,
    toleranceDays: row.toleranceDays,
    fileName: row.fileName,
    sign: row.sign === 'same' ? 'same' : 'mirror',
    createdBy: row.createdByName,
    createdAt: row.createdAt.toISOString(),
    counts: row.counts,
    balanced: row.balanced,
  };
}

/** A kept reconciliation whole, as the run answered it. */
export const reconciliationOf = (row: Row): ReconciliationResult => ({ ...headerOf(row), ...row.totals, ...row.result });
