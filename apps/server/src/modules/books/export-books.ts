import type { CashBookResponse, DayClose, TrialBalanceResponse } from '@sarafi/core';
import { wallClockTime } from '../exports/date-time-cell';
import { amount, dateTime, type ExportCell, type SheetSpec } from '../exports/sheet-spec';

/** XLSX sheets of the books (docs/decisions.md, Books and day close): plain data that the export worker turns into a workbook. */

const groupLabels: Record<TrialBalanceResponse['rows'][number]['group'], string> = {
  cash: 'Cash',
  customers: 'Customers',
  companies: 'Companies',
  partners: 'Partners and hawala partners',
  fxPositions: 'FX positions',
  overShort: 'Cash over/short',
  system: 'System accounts',
};

/** A figure a blind count withholds (null) is left blank. */
const orBlank = (value: string | null) => (value === null ? undefined : amount(value));

/** Times are the shop's clock (`timeZone`, config SHOP_TIME_ZONE), beside the shop day each line belongs to. */
export function cashBookSheets(book: CashBookResponse, timeZone: string): SheetSpec[] {
  const period = book.from === book.to ? book.from : `${book.from} to ${book.to}`;
  const sheets: SheetSpec[] = book.currencies.map((c) => ({
    name: c.currencyCode,
    widths: [12, 10, 14, 12, 28, 36, 16, 16, 18, 14, ...(book.shop ? [16] : [])],
    rows: [
      ['Cash Book'],
      book.shop ? ['Cash', 'The whole shop: the safe and every till'] : ['Cash account', `${book.cashAccount.code} - ${book.cashAccount.name}`],
      ['Currency', c.currencyCode],
      ['Period', period],
      ['Opening balance', amount(c.opening)],
      [],
      ['Date', `Time (${timeZone})`, 'Transaction ID', 'Type', 'Counterpart', 'Narrative', 'In', 'Out', 'Balance', 'User', ...(book.shop ? ['Till'] : [])],
      ...c.lines.map((l): ExportCell[] => [
        l.transDate,
        wallClockTime(l.time, timeZone),
        l.transactionId,
        l.transType,
        l.counterpart ? `${l.counterpart.code} - ${l.counterpart.name}` : '',
        l.narrative,
        amount(l.amountIn),
        amount(l.amountOut),
        orBlank(l.balance),
        l.user,
        // The whole shop's book names each line's drawer; the safe's lines say so.
        ...(book.shop ? [l.till ?? 'Safe'] : []),
      ]),
      ['Totals', undefined, undefined, undefined, undefined, undefined, amount(c.totalIn), amount(c.totalOut)],
      ['Expected closing', undefined, undefined, undefined, undefined, undefined, undefined, undefined, orBlank(c.closing)],
    ],
  }));
  sheets.push({
    name: 'Summary',
    widths: [14, 10, 10, 16, 16],
    rows: [
      ['Day summary', period],
      [],
      ['Type', 'Currency', 'Count', 'In', 'Out'],
      ...book.summary.byType.map((t): ExportCell[] => [t.transType, t.currencyCode, t.count, amount(t.amountIn), amount(t.amountOut)]),
      [],
      ['Hawalas passed', book.summary.hawalasPassed],
      ['Hawalas cancelled', book.summary.hawalasCancelled],
    ],
  });
  return sheets;
}

export function trialBalanceSheets(report: TrialBalanceResponse): SheetSpec[] {
  return [
    {
      name: 'Trial balance',
      widths: [28, 14, 30, 10, 18, 18],
      rows: [
        ['Trial Balance', `as of ${report.asOf}`],
        [],
        ['Group', 'Account code', 'Account', 'Currency', 'Debit', 'Credit'],
        ...report.rows.map((r): ExportCell[] => [groupLabels[r.group], r.accountCode, r.accountName, r.currencyCode, amount(r.debit), amount(r.credit)]),
        [],
        ['Totals', undefined, undefined, 'Currency', 'Debit', 'Credit', 'Balanced'],
        ...report.totals.map((t): ExportCell[] => ['', undefined, undefined, t.currencyCode, amount(t.debit), amount(t.credit), t.balanced ? 'Yes' : 'NO']),
      ],
    },
  ];
}

export function dayCloseSheets(close: DayClose, timeZone: string): SheetSpec[] {
  const when = (instant: string | null) => (instant ? dateTime(instant) : '');
  const who: ExportCell[][] = [
    ['Day close', close.date],
    ['Status', close.status],
    ['Counted by', close.countedBy, when(close.countedAt)],
    ['Approved by', close.approvedBy ?? '', when(close.approvedAt), close.selfApproved ? 'Self-approved: counted and approved by the same admin' : ''],
  ];
  if (close.reopenedBy) who.push(['Reopened by', close.reopenedBy, when(close.reopenedAt), close.reopenReason ?? '']);
  return [
    {
      name: 'Day close',
      widths: [16, 18, 18, 16, 18],
      timeZone,
      rows: [
        ...who,
        [],
        ['Currency', 'Expected', 'Counted', 'Variance', 'Over/short posting'],
        ...close.currencies.map((c): ExportCell[] => [c.currencyCode, amount(c.expected), amount(c.counted), amount(c.variance), c.varianceTransactionId ?? '']),
        [],
        ['Currency', 'Note', 'Count'],
        ...close.currencies.flatMap((c) => c.denominations.map((d): ExportCell[] => [c.currencyCode, d.value, d.count])),
      ],
    },
  ];
}
