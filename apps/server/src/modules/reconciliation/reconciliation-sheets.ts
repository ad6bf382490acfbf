import type { ReconciliationLine, ReconciliationResult } from '@sarafi/core';
import { amount, type ExportCell, type SheetSpec } from '../exports/sheet-spec';

const ruleLabels: Record<ReconciliationResult['matched'][number]['rule'], string> = {
  hawalaNo: 'Hawala number',
  amount: 'Amount and date',
  split: 'One of theirs, several of ours',
  merged: 'Several of theirs, one of ours',
};
const lineHeader = ['Hawala number', 'Date', 'Currency', 'Amount'];
const lineCells = (line: ReconciliationLine | undefined): ExportCell[] => (line ? [line.hawalaNo, line.date, line.currency, amount(line.amount)] : [null, null, null, null]);
const orNone = (value: string | null) => (value === null ? null : amount(value));

/**
 * A kept reconciliation as a workbook: the totals and the balance explanation, then one sheet per group. Amounts are
 * in the shop's sign, as on the screen; their sheet's row and our document id lead each line so either can be found.
 */
export function reconciliationSheets(r: ReconciliationResult, partnerName: string): SheetSpec[] {
  const theirs = (i: number) => r.theirs[i];
  const ours = (j: number) => r.ours[j];
  const summary: ExportCell[][] = [
    ['Partner', partnerName],
    ['Period', `${r.from} – ${r.to}`],
    ['Their file', r.fileName],
    ['Their sign', r.sign === 'mirror' ? 'Mirror of ours (their credit is our debit)' : 'Same as ours'],
    [],
    ['Currency', 'Matched', 'Matched amount', 'Mismatched', 'Ours', 'Theirs', 'Only in their sheet', 'Amount', 'Only in ours', 'Amount'],
    ...r.totals.map((t) => [t.currency, t.matched.count, amount(t.matched.amount), t.mismatched.count, amount(t.mismatched.ours), amount(t.mismatched.theirs), t.onlyTheirs.count, amount(t.onlyTheirs.amount), t.onlyOurs.count, amount(t.onlyOurs.amount)]),
    [],
    ['Currency', 'Our closing balance', 'Their closing balance', 'Difference', 'Explained by unmatched lines', 'Unexplained', 'Their closing should be'],
    ...r.balances.map((b) => [b.currency, amount(b.ourClosing), orNone(b.theirClosing), orNone(b.difference), amount(b.explained), orNone(b.unexplained), amount(b.expectedTheirClosing)]),
  ];
  const matched = r.matched.flatMap((m) => {
    const size = Math.max(m.theirs.length, m.ours.length);
    return Array.from({ length: size }, (_, k): ExportCell[] => [k === 0 ? ruleLabels[m.rule] : null, theirs(m.theirs[k]!)?.ref, ...lineCells(theirs(m.theirs[k]!)), ours(m.ours[k]!)?.ref, ...lineCells(ours(m.ours[k]!))]);
  });
  const pairHeader = ['Rule', 'Their row', ...lineHeader, 'Our document', ...lineHeader];
  return [
    { name: 'Summary', rows: summary },
    { name: 'Matched', rows: [pairHeader, ...matched] },
    { name: 'Amount mismatch', rows: [pairHeader.slice(1), ...r.mismatched.map((m) => [theirs(m.theirs)!.ref, ...lineCells(theirs(m.theirs)), ours(m.ours)!.ref, ...lineCells(ours(m.ours))])] },
    { name: 'Only in their sheet', rows: [['Their row', ...lineHeader], ...r.onlyTheirs.map((i) => [theirs(i)!.ref, ...lineCells(theirs(i))])] },
    { name: 'Only in ours', rows: [['Our document', ...lineHeader], ...r.onlyOurs.map((j) => [ours(j)!.ref, ...lineCells(ours(j))])] },
  ];
}
