import type { ReconciliationHeader } from '@sarafi/core';
import type { partnerReconciliations } from '../../db/schema';

type Row = typeof partnerReconciliations.$inferSelect;

/** A kept reconciliation as the list shows it. */
export function headerOf(row: Omit<Row, 'result' | 'totals' | 'answerGzip'>): ReconciliationHeader {
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

/** The members of a JSON object's text, without its braces. */
const members = (object: string) => object.trim().slice(1, -1).trim();

/**
 * A kept reconciliation whole, as the run answered it (a ReconciliationResult): the header's members, then the totals'
 * and the lines', joined as the JSON text they are stored as, without parsing and writing again the 10 MB of a large
 * run's lines.
 */
export function reconciliationText(row: Omit<Row, 'result' | 'totals' | 'answerGzip'>, totals: string, result: string): string {
  return `{${[JSON.stringify(headerOf(row)), totals, result].map(members).filter((text) => text !== '').join(',')}}`;
}
