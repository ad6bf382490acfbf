import { describe, expect, it } from 'vitest';
import { formatAmount, normaliseDecimal, toAmount, toRate } from './decimal';
import { convertAmount, crossRate } from './convert';
import { currencyColour, currencySymbol, normaliseCurrencyCode } from './symbols';

describe('decimal helpers', () => {
  it.each([
    ['1,234.50', '1234.5'],
    [' 1 000 ', '1000'],
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

describe('currency converter (SPEC §5: amount / from-rate * to-rate)', () => {
  it('converts through USD rates exactly', () => {
    expect(convertAmount('100', '1', '70')!.toFixed(2)).toBe('7000.00');
    expect(convertAmount('7000', '70', '1')!.toFixed(2)).toBe('100.00');
    expect(convertAmount('280', '280', '70')!.toFixed(2)).toBe('70.00');
    expect(convertAmount('0.1', '1', '3')!.toFixed(2)).toBe('0.30');
  });

  it('gives null for unknown or zero rates', () => {
    expect(convertAmount('1', '0', '70')).toBeNull();
    expect(convertAmount('1', 'x', '70')).toBeNull();
    expect(crossRate('70', '-1')).toBeNull();
    expect(crossRate('70', '280')!.toFixed(4)).toBe('4.0000');
  });
});

describe('currency symbols and colours (SPEC §3, §9)', () => {
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
