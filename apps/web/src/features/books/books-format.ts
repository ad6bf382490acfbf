import type { TFunction } from 'i18next';
import { formatAmount, Money, type CashBookLine } from '@sarafi/core';
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
  if (line.transType !== 'Debit' && line.transType !== 'Credit') return transTypeLabel(t, line.transType);
  return t(new Money(line.amountIn).isZero() ? 'transactions.cash.out' : 'transactions.cash.in');
}
