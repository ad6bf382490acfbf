import { describe, expect, it } from 'vitest';
import { cashSideOf, partyKeyOf, twoDayTotal, withinTwoConsecutiveDays } from './large-cash';

const threshold = '500000.00';

describe('large cash rules', () => {
  it('reads the cash side of a voucher and of an exchange', () => {
    expect(cashSideOf({ outAccountId: 11, inAccountId: 40, currencyId: 1, cCurrencyId: 1, dAmount: '10', cAmount: '10' })).toEqual({ currencyId: 1, amount: '10.00' });
    expect(cashSideOf({ outAccountId: 40, inAccountId: 11, currencyId: 2, cCurrencyId: 1, dAmount: '100', cAmount: '7045' })).toEqual({ currencyId: 1, amount: '7045.00' });
    expect(cashSideOf({ outAccountId: 40, inAccountId: 41, currencyId: 1, cCurrencyId: 1, dAmount: '10', cAmount: '10' })).toBeNull();
  });

  it('keys a walk-in by ID, whatever its spacing or case, and an account by id', () => {
    expect(partyKeyOf({ idType: 'passport', idNumber: ' p 123 ' })).toBe('id:passport:P123');
    expect(partyKeyOf({ accountId: 7 })).toBe('account:7');
    expect(partyKeyOf({})).toBeNull();
  });

  it('pairs two of 250,000 on consecutive days, not two days apart', () => {
    const a = { transactionId: 1, transDate: '2026-03-31', afnEquivalent: '250000.00' };
    expect(twoDayTotal(a, { transactionId: 2, transDate: '2026-04-01', afnEquivalent: '250000.00' }, threshold)).toBe('500000.00');
    expect(twoDayTotal(a, { transactionId: 2, transDate: '2026-04-02', afnEquivalent: '250000.00' }, threshold)).toBeNull();
    expect(twoDayTotal(a, { transactionId: 2, transDate: '2026-03-31', afnEquivalent: '249999.99' }, threshold)).toBeNull();
    expect(withinTwoConsecutiveDays('2026-12-31', '2027-01-01')).toBe(true);
  });

  it('leaves a transaction over the threshold alone to its own flag', () => {
    const a = { transactionId: 1, transDate: '2026-03-31', afnEquivalent: '500000.01' };
    expect(twoDayTotal(a, { transactionId: 2, transDate: '2026-03-31', afnEquivalent: '1.00' }, threshold)).toBeNull();
  });
});

describe('report months', () => {
  it('spans a Gregorian month and a Solar Hijri one', async () => {
    const { reportMonthRange, previousMonth } = await import('./report-month');
    expect(reportMonthRange('2026-02', 'gregorian')).toEqual({ from: '2026-02-01', to: '2026-02-28' });
    expect(reportMonthRange('1405-09', 'solar-hijri')).toEqual({ from: '2026-11-22', to: '2026-12-21' });
    expect(previousMonth('2027-01')).toBe('2026-12');
  });
});

describe('the month picker', () => {
  it('offers the months before today’s, newest first, in the reader’s calendar', async () => {
    const { recentReportMonths } = await import('./report-month');
    expect(recentReportMonths('2026-11-29', 'gregorian', 3)).toEqual(['2026-10', '2026-09', '2026-08']);
    // 2026-11-29 is in Qaws 1405 (month 9): the picker starts at Aqrab.
    expect(recentReportMonths('2026-11-29', 'solar-hijri', 2)).toEqual(['1405-08', '1405-07']);
  });
});
