import { describe, expect, it } from 'vitest';
import { formatNote, varianceKind } from './books-format';

describe('formatNote', () => {
  it('writes a note by its face value, grouped, keeping cents only when a note has them', () => {
    expect(formatNote('1000')).toBe('1,000');
    expect(formatNote('5000')).toBe('5,000');
    expect(formatNote('1')).toBe('1');
    expect(formatNote('0.50')).toBe('0.50');
  });
});

describe('varianceKind', () => {
  it('reads more cash than the books as over, less as short, none as matched', () => {
    expect(varianceKind('0.01')).toBe('over');
    expect(varianceKind('-5.00')).toBe('short');
    expect(varianceKind('0.00')).toBe('matched');
  });
});
