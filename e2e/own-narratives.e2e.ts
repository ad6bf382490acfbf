import { describe, expect, it } from 'vitest';
import type { Account, Transaction } from '@sarafi/core';
import { ApiClient } from './support/api';
import { signInViaApi, useBrowser } from './support/browser';
import { ADMIN, useServer } from './support/server';
import { eventually, shown } from './support/wait';
import { pickAccount } from './support/pages/transactions';

/* docs/decisions.md, Balances: the credited side of a transfer and the selling side of an exchange showed the other side's narrative. */
const app = useServer();
const browser = useBrowser(() => app.baseUrl);

describe('each side reads its own narrative on screen', () => {
  it('in the search results searched by account, and on the statement', async () => {
    const api = await ApiClient.login(app.baseUrl, ADMIN);
    const account = (accountName: string, currencyId: number) => api.call<Account>('POST', '/api/accounts', { accountName, currencyId, accountType: 'customer' });
    const payer = await account('Rahim Payer', 2);
    const payee = await account('Sadiq Payee', 2);
    const dollars = await account('Sadiq Dollars', 1);
    const post = (body: Record<string, unknown>) => api.call<Transaction>('POST', '/api/transactions', body);
    const rent = await post({ transType: 'Transfer', outAccountId: payer.id, inAccountId: payee.id, currencyId: 2, dAmount: '700', transDescription: 'Rent paid to Sadiq', cTransDescription: 'Rent received from Rahim' });
    const sale = await post({ transType: 'Exchange', outAccountId: payee.id, inAccountId: dollars.id, currencyId: 2, cCurrencyId: 1, dAmount: '700', cAmount: '10.00', exRate: '70', transDescription: 'AFN 700 taken from Sadiq', cTransDescription: 'USD 10 given to Sadiq' });

    const { page } = await browser.session();
    await signInViaApi(page, ADMIN);
    const searchFor = async (what: string, code: string, name: string) => {
      await page.goto('/transactions/search');
      await page.getByLabel('Search What').selectOption(what);
      await pickAccount(page, page.getByRole('combobox', { name: 'Account' }), name, `${code} - ${name}`);
      await page.getByRole('button', { name: 'Search', exact: true }).click();
    };
    // Description is the fifth column: ID, Type, Debit Account, Credit Account, Description.
    const narrativeOf = (id: number) => page.getByRole('row').filter({ has: page.locator('[role="cell"]:first-child', { hasText: new RegExp(`^${id}$`) }) }).locator('[role="cell"]').nth(4);

    await searchFor('transfer', payee.accountCode, 'Sadiq Payee');
    await eventually(async () => expect(await narrativeOf(rent.id).textContent()).toBe('Rent received from Rahim'));
    await searchFor('transfer', payer.accountCode, 'Rahim Payer');
    await eventually(async () => expect(await narrativeOf(rent.id).textContent()).toBe('Rent paid to Sadiq'));
    await searchFor('exchange', dollars.accountCode, 'Sadiq Dollars');
    await eventually(async () => expect(await narrativeOf(sale.id).textContent()).toBe('USD 10 given to Sadiq'));

    await page.goto(`/accounts/view/${dollars.id}/statement`);
    // An exchange's line carries its whole deal beneath its own side's narrative (docs/decisions.md, Walk-in exchanges).
    const dealCell = page.getByTestId('statement-USD').getByRole('cell').filter({ hasText: 'USD 10 given to Sadiq' });
    await shown(dealCell);
    expect(await dealCell.getByTestId('statement-deal').textContent()).toBe('Bought 700.00 AFN at 70, paid 10.00 USD');
    expect(await dealCell.textContent()).not.toContain('AFN 700 taken from Sadiq');
    await page.goto(`/accounts/view/${payee.id}/statement`);
    const afn = page.getByTestId('statement-AFN');
    await shown(afn.getByRole('cell', { name: 'Rent received from Rahim', exact: true }));
    await shown(afn.getByRole('cell').filter({ hasText: 'AFN 700 taken from Sadiq' }));
    expect(await afn.getByRole('cell', { name: 'Rent paid to Sadiq', exact: true }).count()).toBe(0);
  });
});
