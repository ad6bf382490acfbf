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

/** The members of a JSON object's text, without its braces. */
const members = (object: string) => object.trim().slice(1, -1).trim();

/**
 * `reconciliationOf` as JSON text, from the header and the stored text of the totals and the lines: the same object
 * (a later member wins, as in the spread), built without parsing and writing again the 10 MB of a large run's lines.
 */
export function reconciliationText(row: Omit<Row, 'result' | 'totals'>, totals: string, result: string): string {
  return `{${[JSON.stringify(headerOf(row)), totals, result].map(members).filter((text) => text !== '').join(',')}}`;
}
