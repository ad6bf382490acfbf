import { describe, expect, it } from 'vitest';
import { overShortAccountCodePrefix } from './books/trial-balance';
import { CASH_ACCOUNT_ID } from './contract/transactions';
import { commissionAccountCode, fxAccountCode, toAssignAccountCode } from './ledger/account-nature';
import { isOwnerAccountCode, mayReadAccount, ownerView } from './owner-figures';
import { can, roles } from './permissions';

const deal = { id: 7, transType: 'Exchange', realisedProfit: '200.00', baseCurrency: 'AFN' };
const fxRow = { accountCode: 'FX-USD', accountName: 'FX Position USD', totalBalance: '-100.00' };
const customerRow = { accountCode: '1001', accountName: 'Karim', totalBalance: '50.00' };

describe('owner-only figures', () => {
  it('are the admins’ alone: fx-reports for profit, system-accounts for the system accounts', () => {
    expect(roles.filter((role) => can(role, 'system-accounts'))).toEqual(['admin']);
    expect(roles.filter((role) => can(role, 'fx-reports'))).toEqual(['admin']);
  });

  it('are the figures of the FX, commission and over/short accounts, never the drawer, the hawalas to assign nor a staff account', () => {
    for (const code of [fxAccountCode('USD'), commissionAccountCode('AFN'), `${overShortAccountCodePrefix}AFN`]) {
      expect(isOwnerAccountCode(code), code).toBe(true);
      expect(mayReadAccount('user', { accountCode: code, isSystem: true }), code).toBe(false);
      expect(mayReadAccount('operator', { accountCode: code, isSystem: true }), code).toBe(false);
      expect(mayReadAccount('admin', { accountCode: code, isSystem: true }), code).toBe(true);
    }
    for (const code of [String(CASH_ACCOUNT_ID), toAssignAccountCode('AFN')]) expect(mayReadAccount('user', { accountCode: code, isSystem: true }), code).toBe(true);
    expect(isOwnerAccountCode('2001')).toBe(false);
    expect(mayReadAccount('user', { accountCode: '2001', isSystem: false })).toBe(true);
  });

  it('leave an admin’s answer exactly as it was', () => {
    const payload = { items: [deal], rows: [fxRow] };
    expect(ownerView('admin', payload)).toBe(payload);
  });

  it('take realised profit out of a transaction, its history snapshots and its change lines, at any depth', () => {
    const history = [
      {
        action: 'update',
        changes: [
          { field: 'exRate', old: '72', new: '73' },
          { field: 'realisedProfit', old: '200.00', new: '300.00' },
        ],
        oldValues: { ...deal },
        newValues: { ...deal, realisedProfit: '300.00' },
      },
    ];
    expect(ownerView('user', { items: [deal], nextCursor: null })).toEqual({ items: [{ id: 7, transType: 'Exchange', baseCurrency: 'AFN' }], nextCursor: null });
    expect(ownerView('operator', history)).toEqual([
      {
        action: 'update',
        changes: [{ field: 'exRate', old: '72', new: '73' }],
        oldValues: { id: 7, transType: 'Exchange', baseCurrency: 'AFN' },
        newValues: { id: 7, transType: 'Exchange', baseCurrency: 'AFN' },
      },
    ]);
    expect(deal.realisedProfit).toBe('200.00');
  });

  it('leave system accounts out of lists and null a single reference to one', () => {
    expect(ownerView('user', [fxRow, customerRow])).toEqual([customerRow]);
    const row = { ...deal, debitAccount: { id: 3, accountCode: 'COMM-AFN', accountName: 'Commission AFN' }, creditAccount: { id: 11, accountCode: '11', accountName: 'Cash' } };
    expect(ownerView('user', row)).toMatchObject({ debitAccount: null, creditAccount: row.creditAccount });
  });

  it('pass other values through untouched', () => {
    const when = new Date(0);
    expect(ownerView('user', { when, list: [1, 'FX-USD', null], text: 'COMM-AFN' })).toEqual({ when, list: [1, 'FX-USD', null], text: 'COMM-AFN' });
    expect(ownerView('user', null)).toBeNull();
  });
});
