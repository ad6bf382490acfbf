import type { HawalaImportProblem } from '@sarafi/core';
import type { Executor } from '../../db/client';
import { latestPostingDay } from '../books/future-date';
import { recordCells, rowError, type RecordColumns } from './map-rows';
import type { RefusedRows } from './posting-limit-rows';

/**
 * Rows dated after the last day a posting may be dated now (docs/decisions.md, "No postings dated in the future"): a
 * hawala's day counts in the dashboard's figures and its payout's books, so a row of next year is refused as a row
 * error, as a posting of next year is. A row without its own date takes the screen's, checked by the route.
 */
export async function beyondWindowRows(db: Executor, records: RecordColumns, now: Date): Promise<RefusedRows> {
  const result: RefusedRows = { indexes: new Set(), errors: [] };
  const latest = await latestPostingDay(db, now);
  records.transactionDate.forEach((date, i) => {
    if (date === null || date === undefined || date <= latest) return;
    result.indexes.add(i);
    const problem = { code: 'dateBeyondWindow', params: { column: 'transactionDate', date, latest } } satisfies HawalaImportProblem;
    result.errors.push(rowError(records.row[i]!, records.hawalaNo[i]!, [problem], recordCells(records, i)));
  });
  return result;
}
