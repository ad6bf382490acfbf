import { describe, expect, it } from 'vitest';
import { cellValue, parseSheetDecimal } from './cell-values';

describe('cell values', () => {
  it.each([
    [8549.145, '8549.145'],
    [0.1 + 0.2, '0.3'],
    [1250.75, '1250.75'],
    [202311230001, '202311230001'],
    [1e21, '1000000000000000000000'],
    [-0.5, '-0.5'],
    [100, '100'],
    [1e-7, '0.0000001'],
  ])('writes the number %d as the decimal the user typed: %s', (v, text) => {
    expect(cellValue({ t: 'n', v })).toEqual({ text, number: true });
  });

  it('trims text, treats empty cells as blank and reports formula errors', () => {
    expect(cellValue({ t: 's', v: '  Ahmad Karimi ' })).toEqual({ text: 'Ahmad Karimi' });
    expect(cellValue({ t: 's', v: '   ' })).toBeNull();
    expect(cellValue(undefined)).toBeNull();
    expect(cellValue({ t: 'z' })).toBeNull();
    expect(cellValue({ t: 'e', v: 42 })).toEqual({ formulaError: true });
    expect(cellValue({ t: 'b', v: true })).toEqual({ text: 'TRUE' });
  });

  it.each([
    ['1,234.50', 2, false, '1234.50'],
    ['12,500', 2, false, '12500.00'],
    ['.5', 2, false, '0.50'],
    ['007', 2, false, '7.00'],
    ['-50', 2, false, '-50.00'],
    ['-0.00', 2, false, '0.00'],
    ['۱۲٬۵۰۰٫۷۵', 2, false, '12500.75'],
    ['١٢٣', 2, false, '123.00'],
    // Rates and derived figures round half-up to the places they are stored with.
    ['1234567.891', 2, true, '1234567.89'],
    ['8549.145', 2, true, '8549.15'],
    ['0.005', 2, true, '0.01'],
    ['999.995', 2, true, '1000.00'],
    ['-0.001', 2, true, '-0.00'],
    ['0.0147', 8, true, '0.01470000'],
  ])('reads %s to %i places (rounding: %s) as %s', (text, places, round, fixed) => {
    expect(parseSheetDecimal(text, places, round)).toEqual({ ok: true, value: fixed });
  });

  it.each([
    ['abc', 'notANumber'],
    ['1.234,50', 'grouping'],
    ['0,5', 'grouping'],
    ['1,23', 'grouping'],
    ['12,3456', 'grouping'],
    ['1 234', 'notANumber'],
    ['$100', 'notANumber'],
    ['1e5', 'notANumber'],
    ['', 'notANumber'],
    ['-', 'notANumber'],
    ['.', 'notANumber'],
    ['1.2.3', 'notANumber'],
    // Money is never rounded: a third decimal is refused.
    ['8549.145', 'places'],
    ['10.005', 'places'],
  ])('refuses the money cell %s (%s)', (text, problem) => {
    expect(parseSheetDecimal(text, 2, false)).toEqual({ ok: false, problem });
  });
});
