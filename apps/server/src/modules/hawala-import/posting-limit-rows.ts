import { exceedsPostingLimit, formatAmount, type HawalaImportProblem, type HawalaImportRowError } from '@sarafi/core';
import type { Executor } from '../../db/client';
import { readPostingLimits } from '../posting-limits/posting-limits';
import { recordCells, rowError, type RecordColumns } from './map-rows';

/** Rows read fine but refused against what the database holds (a posting limit, an unknown sender). */
export interface RefusedRows {
  /** Indexes into the records. */
  indexes: Set<number>;
  errors: HawalaImportRowError[];
}
export type OverLimitRows = RefusedRows;

/** Several checks' refusals as one; a row refused twice lists both errors. */
export const allRefused = (...checks: RefusedRows[]): RefusedRows => ({
  indexes: new Set(checks.flatMap((check) => [...check.indexes])),
  errors: checks.flatMap((check) => check.errors),
});

/**
 * Rows whose R Amount is more than one posting in their currency may carry (docs/decisions.md, Money and amounts): Pass would refuse to pay
 * them, so preview and import name them now as row errors, with the limit.
 */
export async function overLimitRows(db: Executor, records: RecordColumns): Promise<OverLimitRows> {
  const limits = await readPostingLimits(db);
  const result: OverLimitRows = { indexes: new Set(), errors: [] };
  records.rAmount.forEach((amount, i) => {
    const currency = records.currency[i]!;
    const limit = limits.get(currency) ?? null;
    if (amount === null || !exceedsPostingLimit(amount, limit)) return;
    result.indexes.add(i);
    const problem = { code: 'overLimit', params: { column: 'rAmount', amount: formatAmount(amount), limit: formatAmount(limit!), currency } } satisfies HawalaImportProblem;
    result.errors.push(rowError(records.row[i]!, records.hawalaNo[i]!, [problem], recordCells(records, i)));
  });
  return result;
}

/** The parse errors and the refused rows, in sheet order. */
export const withLimitErrors = (errors: HawalaImportRowError[], overLimit: RefusedRows) =>
  overLimit.errors.length === 0 ? errors : [...errors, ...overLimit.errors].sort((a, b) => a.row - b.row);
