import { describe, expect, it } from 'vitest';
import { hawalaConvertedAmount } from './hawala-amount';

describe('hawalaConvertedAmount (amount × rate − commission, 2 decimals)', () => {
  it.each([
    ['1000', '70.5', '0', '70500.00'],
    ['1000', '0.0142857', '5', '9.29'],
    ['0.1', '0.2', '0', '0.02'],
    ['10.005', '1', '0', '10.01'],
    ['100', '1', '100.50', '-0.50'],
    [100, 1.1, 0, '110.00'],
  ])('%s × %s − %s = %s', (amount, rate, commission, expected) => {
    expect(hawalaConvertedAmount(amount, rate, commission)).toBe(expected);
  });

  it('defaults the commission to zero and refuses what is not a number', () => {
    expect(hawalaConvertedAmount('2', '3')).toBe('6.00');
    expect(hawalaConvertedAmount('abc', '1')).toBeNull();
    expect(hawalaConvertedAmount('1', Number.NaN)).toBeNull();
  });
});
