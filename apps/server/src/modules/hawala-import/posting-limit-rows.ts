import { exceedsPostingLimit, formatAmount, type HawalaImportProblem, type HawalaImportRowError } from '@sarafi/core';
import type { Executor } from '../../db/client';
import { readPostingLimits } from '../posting-limits/posting-limits';
import { recordCells, rowError, type RecordColumns } from './map-rows';

export interface OverLimitRows {
  /** Indexes into the records. */
  indexes: Set<number>;
  errors: HawalaImportRowError[];
}

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

/** The parse errors and the over-limit rows, in sheet order. */
export const withLimitErrors = (errors: HawalaImportRowError[], overLimit: OverLimitRows) =>
  overLimit.errors.length === 0 ? errors : [...errors, ...overLimit.errors].sort((a, b) => a.row - b.row);
