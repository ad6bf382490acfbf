import { describe, expect, it } from 'vitest';
import { defaultGrants, type Grants } from '@sarafi/core';
import { mayChange } from './may-change';

const row = (transType: string, dAmount = '100.00') => ({ transType, dAmount });

describe('mayChange', () => {
  it('lets admins and clerks change cash vouchers, never operators', () => {
    for (const action of ['edit', 'delete', 'recover'] as const) {
      expect(mayChange('user', row('Credit'), action)).toBe(true);
      expect(mayChange('operator', row('Debit'), action)).toBe(false);
      expect(mayChange('admin', row('Credit'), action)).toBe(true);
    }
  });

  it('offers a clerk a change of a voucher of any size: above the clerk limit the server keeps it for an approver', () => {
    for (const action of ['edit', 'delete', 'recover'] as const) expect(mayChange('user', row('Debit', '999999.00'), action)).toBe(true);
  });

  it('offers no delete once the owner takes deleting from the role, and still edit and recover', () => {
    const grants: Grants = new Set([...defaultGrants('user')].filter((p) => p !== 'delete-transactions'));
    expect(['Transfer', 'Credit'].map((type) => mayChange(grants, row(type), 'delete'))).toEqual([false, false]);
    expect(['Transfer', 'Credit'].map((type) => mayChange(grants, row(type), 'edit') && mayChange(grants, row(type), 'recover'))).toEqual([true, true]);
  });

  it('lets every clerk change transfers, exchanges and settlements', () => {
    expect(['Transfer', 'Exchange', 'Settlement'].every((type) => mayChange('user', row(type), 'edit') && mayChange('user', row(type), 'recover'))).toBe(true);
  });

  it('never offers to change a hawala’s postings, a commission posting or a day close’s over/short from Search, nor a type no posting makes', () => {
    for (const action of ['edit', 'delete', 'recover'] as const) {
      expect(mayChange('admin', row('Hawala'), action)).toBe(false);
      expect(mayChange('admin', row('Commission'), action)).toBe(false);
      expect(mayChange('admin', row('Retired'), action)).toBe(false);
      expect(mayChange('admin', { ...row('Credit'), closePosting: true }, action)).toBe(false);
    }
  });
});
