import { describe, expect, it } from 'vitest';
import { amountInWords, decimalMessages, type Account } from '@sarafi/core';
import { ApiClient, ApiError } from './support/api';
import { signInViaApi, useBrowser } from './support/browser';
import { ADMIN, useServer } from './support/server';
import { shown } from './support/wait';
import { expectToast } from './support/pages/toasts';
import { pickAccount } from './support/pages/transactions';

const app = useServer();
const browser = useBrowser(() => app.baseUrl);

/** docs/decisions.md, Money and amounts: what the amount box shows, the words and what is posted are the same amount, or nothing posts. */
describe('amount boxes and posting limits', () => {
  it('gives words only for the amount that will be posted, refuses 10.005 and 0,5 with their reason, and posts 1,234.50 exactly', async () => {
    const api = await ApiClient.login(app.baseUrl, ADMIN);
    const account = await api.call<Account>('POST', '/api/accounts', { accountName: 'Amount Tester', currencyId: 2, accountType: 'customer' });
    const { page } = await browser.session();
    await signInViaApi(page, ADMIN);
    await page.goto('/transactions/debit');
    await pickAccount(page, page.getByRole('combobox', { name: 'Account' }), 'Amount Tes', `${account.accountCode} - Amount Tester`);
    await page.getByLabel('Narrative').fill('Amounts');
    const amount = page.getByLabel('Amount', { exact: true });
    const words = page.getByLabel('Amount in Words');

    await amount.fill('10.005');
    await shown(page.getByText(decimalMessages.amountPlaces).first());
    expect(await words.inputValue()).toBe('');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => page.getByText(decimalMessages.amountPlaces).count()).toBe(2);

    await amount.fill('0,5');
    await shown(page.getByText(decimalMessages.grouping).first());
    expect(await words.inputValue()).toBe('');

    await amount.fill('1,234.50');
    expect(await words.inputValue()).toBe(amountInWords('1234.50'));
    await page.getByRole('button', { name: 'Save' }).click();
    await expectToast(page, 'success', 'Debit transaction created successfully');
    const posted = await api.call<{ dAmount: string }[]>('GET', `/api/transactions?type=debit&account=${account.id}`);
    expect(posted.map((t) => t.dAmount)).toEqual(['1234.50']);

    // Every amount box: a refused text on Transfer, Exchange and Hawala shows its reason and nothing breaks.
    for (const path of ['/transactions/transfer', '/transactions/exchange', '/transactions/hawala']) {
      await page.goto(path);
      await page.getByLabel('Amount', { exact: true }).first().fill('0,5');
      await shown(page.getByText(decimalMessages.grouping).first());
    }
  });

  it('lets an admin set a limit on the Shop settings screen, and a posting over it is refused naming it', async () => {
    const api = await ApiClient.login(app.baseUrl, ADMIN);
    const { page } = await browser.session();
    await signInViaApi(page, ADMIN);
    await page.goto('/shop-settings');
    const usd = page.getByTestId('posting-limit-USD');
    await shown(usd);
    expect(await usd.inputValue()).toBe('1,000,000.00');
    await usd.fill('2,500');
    await page.getByRole('button', { name: 'Save limits' }).click();
    await expectToast(page, 'success', 'Posting limits saved');
    const limits = await api.call<{ limits: { currency: string; limit: string | null; clerkLimit: string | null }[] }>('GET', '/api/posting-limits');
    expect(limits.limits).toContainEqual({ currency: 'USD', limit: '2500.00', clerkLimit: null });

    const from = await api.call<Account>('POST', '/api/accounts', { accountName: 'Limit From', currencyId: 1, accountType: 'customer' });
    const to = await api.call<Account>('POST', '/api/accounts', { accountName: 'Limit To', currencyId: 1, accountType: 'customer' });
    const refused = await api
      .call('POST', '/api/transactions', {
        transType: 'Transfer',
        outAccountId: from.id,
        inAccountId: to.id,
        currencyId: 1,
        dAmount: '2500.01',
        transDescription: 'a',
        cTransDescription: 'b',
      })
      .catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ApiError);
    expect((refused as ApiError).status).toBe(400);
    expect(JSON.parse((refused as ApiError).body).message).toBe(decimalMessages.overLimit('$ 2,500.00'));
  });
});
