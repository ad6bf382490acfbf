import { describe, expect, it } from 'vitest';
import type { Account, Transaction } from '@sarafi/core';
import { ApiClient } from './support/api';
import { screenshot, signInViaApi, useBrowser } from './support/browser';
import { ADMIN, useServer } from './support/server';
import { eventually, gone, shown } from './support/wait';
import { dismissToasts, expectToast } from './support/pages/toasts';
import { panel, pickAccount } from './support/pages/transactions';

const app = useServer();
const browser = useBrowser(() => app.baseUrl);

/**
 * docs/decisions.md, Currencies and rates: the server refuses an exchange at a rate of 1 between two currencies unless the clerk confirmed it,
 * so both screens that save an exchange ask first and then send the confirmation.
 */
describe('a rate of 1 between two currencies, confirmed on screen', () => {
  it('is saved from the Exchange screen and from the search edit dialog only after the clerk confirms it', async () => {
    const api = await ApiClient.login(app.baseUrl, ADMIN);
    const account = (accountName: string, currencyId: number) => api.call<Account>('POST', '/api/accounts', { accountName, currencyId, accountType: 'customer' });
    const karimAfn = await account('Karim Afghani', 2);
    const karimUsd = await account('Karim Dollar', 1);
    const exchanges = () => api.call<Transaction[]>('GET', `/api/transactions?type=exchange&account=${karimAfn.id}`);

    const { page } = await browser.session();
    await signInViaApi(page, ADMIN);

    // Exchange screen: the confirmed rate of 1 is posted as it stands.
    await page.goto('/transactions/exchange');
    await pickAccount(page, panel(page, 'Purchase').getByRole('combobox', { name: 'Account' }), 'Karim Dol', `${karimUsd.accountCode} - Karim Dollar`);
    await pickAccount(page, panel(page, 'Selling').getByRole('combobox', { name: 'Account' }), 'Karim Afg', `${karimAfn.accountCode} - Karim Afghani`);
    await panel(page, 'Purchase').getByLabel('Amount', { exact: true }).fill('2500');
    await page.getByLabel('Exchange Rate').fill('1');
    await page.getByRole('button', { name: 'Save' }).click();
    const unitRate = page.getByRole('alertdialog', { name: 'A rate of 1 between USD and AFN?' });
    await shown(unitRate.getByText('At a rate of 1, 2,500.00 USD becomes 2,500.00 AFN.', { exact: false }));
    await unitRate.getByRole('button', { name: 'Yes, the rate is 1' }).click();
    await expectToast(page, 'success', 'Exchange transaction created successfully');
    await dismissToasts(page);
    const [posted] = await exchanges();
    expect(posted).toMatchObject({ exRate: '1.00000000', dAmount: '2500.00', cAmount: '2500.00', currencyId: 1, cCurrencyId: 2 });

    // Search edit dialog: a real rate saves without a question; back to 1 asks, Cancel keeps the stored exchange.
    await page.goto('/transactions/search');
    await page.getByLabel('Search What').selectOption('exchange');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.getByRole('button', { name: `Edit transaction ${posted!.id}` }).click();
    const edit = page.getByRole('dialog');
    await shown(edit.getByText(`Edit Exchange transaction ${posted!.id}`));
    await edit.getByLabel('Exchange Rate').fill('1');
    await edit.getByRole('button', { name: 'Save' }).click();
    await shown(unitRate.getByText('At a rate of 1, 2,500.00 USD becomes 2,500.00 AFN.', { exact: false }));
    await screenshot(page, 'search-edit-unit-rate', { fullPage: false });
    await unitRate.getByRole('button', { name: 'Cancel' }).click();
    await gone(unitRate);
    await edit.getByLabel('Exchange Rate').fill('70');
    await edit.getByRole('button', { name: 'Save' }).click();
    await expectToast(page, 'success', 'Transaction updated successfully');
    await dismissToasts(page);
    await eventually(async () => expect((await exchanges())[0]).toMatchObject({ exRate: '70.00000000', cAmount: '175000.00' }));

    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.getByRole('button', { name: `Edit transaction ${posted!.id}` }).click();
    await shown(edit.getByText(`Edit Exchange transaction ${posted!.id}`));
    await edit.getByLabel('Exchange Rate').fill('1');
    await edit.getByRole('button', { name: 'Save' }).click();
    await unitRate.getByRole('button', { name: 'Yes, the rate is 1' }).click();
    await expectToast(page, 'success', 'Transaction updated successfully');
    await gone(edit);
    expect((await exchanges())[0]).toMatchObject({ exRate: '1.00000000', cAmount: '2500.00' });
  });
});
