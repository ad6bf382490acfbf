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

  it('never offers to change a hawala’s postings or a commission posting from Search, nor a type no posting makes', () => {
    for (const action of ['edit', 'delete', 'recover'] as const) {
      expect(mayChange('admin', 'Hawala', action)).toBe(false);
      expect(mayChange('admin', 'Commission', action)).toBe(false);
      expect(mayChange('admin', 'Retired', action)).toBe(false);
    }
  });
});
