import { describe, expect, it } from 'vitest';
import { formatNote } from './books-format';

describe('formatNote', () => {
  it('writes a note by its face value, grouped, keeping cents only when a note has them', () => {
    expect(formatNote('1000')).toBe('1,000');
    expect(formatNote('5000')).toBe('5,000');
    expect(formatNote('1')).toBe('1');
    expect(formatNote('0.50')).toBe('0.50');
  });
});
