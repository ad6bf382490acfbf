import { describe, expect, it } from 'vitest';
import { formatRate } from './rate-format';

describe('formatRate', () => {
  it('writes rates with at least 2 and at most 8 decimals, grouped', () => {
    expect(formatRate('70.5')).toBe('70.50');
    expect(formatRate('70.50000000')).toBe('70.50');
    expect(formatRate('0.25123456')).toBe('0.25123456');
    expect(formatRate('1234.123456789')).toBe('1,234.12345679');
    expect(formatRate('1')).toBe('1.00');
    expect(formatRate('-1234.5')).toBe('-1,234.50');
  });
});
