import { describe, expect, it } from 'vitest';
import { buildTrialBalance, trialBalanceGroup, type StoredBalance } from './trial-balance';

const balance = (id: number, accountCode: string, accountType: string, isSystem: boolean, currencyCode: string, stored: string): StoredBalance => ({
  id,
  accountCode,
  accountName: `Account ${accountCode}`,
  accountType,
  isSystem,
  currencyCode,
  stored,
});

describe('trialBalanceGroup', () => {
  it('puts each account in the group an owner looks for', () => {
    expect(trialBalanceGroup(balance(11, '11', 'company', true, 'AFN', '0'))).toBe('cash');
    expect(trialBalanceGroup(balance(20, '1001', 'customer', false, 'AFN', '0'))).toBe('customers');
    expect(trialBalanceGroup(balance(21, '1002', 'personal', false, 'AFN', '0'))).toBe('customers');
    expect(trialBalanceGroup(balance(22, '3001', 'company', false, 'AFN', '0'))).toBe('companies');
    expect(trialBalanceGroup(balance(23, '2001', 'hawala_partner', false, 'AFN', '0'))).toBe('partners');
    expect(trialBalanceGroup(balance(24, '2002', 'partner', false, 'AFN', '0'))).toBe('partners');
    expect(trialBalanceGroup(balance(25, 'FX-USD', 'company', true, 'USD', '0'))).toBe('fxPositions');
    expect(trialBalanceGroup(balance(26, 'OS-AFN', 'company', true, 'AFN', '0'))).toBe('overShort');
    expect(trialBalanceGroup(balance(27, 'COM-AFN', 'company', true, 'AFN', '0'))).toBe('system');
  });
});

describe('buildTrialBalance', () => {
  it('puts positive stored balances in credit, negative in debit, drops zeros, and totals per currency', () => {
    const report = buildTrialBalance('2026-11-25', [
      balance(11, '11', 'company', true, 'AFN', '-7000.00'),
      balance(20, '1001', 'customer', false, 'AFN', '5000.00'),
      balance(23, '2001', 'hawala_partner', false, 'AFN', '2000.00'),
      balance(30, '1003', 'customer', false, 'AFN', '0.00'),
      balance(11, '11', 'company', true, 'USD', '-100.00'),
      balance(25, 'FX-USD', 'company', true, 'USD', '100.00'),
    ]);
    expect(report.rows.map((r) => [r.accountCode, r.currencyCode, r.group, r.debit, r.credit])).toEqual([
      ['11', 'AFN', 'cash', '7000.00', '0.00'],
      ['11', 'USD', 'cash', '100.00', '0.00'],
      ['1001', 'AFN', 'customers', '0.00', '5000.00'],
      ['2001', 'AFN', 'partners', '0.00', '2000.00'],
      ['FX-USD', 'USD', 'fxPositions', '0.00', '100.00'],
    ]);
    expect(report.totals).toEqual([
      { currencyCode: 'AFN', debit: '7000.00', credit: '7000.00', balanced: true },
      { currencyCode: 'USD', debit: '100.00', credit: '100.00', balanced: true },
    ]);
  });

  it('says so when a currency does not balance', () => {
    const report = buildTrialBalance('2026-11-25', [balance(11, '11', 'company', true, 'AFN', '-7000.00'), balance(20, '1001', 'customer', false, 'AFN', '6999.99')]);
    expect(report.totals).toEqual([{ currencyCode: 'AFN', debit: '7000.00', credit: '6999.99', balanced: false }]);
  });
});
