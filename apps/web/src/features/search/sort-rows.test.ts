import { describe, expect, it } from 'vitest';
import { Money } from '@sarafi/core';
import { nextSort, sortRows, type SortState } from './sort-rows';

interface Row {
  id: number;
  name: string;
  amount: string;
}
const rows: Row[] = [
  { id: 3, name: 'b', amount: '1000.00' },
  { id: 2, name: 'A', amount: '99.99' },
  { id: 1, name: 'c', amount: '1000.00' },
];
const by = { id: (r: Row) => r.id, name: (r: Row) => r.name, amount: (r: Row) => new Money(r.amount) };
const ids = (sort: SortState<keyof typeof by> | null, locale = 'en') => sortRows(rows, sort, by, locale).map((r) => r.id);

describe('sorting loaded search results', () => {
  it('a new column sorts ascending; the same column again reverses, and again restores', () => {
    const first = nextSort(null, 'amount');
    expect(first).toEqual({ key: 'amount', direction: 'ascending' });
    const second = nextSort(first, 'amount');
    expect(second).toEqual({ key: 'amount', direction: 'descending' });
    expect(nextSort(second, 'amount')).toEqual(first);
    expect(nextSort(second, 'name')).toEqual({ key: 'name', direction: 'ascending' });
  });

  it('compares amounts as decimals, not as text (99.99 before 1000.00), keeping the loaded order on ties', () => {
    expect(ids({ key: 'amount', direction: 'ascending' })).toEqual([2, 3, 1]);
    expect(ids({ key: 'amount', direction: 'descending' })).toEqual([3, 1, 2]);
  });

  it('compares text without regard to case, and numbers as numbers', () => {
    expect(ids({ key: 'name', direction: 'ascending' })).toEqual([2, 3, 1]);
    expect(ids({ key: 'id', direction: 'ascending' })).toEqual([1, 2, 3]);
    expect(ids({ key: 'id', direction: 'descending' })).toEqual([3, 2, 1]);
  });

  it('leaves the rows as loaded when nothing is sorted, and never changes the array it was given', () => {
    expect(ids(null)).toEqual([3, 2, 1]);
    sortRows(rows, { key: 'id', direction: 'ascending' }, by, 'en');
    expect(rows.map((r) => r.id)).toEqual([3, 2, 1]);
  });
});
