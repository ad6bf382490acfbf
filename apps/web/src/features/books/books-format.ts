import { formatAmount, Money } from '@sarafi/core';

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
