import { describe, expect, it } from 'vitest';
import { coinsAmount, coinsText, noteCount } from './count-input';

describe('count boxes', () => {
  it('keeps whole note counts, reading Persian digits', () => {
    expect(noteCount('۱۲')).toBe('12');
    expect(noteCount('3a.5')).toBe('35');
  });

  it('keeps coins to an amount with at most two places, whatever separator is typed', () => {
    expect(coinsText('0.755')).toBe('0.75');
    expect(coinsText('۱٫۵۰')).toBe('1.50');
    expect(coinsText('2,25')).toBe('2.25');
    expect(coinsText('1.2.3')).toBe('1.23');
    expect(coinsText('abc')).toBe('');
  });

  it('reads the coins box as an amount', () => {
    expect(coinsAmount('')).toBe('0');
    expect(coinsAmount('.')).toBe('0');
    expect(coinsAmount('5.')).toBe('5');
    expect(coinsAmount('.5')).toBe('0.5');
    expect(coinsAmount('0.75')).toBe('0.75');
  });
});
