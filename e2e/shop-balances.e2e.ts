import { beforeAll, describe, expect, it } from 'vitest';
import type { Account } from '@sarafi/core';
import { ApiClient } from './support/api';
import { screenshot, signInViaApi, useBrowser } from './support/browser';
import { catalogues } from './support/i18n';
import { ADMIN, useServer } from './support/server';
import { eventually, shown } from './support/wait';
import { DashboardScreen } from './support/pages/dashboard';

/*
 * docs/decisions.md, Balances: after a customer deposited AFN 125,000, 'Current Balance Cash At Shop' read ؋ 91,998.87 in red
 * and a withdrawal made the cash go up. Every balance screen reads from the shop's point of view: the cash card, the
 * dashboard account cards, View Account and the statement, in English and Dari.
 */
const app = useServer();
const browser = useBrowser(() => app.baseUrl);

describe('balances read from the shop’s point of view', () => {
  let api: ApiClient;
  let customer: Account;
  const deposit = (amount: string) =>
    api.call('POST', '/api/transactions', { transType: 'Credit', outAccountId: 11, inAccountId: customer.id, currencyId: customer.currencyId, dAmount: amount, transDescription: 'Cash deposit' });
  const withdraw = (amount: string) =>
    api.call('POST', '/api/transactions', { transType: 'Debit', outAccountId: customer.id, inAccountId: 11, currencyId: customer.currencyId, dAmount: amount, transDescription: 'Cash withdrawal' });

  beforeAll(async () => {
    api = await ApiClient.login(app.baseUrl, ADMIN);
    const afn = (await api.currency('AFN'))!;
    customer = await api.call<Account>('POST', '/api/accounts', { accountName: 'Nadia Depositor', currencyId: afn.id, accountType: 'customer' });
  });

  it('a deposit of AFN 125,000 reads ؋ 125,000.00 in the drawer, not red, and a withdrawal lowers it', async () => {
    const { page } = await browser.session();
    await signInViaApi(page, ADMIN);
    await page.addInitScript((code) => localStorage.setItem('dashboard-account-codes', JSON.stringify([code])), customer.accountCode);
    const screen = new DashboardScreen(page);
    const cashAfn = page.getByTestId('cash-at-shop').locator('[data-currency="؋"]');
    const cashText = async () => (await cashAfn.locator('[dir="ltr"]').textContent())?.replace(/\s+/g, ' ');

    await deposit('125000');
    await screen.open();
    await eventually(async () => expect(await cashText()).toBe('؋ 125,000.00'));
    expect(await cashAfn.locator('[data-alarming]').getAttribute('data-alarming')).toBe('false');
    expect(await cashAfn.locator('.text-red-600').count()).toBe(0);
    // The customer's card: the shop owes them the deposit.
    const card = screen.balanceCard(customer.accountCode);
    await shown(card.getByText('125,000.00'));
    await shown(card.getByText(catalogues.en.shopBalance.owed.to, { exact: true }));
    await screenshot(page, 'shop-balances-dashboard');

    await withdraw('25000');
    await screen.open();
    await eventually(async () => expect(await cashText()).toBe('؋ 100,000.00'));
    await shown(card.getByText('100,000.00'));
  });

  it('View Account and the statement read owed to / owed by, and له / علیه in Dari', async () => {
    const { page } = await browser.session();
    await signInViaApi(page, ADMIN);
    await page.goto(`/accounts/view/${customer.id}`);
    const balance = page.getByTestId('account-balance');
    await shown(balance.getByText('100,000.00'));
    await shown(balance.getByText(catalogues.en.shopBalance.owed.to, { exact: true }));

    await page.goto(`/accounts/view/${customer.id}/statement?from=2000-01-01`);
    const statement = page.getByTestId('statement-AFN');
    await shown(statement.getByRole('cell', { name: '125,000.00 owed to' }));
    await shown(statement.getByRole('cell', { name: '100,000.00 owed to' }));

    // The customer now owes the shop: a withdrawal beyond the deposit.
    await withdraw('100500');
    await page.request.put('/api/auth/me/preferences', { data: { language: 'fa-AF' } });
    await page.goto(`/accounts/view/${customer.id}`);
    await shown(balance.getByText('500.00'));
    await shown(balance.getByText(catalogues['fa-AF'].shopBalance.owed.by, { exact: true }));
    await screenshot(page, 'shop-balances-view-account-fa');
    // And the drawer paid out more than it took in: the one balance shown in red.
    await page.goto('/dashboard');
    const cashAfn = page.getByTestId('cash-at-shop').locator('[data-currency="؋"]');
    await eventually(async () => expect((await cashAfn.locator('[dir="ltr"]').textContent())?.replace(/\s+/g, ' ')).toBe('؋ -500.00'));
    expect(await cashAfn.locator('[data-alarming="true"]').count()).toBe(1);
  });
});
