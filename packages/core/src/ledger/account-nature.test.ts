import { describe, expect, it } from 'vitest';
import { accountTypes } from '../enums';
import { commissionAccountCode, fxAccountCode, toAssignAccountCode, accountNature, shopView, type AccountNature } from './account-nature';

describe('accountNature', () => {
  it.each([
    [{ id: 11, accountCode: '11', accountType: 'business', isSystem: true }, 'asset'],
    [{ id: 12, accountCode: fxAccountCode('USD'), accountType: 'business', isSystem: true }, 'position'],
    [{ id: 13, accountCode: 'FX-AFN', accountType: 'business', isSystem: true }, 'position'],
    [{ id: 14, accountCode: commissionAccountCode('USD'), accountType: 'business', isSystem: true }, 'income'],
    [{ id: 15, accountCode: toAssignAccountCode('USD'), accountType: 'business', isSystem: true }, 'liability'],
    [{ id: 105, accountCode: 'COMM-1', accountType: 'customer', isSystem: false }, 'liability'],
    // A staff account whose code merely looks like a system one is still what its type says.
    [{ id: 101, accountCode: 'FX-1', accountType: 'customer', isSystem: false }, 'liability'],
    [{ id: 11, accountCode: '11', accountType: 'customer', isSystem: false }, 'liability'],
    [{ id: 102, accountCode: '2001', accountType: 'partner', isSystem: false }, 'liability'],
    [{ id: 103, accountCode: '1007', accountType: 'hawala_partner', isSystem: false }, 'liability'],
    [{ id: 104, accountCode: 'AC1000', accountType: 'company', isSystem: false }, 'liability'],
  ] as const)('%j is %s', (account, nature) => {
    expect(accountNature(account)).toBe(nature);
  });

  it.each(accountTypes.filter((type) => type !== 'bank'))('a staff %s account is one the shop owes or is owed by', (accountType) => {
    expect(accountNature({ id: 200, accountCode: 'X1', accountType, isSystem: false })).toBe('liability');
  });

  it('a bank account is money the shop holds, read like its cash', () => {
    expect(accountNature({ id: 201, accountCode: 'BANK1', accountType: 'bank', isSystem: false })).toBe('asset');
  });
});

describe('shopView', () => {
  it.each<[string, AccountNature, { amount: string; owed: 'to' | 'by' | null; alarming: boolean }]>([
    // Cash: a deposit stores the drawer's side negative; the drawer holds it.
    ['-125000.00', 'asset', { amount: '125000.00', owed: null, alarming: false }],
    ['-0.01', 'asset', { amount: '0.01', owed: null, alarming: false }],
    ['0.00', 'asset', { amount: '0.00', owed: null, alarming: false }],
    ['0', 'asset', { amount: '0.00', owed: null, alarming: false }],
    // More paid out than taken in: less than nothing in the drawer is the one figure that is wrong.
    ['500.00', 'asset', { amount: '-500.00', owed: null, alarming: true }],
    // A position already stores the shop's net holding: long positive, short negative, neither alarming.
    ['6875.00', 'position', { amount: '6875.00', owed: null, alarming: false }],
    ['-100.00', 'position', { amount: '-100.00', owed: null, alarming: false }],
    ['0.00', 'position', { amount: '0.00', owed: null, alarming: false }],
    // Commission earned is stored as the income account's gain and reads as earned.
    ['15.00', 'income', { amount: '15.00', owed: null, alarming: false }],
    // Customers and partners: the shop owes them (له) or they owe the shop (علیه), as an amount without sign.
    ['125000.00', 'liability', { amount: '125000.00', owed: 'to', alarming: false }],
    ['-2500.50', 'liability', { amount: '2500.50', owed: 'by', alarming: false }],
    ['0.00', 'liability', { amount: '0.00', owed: null, alarming: false }],
    ['99999999999999999.99', 'liability', { amount: '99999999999999999.99', owed: 'to', alarming: false }],
    ['-99999999999999999.99', 'asset', { amount: '99999999999999999.99', owed: null, alarming: false }],
  ])('%s stored on a %s account reads %j', (stored, nature, figure) => {
    expect(shopView(stored, nature)).toEqual(figure);
  });

  it('never prints a negative zero', () => {
    for (const nature of ['asset', 'position', 'liability', 'income'] as const) {
      for (const stored of ['0', '-0', '0.00', '-0.00']) expect(shopView(stored, nature).amount).toBe('0.00');
    }
  });
});
