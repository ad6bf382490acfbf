import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { AccountListItem } from '@sarafi/core';
import { AccountRow } from './account-row';

const account: AccountListItem = {
  id: 7,
  accountCode: '1001',
  accountName: 'Ahmad Wali',
  lastName: 'Popal',
  fatherName: null,
  tazkiraNumber: null,
  email: null,
  phone: null,
  dateOfBirth: null,
  currencyId: 2,
  currency: 'USD',
  address: null,
  accountType: 'customer',
  accountStatus: 'active',
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
};

const rowText = () =>
  renderToStaticMarkup(createElement(MemoryRouter, null, createElement(AccountRow, { account, onEdit: () => undefined })))
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ');

describe('an accounts list row', () => {
  it('names the account by first and last name', () => {
    expect(rowText()).toContain('Ahmad Wali Popal');
  });

  it("says the currency by its code, never by its id ('· 2')", () => {
    expect(rowText()).toMatch(/· USD/);
    expect(rowText()).not.toMatch(/· 2\b/);
  });
});
