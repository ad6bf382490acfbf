import { exceedsPostingLimit, formatAmount, type HawalaImportRowError } from '@sarafi/core';
import type { Executor } from '../../db/client';
import { readPostingLimits } from '../posting-limits/posting-limits';
import type { RecordColumns } from './map-rows';

export interface OverLimitRows {
  /** Indexes into the records. */
  indexes: Set<number>;
  errors: HawalaImportRowError[];
}

/**
 * Rows whose R Amount is more than one posting in their currency may carry (issue 18): Pass would refuse to pay
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
    result.errors.push({
      row: records.row[i]!,
      hawalaNo: records.hawalaNo[i]!,
      reason: `R Amount ${formatAmount(amount)} is more than one posting may carry: at most ${formatAmount(limit!)} ${currency}`,
    });
  });
  return result;
}

/** The parse errors and the over-limit rows, in sheet order. */
export const withLimitErrors = (errors: HawalaImportRowError[], overLimit: OverLimitRows) =>
  overLimit.errors.length === 0 ? errors : [...errors, ...overLimit.errors].sort((a, b) => a.row - b.row);
