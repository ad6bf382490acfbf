import { describe, expect, it } from 'vitest';
import type { AccountListItem } from '@sarafi/core';
import { accountLabel } from './account-label';

const account = { accountCode: '1001', accountName: 'Ahmad Wali', lastName: 'Popal' } as AccountListItem;

describe('a picked account reads with its whole name', () => {
  it('code first, or the name first when the clerk searches by name', () => {
    expect(accountLabel(account)).toBe('1001 - Ahmad Wali Popal');
    expect(accountLabel(account, 'name')).toBe('Ahmad Wali Popal - 1001');
  });
});
