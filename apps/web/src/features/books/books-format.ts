import type { TFunction } from 'i18next';
import { formatAmount, Money, type CashBookLine, type CashBookResponse, type CashBookTypeTotal, type CashDirection } from '@sarafi/core';
import { transTypeLabel } from '../../lib/trans-type-label';

/** Tables of the books: cells in line with the card's padding, closer on paper so more lines fit a page. */
export const booksTable =
  'w-full text-sm print:min-w-0 print:text-xs [&_td]:p-2 [&_th]:p-2 print:[&_td]:py-1 print:[&_th]:py-1 [&_tr>*:first-child]:ps-4 [&_tr>*:last-child]:pe-4 print:[&_tr>*:first-child]:ps-0 print:[&_tr>*:last-child]:pe-0';
export const amountCell = 'text-end tabular-nums whitespace-nowrap';

/** A note's face value as printed on it: grouped, without the cents a whole note never has ('1,000', but '0.50'). */
export const formatNote = (value: string) => formatAmount(value).replace(/\.00$/, '');

/** Which way a variance goes: more cash than the books say (over), less (short), or none. */
export function varianceKind(variance: string) {
  const value = new Money(variance);
  return value.isZero() ? 'matched' : value.isPositive() ? 'over' : 'short';
}

/**
 * The type of a drawer line in the shop's words: a cash voucher by the way its cash went, since its wire type (Debit or
 * Credit) says the opposite for a company account (docs/decisions.md, Cash direction in the shop's words); the line's
 * own In or Out is that direction. Every other document by its type.
 */
export function cashBookType(t: TFunction, line: Pick<CashBookLine, 'transType' | 'amountIn'>) {
  const direction = voucherDirection(line);
  return direction ? t(`transactions.cash.${direction}`) : transTypeLabel(t, line.transType);
}

const isVoucher = (transType: string) => transType === 'Debit' || transType === 'Credit';
const voucherDirection = (line: Pick<CashBookLine, 'transType' | 'amountIn'>): CashDirection | null =>
  isVoucher(line.transType) ? (new Money(line.amountIn).isZero() ? 'out' : 'in') : null;

/** One row of the day's summary: a cash direction (the vouchers) or a document type, in one currency. */
export type SummaryRow = Omit<CashBookTypeTotal, 'transType'> & { kind: { direction: CashDirection } | { transType: string } };

/**
 * The day's summary in the same words as the lines: the vouchers by the way their cash went, counted from the lines
 * (a document once per direction and currency), then every other type as the server totals it.
 */
export function cashBookSummaryRows(book: Pick<CashBookResponse, 'currencies' | 'summary'>): SummaryRow[] {
  const vouchers: SummaryRow[] = [];
  for (const direction of ['in', 'out'] as const) {
    for (const c of book.currencies) {
      const lines = c.lines.filter((l) => voucherDirection(l) === direction);
      if (lines.length === 0) continue;
      const sum = (pick: (l: (typeof lines)[number]) => string) => lines.reduce((total, l) => total.plus(pick(l)), new Money(0)).toFixed(2);
      vouchers.push({
        kind: { direction },
        currencyCode: c.currencyCode,
        count: new Set(lines.map((l) => l.transactionId)).size,
        amountIn: sum((l) => l.amountIn),
        amountOut: sum((l) => l.amountOut),
      });
    }
  }
  const others = book.summary.byType.filter((row) => !isVoucher(row.transType)).map(({ transType, ...row }) => ({ ...row, kind: { transType } }));
  return [...vouchers, ...others];
}
