import { describe, expect, it } from 'vitest';
import { commissionTotals, hawalaCommission } from './commission';

describe('hawalaCommission: amount × perLakh / 100,000 + fixed fee, half-up to the cent', () => {
  it('works the issue’s AFN example by hand', () => {
    // 250,000 × 200 / 100,000 = 500, + 10 = 510; 40,000 × 200 / 100,000 = 80, + 10 = 90.
    expect(hawalaCommission('250000.00', { perLakh: '200', fixedFee: '10' })).toBe('510.00');
    expect(hawalaCommission('40000.00', { perLakh: '200', fixedFee: '10' })).toBe('90.00');
  });

  it('takes a rate alone or a fee alone', () => {
    expect(hawalaCommission('1234.56', { perLakh: '0', fixedFee: '2.50' })).toBe('2.50');
    // 1,500 × 150 / 100,000 = 2.25
    expect(hawalaCommission('1500.00', { perLakh: '150', fixedFee: '0' })).toBe('2.25');
  });

  it('rounds half-up once, after adding the fee', () => {
    // 12,345 × 100 / 100,000 = 12.345 → 12.35 (half-up), not banker's 12.34.
    expect(hawalaCommission('12345.00', { perLakh: '100', fixedFee: '0' })).toBe('12.35');
    // 333 × 1.5 / 100,000 = 0.004995; + 0.005 = 0.009995 → 0.01: the fee joins before the rounding.
    expect(hawalaCommission('333.00', { perLakh: '1.5', fixedFee: '0.005' })).toBe('0.01');
    // 0.01 × 100 / 100,000 = 0.00001 → 0.00
    expect(hawalaCommission('0.01', { perLakh: '100', fixedFee: '0' })).toBe('0.00');
  });

  it('keeps every digit of a large amount (no float)', () => {
    // 123,456,789,012.34 × 250 / 100,000 = 308,641,972.53085 → 308,641,972.53
    expect(hawalaCommission('123456789012.34', { perLakh: '250', fixedFee: '0' })).toBe('308641972.53');
  });
});

describe('commissionTotals', () => {
  it('counts and sums per currency in order of first appearance', () => {
    const lines = [
      { currencyId: 2, amount: '250000.00', commission: '510.00' },
      { currencyId: 1, amount: '1200.50', commission: '7.00' },
      { currencyId: 2, amount: '40000.00', commission: '90.00' },
    ];
    expect(commissionTotals(lines)).toEqual([
      { currencyId: 2, count: 2, amount: '290000.00', commission: '600.00' },
      { currencyId: 1, count: 1, amount: '1200.50', commission: '7.00' },
    ]);
    expect(commissionTotals([])).toEqual([]);
  });
});
