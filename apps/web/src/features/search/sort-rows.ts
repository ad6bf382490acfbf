import { Money, type MoneyValue } from '@sarafi/core';

export type SortDirection = 'ascending' | 'descending';
export interface SortState<K extends string> {
  key: K;
  direction: SortDirection;
}
/** What a column sorts by: a number, a decimal amount (never a float), or text compared as the reader's language does. */
export type SortValue = number | string | MoneyValue;

/** A header click: a new column sorts ascending, the same column again reverses. */
export function nextSort<K extends string>(current: SortState<K> | null, key: K): SortState<K> {
  if (current?.key === key) return { key, direction: current.direction === 'ascending' ? 'descending' : 'ascending' };
  return { key, direction: 'ascending' };
}

function compare(a: SortValue, b: SortValue, collator: Intl.Collator): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (typeof a === 'string' && typeof b === 'string') return collator.compare(a, b);
  return new Money(a).comparedTo(new Money(b));
}

/**
 * The rows in the chosen order, a new array; equal rows keep their loaded order (newest first). Null sorts as
 * nothing to sort: the rows as loaded.
 */
export function sortRows<T, K extends string>(rows: T[], sort: SortState<K> | null, valueOf: Record<K, (row: T) => SortValue>, locale: string): T[] {
  if (!sort) return rows;
  const collator = new Intl.Collator(locale, { numeric: true, sensitivity: 'base' });
  const read = valueOf[sort.key];
  const sign = sort.direction === 'ascending' ? 1 : -1;
  return rows
    .map((row, index) => ({ row, index, value: read(row) }))
    .sort((x, y) => sign * compare(x.value, y.value, collator) || x.index - y.index)
    .map((entry) => entry.row);
}
