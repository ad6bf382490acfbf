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
    expect(cellValue({ t: 'n', v })).toEqual({ text });
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
    ['1,234.50', 2, '1234.50'],
    ['12,500', 2, '12500.00'],
    ['1234567.891', 2, '1234567.89'],
    ['8549.145', 2, '8549.15'],
    ['0.005', 2, '0.01'],
    ['999.995', 2, '1000.00'],
    ['.5', 2, '0.50'],
    ['007', 2, '7.00'],
    ['-50', 2, '-50.00'],
    ['-0.001', 2, '-0.00'],
    ['-0.00', 2, '0.00'],
    ['0.0147', 8, '0.01470000'],
    ['۱۲٬۵۰۰٫۷۵', 2, '12500.75'],
    ['١٢٣', 2, '123.00'],
  ])('reads %s to %i places as %s', (text, places, fixed) => {
    expect(parseSheetDecimal(text, places)).toBe(fixed);
  });

  it.each(['abc', '1.234,50', '1,23', '12,3456', '1 234', '$100', '1e5', '', '-', '.', '1.2.3'])('refuses %s', (text) => {
    expect(parseSheetDecimal(text, 2)).toBeNull();
  });
});
