import { describe, expect, it } from 'vitest';
import { parseAmount, parseDecimal, type DecimalProblem } from './amount-parse';
import { amountInWords } from './words';

describe('the one amount parser', () => {
  it.each([
    ['1,234.50', '1234.50'],
    ['12,345,678', '12345678'],
    ['1,234', '1234'],
    ['999', '999'],
    ['0.5', '0.5'],
    ['.5', '0.5'],
    ['5.', '5'],
    ['007.50', '7.50'],
    ['  1,000.25 ', '1000.25'],
    ['10.00', '10.00'],
    ['-12.5', '-12.5'],
    ['-0.00', '0.00'],
    ['۱۲۳', '123'],
    ['١٢٣', '123'],
    ['۱۲٬۵۰۰٫۷۵', '12500.75'],
    ['99,999,999,999,999,999.99', '99999999999999999.99'],
    [10.05, '10.05'],
    [1234.5, '1234.5'],
    [9999999999999.99, '9999999999999.99'],
    [100, '100'],
  ])('accepts %j as %s', (input, value) => {
    expect(parseAmount(input)).toEqual({ ok: true, value });
  });

  it.each<[string | number, DecimalProblem]>([
    // Commas anywhere but between thousands groups: European decimals and misplaced separators.
    ['1.234,50', 'grouping'],
    ['0,5', 'grouping'],
    ['1,23', 'grouping'],
    ['12,3456', 'grouping'],
    ['0,500', 'grouping'],
    [',123', 'grouping'],
    ['1,234,', 'grouping'],
    ['1,,234', 'grouping'],
    // Spaces inside, signs and junk before or after.
    ['1 0', 'notANumber'],
    ['1 234', 'notANumber'],
    ['$100', 'notANumber'],
    ['100abc', 'notANumber'],
    ['+5', 'notANumber'],
    ['1e5', 'notANumber'],
    ['1.2.3', 'notANumber'],
    ['abc', 'notANumber'],
    ['', 'notANumber'],
    ['.', 'notANumber'],
    ['-', 'notANumber'],
    // More decimals than money has: refused, never rounded.
    ['10.005', 'places'],
    ['0.001', 'places'],
    [10.005, 'places'],
    [0.1 + 0.2, 'imprecise'],
    // JSON numbers a double does not hold exactly (JSON.parse gives 12345678901234568 for the first).
    [JSON.parse('12345678901234567.89') as number, 'imprecise'],
    [1e21, 'imprecise'],
    [1e-7, 'imprecise'],
    [Number.NaN, 'notANumber'],
    [Number.POSITIVE_INFINITY, 'notANumber'],
  ])('refuses %j (%s)', (input, problem) => {
    expect(parseAmount(input)).toEqual({ ok: false, problem });
  });

  it('takes as many decimals as the field allows: rates 8, no limit when none is given', () => {
    expect(parseDecimal('68.12345678', 8)).toEqual({ ok: true, value: '68.12345678' });
    expect(parseDecimal('68.123456789', 8)).toEqual({ ok: false, problem: 'places' });
    expect(parseDecimal('0.000000000001')).toEqual({ ok: true, value: '0.000000000001' });
    expect(parseDecimal('68,75', 8)).toEqual({ ok: false, problem: 'grouping' });
  });
});

describe('amount in words reads by the same parser', () => {
  it.each(['1,23', '1 0', '0,5', '1.234,50'])('has no words for %s', (text) => {
    expect(amountInWords(text)).toBe('');
    expect(amountInWords(text, 'fa-AF')).toBe('');
    expect(amountInWords(text, 'ps')).toBe('');
  });
  it('spells real thousands groups and Persian digits', () => {
    expect(amountInWords('1,234.50')).toBe('One Thousand Two Hundred Thirty Four Point Five Zero');
    expect(amountInWords('۱۲')).toBe('Twelve');
    expect(amountInWords('-0.00')).toBe('Zero');
  });
});
