import { describe, expect, it } from 'vitest';
import { currencySymbol, formatMoney } from './symbols';

describe('formatMoney: the one money format', () => {
  it('puts the symbol first and the sign beside the digits, with comma thousands and 2 decimals', () => {
    expect(formatMoney('1234567.891', 'USD')).toBe('$ 1,234,567.89');
    expect(formatMoney('-500', 'AFN')).toBe('؋ -500.00');
    expect(formatMoney('0', 'EUR')).toBe('€ 0.00');
  });

  it('takes a symbol as readily as a code, and shows an unknown code as itself', () => {
    for (const code of ['USD', 'AFN', 'EUR', 'PKR', 'GBP']) expect(currencySymbol(currencySymbol(code))).toBe(currencySymbol(code));
    expect(formatMoney('10', '₨')).toBe('₨ 10.00');
    expect(formatMoney('10', 'CHF')).toBe('CHF 10.00');
  });
});
