import { describe, expect, it } from 'vitest';
import { mayChange } from './may-change';

describe('mayChange', () => {
  it('keeps vouchers to the roles with the debit and credit rights', () => {
    for (const action of ['edit', 'delete', 'recover'] as const) {
      expect(mayChange('user', 'Credit', action)).toBe(false);
      expect(mayChange('operator', 'Debit', action)).toBe(false);
      expect(mayChange('admin', 'Credit', action)).toBe(true);
    }
  });

  it('lets every clerk change transfers, exchanges and settlements', () => {
    expect(['Transfer', 'Exchange', 'Settlement'].every((type) => mayChange('user', type, 'edit') && mayChange('user', type, 'recover'))).toBe(true);
  });

  it('never offers to edit or recover a hawala payout, nor to change a commission posting', () => {
    expect(mayChange('admin', 'Hawala', 'edit')).toBe(false);
    expect(mayChange('admin', 'Hawala', 'recover')).toBe(false);
    expect(mayChange('admin', 'Hawala', 'delete')).toBe(true);
    expect(mayChange('admin', 'Commission', 'delete')).toBe(false);
  });
});
