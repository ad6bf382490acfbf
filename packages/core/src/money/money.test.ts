import { describe, expect, it } from 'vitest';
import { formatAmount, normaliseDecimal, toAmount, toRate } from './decimal';
import { currencyColour, currencySymbol, normaliseCurrencyCode } from './symbols';

describe('decimal helpers', () => {
  it.each([
    ['1,234.50', '1234.5'],
    [' 1 000 ', null],
    ['1.234,50', null],
    [JSON.parse('12345678901234567.89') as number, null],
    ['0.10', '0.1'],
    ['-3', '-3'],
    [12.5, '12.5'],
    ['abc', null],
    ['1.2.3', null],
    ['', null],
    [Number.NaN, null],
  ])('normalises %j to %j', (input, expected) => {
    expect(normaliseDecimal(input)).toBe(expected);
  });

  it('rounds half-up at 2 places without float error', () => {
    expect(toAmount('1.005')).toBe('1.01');
    expect(toAmount('2.675')).toBe('2.68');
    expect(toAmount('-1.005')).toBe('-1.01');
    expect(toAmount('0.1').toString()).toBe('0.10');
    expect(toRate('70.123456789')).toBe('70.12345679');
  });

  it('formats en-US with 2 decimals', () => {
    expect(formatAmount('1234567.891')).toBe('1,234,567.89');
    expect(formatAmount('-1000')).toBe('-1,000.00');
    expect(formatAmount('0')).toBe('0.00');
    expect(formatAmount('999.995')).toBe('1,000.00');
  });
});

describe('currency symbols and colours', () => {
  it.each([
    ['USD', '$'],
    ['$', '$'],
    ['AFN', '؋'],
    ['EUR', '€'],
    ['PKR', '₨'],
    ['GBP', '£'],
    ['CHF', 'CHF'],
    ['', '؋'],
  ])('%s → %s', (code, symbol) => expect(currencySymbol(code)).toBe(symbol));

  it('maps symbols back and colours by currency', () => {
    expect(normaliseCurrencyCode('€')).toBe('EUR');
    expect(normaliseCurrencyCode('XYZ')).toBe('AFN');
    expect([currencyColour('USD'), currencyColour('AFN'), currencyColour('EUR'), currencyColour('PKR'), currencyColour('')]).toEqual([
      'blue',
      'green',
      'purple',
      'orange',
      'green',
    ]);
  });
});
