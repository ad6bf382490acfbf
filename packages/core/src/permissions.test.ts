import { describe, expect, it } from 'vitest';
import { can, normaliseRole, permissionTable, roles } from './permissions';
import { menuFor } from './menu';

describe('permission table', () => {
  it.each([
    ['admin', ['dashboard', 'accounts', 'import-hawala', 'cash-vouchers', 'users', 'account-settings', 'hawala-serial', 'dashboard-admin']],
    ['operator', ['dashboard', 'accounts', 'transfer', 'search', 'import-hawala']],
    ['user', ['dashboard', 'accounts', 'currencies', 'currency-conversion', 'cash-vouchers', 'transfer', 'exchange', 'hawala', 'pass-hawala', 'search']],
  ] as const)('%s may %j', (role, allowed) => {
    for (const permission of allowed) expect(can(role, permission), permission).toBe(true);
  });

  it.each([
    ['operator', ['cash-vouchers', 'users', 'account-settings', 'hawala-serial', 'dashboard-admin', 'fx-reports', 'system-accounts']],
    ['user', ['import-hawala', 'users', 'account-settings', 'hawala-serial', 'dashboard-admin', 'fx-reports', 'system-accounts']],
  ] as const)('%s may not %j', (role, denied) => {
    for (const permission of denied) expect(can(role, permission), permission).toBe(false);
  });

  it('lets only admins take a database backup', () => {
    expect(roles.filter((role) => can(role, 'backup'))).toEqual(['admin']);
  });

  it('treats unknown role values as user', () => {
    expect(normaliseRole('supervisor')).toBe('user');
    for (const permission of Object.keys(permissionTable) as (keyof typeof permissionTable)[]) {
      expect(can('supervisor', permission)).toBe(can('user', permission));
    }
  });
});

describe('menus', () => {
  const paths = (role: string) => menuFor(role).map((s) => [s.key, s.items.map((i) => i.key)]);

  it('gives the admin every section and link', () => {
    expect(paths('admin')).toEqual([
      ['accountOperations', ['newAccount', 'oldAccountEdit', 'partners', 'currency', 'currencyConversion', 'accountNumberSettings', 'shopSettings', 'tills', 'users', 'roles']],
      ['transactions', ['myTill', 'debit', 'credit', 'transfer', 'exchange', 'hawala', 'passHawala', 'settlement', 'importHawala', 'search', 'approvals']],
      ['reports', ['cashBook', 'dayClose', 'tillVariances', 'trialBalance', 'fxProfit', 'fxPositions', 'hawalaSerial', 'backups', 'journal']],
      ['compliance', ['complianceSettings', 'idExpiry', 'screeningReviews', 'sanctionsLists', 'lctr', 'complianceCases']],
    ]);
  });

  it('gives the operator only Import Hawala besides the dashboard', () => {
    expect(paths('operator')).toEqual([['transactions', ['importHawala']]]);
  });

  it('gives other roles account operations and all transactions but import, the cash vouchers included', () => {
    expect(paths('user')).toEqual([
      ['accountOperations', ['newAccount', 'oldAccountEdit', 'partners', 'currency', 'currencyConversion']],
      ['transactions', ['myTill', 'debit', 'credit', 'transfer', 'exchange', 'hawala', 'passHawala', 'settlement', 'search', 'approvals']],
      ['reports', ['cashBook', 'dayClose']],
    ]);
  });

  it('leaves out links whose screens are not available', () => {
    expect(menuFor('operator', 'operator', (path) => path !== '/transactions/import-hawala')).toEqual([]);
  });
});
