// Deep imports, not '@sarafi/core': this runs on a worker thread (lib/worker-pool.ts), which need not load every contract.
import type { ReconciliationLine, ReconciliationResult } from '@sarafi/core/contract/reconciliation';
import { Money } from '@sarafi/core/money/decimal';
import { detectSign, reconcile, toOurSign, type SheetSign } from '@sarafi/core/partners/reconcile';
import { reconBalances, reconTotals } from '@sarafi/core/partners/reconcile-summary';
import type { PartnerSheetLines } from './sheet-lines';

/** A run's input as it crosses to the thread: both sides' lines as JSON text, which costs the server's thread nothing to pass on. */
export interface MatchJob {
  /** Their sheet as the reader process wrote it (a PartnerSheetLines). */
  sheet: string;
  /** Our lines in the period (ReconciliationLine[]), as PostgreSQL aggregated them. */
  ours: string;
  ourClosing: [currency: string, total: string][];
  mappingSign: SheetSign | 'auto';
  toleranceDays: number;
  /** Their closing balance per currency as the form states it; it wins over a mapped balance column. */
  closing: { currency: string; amount: string }[];
}

/** What is kept of a run: the header's values, and its totals and lines as the JSON text stored and sent. */
export interface MatchedRun {
  sign: SheetSign;
  counts: ReconciliationResult['counts'];
  balanced: boolean | null;
  totals: string;
  result: string;
}

/** Their closing balances in the shop's sign: the form's, else the last running balance of their sheet. */
function theirClosing(sheet: PartnerSheetLines, closing: MatchJob['closing'], sign: SheetSign) {
  const written = new Map(Object.entries(sheet.closing));
  for (const { currency, amount } of closing) written.set(currency.toUpperCase(), amount);
  return new Map([...written].map(([currency, amount]) => [currency, toOurSign(amount, sign)]));
}

/**
 * Matches a partner's sheet against our lines on a pool thread: their amounts are turned into our sign first, by the
 * mapping's convention or, for 'auto', by the one under which the lines both sides know by hawala number agree
 * (docs/decisions.md). A run of 100,000 lines takes seconds of CPU, which the server's own thread must not spend.
 */
export function work(job: MatchJob): MatchedRun {
  const sheet = JSON.parse(job.sheet) as PartnerSheetLines;
  const ours = JSON.parse(job.ours) as ReconciliationLine[];
  const written = sheet.lines.map(({ row, ...line }) => ({ ref: row, ...line }));
  const sign = job.mappingSign === 'auto' ? detectSign(written, ours) : job.mappingSign;
  const theirs = written.map((line) => ({ ...line, amount: toOurSign(line.amount, sign) }));
  const outcome = reconcile(theirs, ours, { toleranceDays: job.toleranceDays });
  const totals = reconTotals(theirs, ours, outcome);
  const balances = reconBalances(totals, new Map(job.ourClosing), theirClosing(sheet, job.closing, sign));
  const given = balances.filter((b) => b.unexplained !== null);
  return {
    sign,
    counts: { matched: outcome.matched.length, mismatched: outcome.mismatched.length, onlyTheirs: outcome.onlyTheirs.length, onlyOurs: outcome.onlyOurs.length },
    balanced: given.length === 0 ? null : given.every((b) => new Money(b.unexplained!).isZero()),
    totals: JSON.stringify({ totals, balances }),
    result: JSON.stringify({ theirs, ours, ...outcome, skipped: sheet.skipped, skippedCount: sheet.skippedCount }),
  };
}
