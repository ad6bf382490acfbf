import { describe, expect, it } from 'vitest';
import type { Account } from '@sarafi/core';
import { screenshot, signInViaApi, useBrowser } from './support/browser';
import { ADMIN, useServer } from './support/server';
import { eventually, shown } from './support/wait';

const app = useServer();
const browser = useBrowser(() => app.baseUrl);

/** docs/decisions.md, Accounts in a picker: what a row tells, the fields it finds by, and Enter on a full code. */
describe('the account picker', () => {
  it('finds by last name and a Persian-digit phone, shows who and the balance, and Enter on a code waits for the search', async () => {
    const api = await app.adminApi();
    const make = (body: object) => api.call<Account>('POST', '/api/accounts', { currencyId: 2, accountType: 'customer', ...body });
    const hakimi = await make({ accountName: 'Ahmad', lastName: 'Hakimi', fatherName: 'Mahmood', phone: '+93 700 123 456' });
    await make({ accountName: 'Ahmad', lastName: 'Rahimi', fatherName: 'Yusuf' });
    await api.call('POST', '/api/transactions', { transType: 'Credit', inAccountId: hakimi.id, outAccountId: 11, currencyId: 2, dAmount: '2500', transDescription: 'Deposit' });

    const { page } = await browser.session();
    await signInViaApi(page, ADMIN);
    await page.goto('/transactions/debit');
    const picker = page.getByRole('combobox', { name: 'Account' });

    await picker.fill('hakimi');
    const row = page.locator(`[id="${await picker.getAttribute('aria-controls')}"]`).getByRole('option');
    await shown(row.getByText('Father: Mahmood'));
    expect(await row.count()).toBe(1);
    for (const text of [`${hakimi.accountCode}`, 'Ahmad Hakimi', '+93 700 123 456', 'AFN', '2,500.00', 'owed to']) await shown(row.getByText(text, { exact: false }).first());
    await screenshot(page, 'account-picker-row');

    await picker.fill('۰۷۰۰ ۱۲۳ ۴۵۶');
    await shown(page.getByRole('option', { name: `${hakimi.accountCode} - Ahmad Hakimi` }));

    // A fast typist: the full code and Enter before the search has answered. The form is not sent; the account is picked.
    const posted: string[] = [];
    // The balance beside a chosen account is read with a POST (/api/account-balances); a save would post /api/transactions.
    page.on('request', (request) => request.method() === 'POST' && new URL(request.url()).pathname === '/api/transactions' && posted.push(request.url()));
    await page.route('**/api/accounts?*', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 700));
      await route.continue();
    });
    await picker.fill(hakimi.accountCode);
    await picker.press('Enter');
    expect(await picker.inputValue()).toBe(hakimi.accountCode);
    await eventually(async () => expect(await picker.inputValue()).toBe(`${hakimi.accountCode} - Ahmad Hakimi`));
    expect(posted).toEqual([]);
  });
});
