import { describe, expect, it } from 'vitest';
import { afnEquivalent, afnRateOf, isAboveThreshold } from './afn-equivalent';

describe('AFN equivalent', () => {
  it('counts the base currency 1:1 whatever its board says', () => {
    expect(afnRateOf('AFN', '70.5', true)).toEqual({ currencyCode: 'AFN', midRate: '1' });
    expect(afnEquivalent('500000.01', afnRateOf('AFN', '0', true))).toBe('500000.01');
  });

  it('converts another currency at the mid rate, rounding half-up to cents', () => {
    // 7,100 USD × 70.45 = 500,195.00; 0.005 rounds up.
    expect(afnEquivalent('7100', afnRateOf('USD', '70.45', false))).toBe('500195.00');
    expect(afnEquivalent('0.1', { midRate: '0.05' })).toBe('0.01');
  });

  it('is above the threshold only strictly', () => {
    expect(isAboveThreshold('500000.00', '500000.00')).toBe(false);
    expect(isAboveThreshold('500000.01', '500000.00')).toBe(true);
  });
});
