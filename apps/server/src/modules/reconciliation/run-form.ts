import {
  reconciliationClosing,
  reconciliationMapping,
  reconciliationMaxDays,
  reconciliationMessages,
  reconciliationRunFields,
  type ReconciliationMapping,
} from '@sarafi/core';
import { badRequest } from '../../lib/errors';

const json = (text: string | undefined): unknown => {
  try {
    return text === undefined || text.trim() === '' ? undefined : JSON.parse(text);
  } catch {
    return Symbol('not JSON');
  }
};
const daysBetween = (from: string, to: string) => (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000;

export interface RunForm {
  mapping: ReconciliationMapping;
  from: string;
  to: string;
  toleranceDays: number;
  closing: { currency: string; amount: string }[];
}

/**
 * The run's text fields beside the file: `mapping` and `closing` as JSON, `from`, `to`, `toleranceDays` (3 when
 * blank). Each problem is a 400 in words the clerk can act on, before the file is read.
 */
export function readRunForm(fields: Record<string, string>): RunForm {
  const mapping = reconciliationMapping.safeParse(json(fields.mapping));
  if (!mapping.success) throw badRequest(reconciliationMessages.mappingInvalid, 'reconciliation.mappingInvalid');
  const period = reconciliationRunFields.safeParse({ from: fields.from, to: fields.to, toleranceDays: fields.toleranceDays?.trim() || '3' });
  if (!period.success) {
    // The fields' schema words every problem as one of these two.
    const problem = period.error.issues[0]?.path[0] === 'toleranceDays' ? 'tolerance' : 'period';
    throw badRequest(reconciliationMessages[problem], `reconciliation.${problem}`);
  }
  const { from, to, toleranceDays } = period.data;
  if (from > to) throw badRequest(reconciliationMessages.period, 'reconciliation.period');
  if (daysBetween(from, to) >= reconciliationMaxDays) throw badRequest(reconciliationMessages.periodTooLong, 'reconciliation.periodTooLong');
  const closing = reconciliationClosing.safeParse(json(fields.closing) ?? []);
  if (!closing.success) throw badRequest(reconciliationMessages.closing, 'reconciliation.closing');
  return { mapping: mapping.data, from, to, toleranceDays, closing: closing.data };
}
