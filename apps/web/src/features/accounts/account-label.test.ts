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

describe("one of the shop's own accounts in a label", () => {
  it('reads with the name the screen gives it, not the stored one', () => {
    const cash = { accountCode: '11', accountName: 'Cash at Shop', lastName: null } as AccountListItem;
    expect(accountLabel(cash, 'code', 'صندوق نقدی دکان')).toBe('11 - صندوق نقدی دکان');
  });
});
