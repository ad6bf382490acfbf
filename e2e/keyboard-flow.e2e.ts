import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { Account, Transaction } from '@sarafi/core';
import { screenshot, signInViaApi, useBrowser } from './support/browser';
import { ADMIN, useServer } from './support/server';
import { eventually, gone, shown } from './support/wait';
import { expectToast } from './support/pages/toasts';

const app = useServer();
const browser = useBrowser(() => app.baseUrl);

const focusedIs = (page: Page, selector: string) => page.evaluate((s) => document.activeElement === document.querySelector(s), selector);
const accountField = (page: Page) => page.getByRole('combobox', { name: 'Account' });
const fieldError = (page: Page, text: string) => page.locator('form p.text-destructive', { hasText: text });

/** docs/decisions.md, Web and i18n: a returning customer's voucher with the keyboard alone, and the balance beside the account. */
describe('the counter with the keyboard', () => {
  it('posts a credit voucher by keys alone: errors all at once, a picker Enter that never saves, Ctrl+S, F9 and focus back on the account', async () => {
    const api = await app.adminApi();
    const hakimi = await api.call<Account>('POST', '/api/accounts', { accountName: 'Ahmad', lastName: 'Hakimi', currencyId: 2, accountType: 'customer' });
    await api.call('POST', '/api/transactions', { transType: 'Credit', outAccountId: 11, inAccountId: hakimi.id, currencyId: 2, dAmount: '2500', transDescription: 'Deposit' });
    const postings = async () => (await api.get<Transaction[]>('/api/transactions')).filter((t) => t.transType === 'Credit').length;

    const { page } = await browser.session({ width: 1366, height: 768 });
    await signInViaApi(page, ADMIN);
    await page.goto('/transactions/credit');
    await shown(page.getByRole('heading', { name: 'Credit', level: 1 }));
    // Focus starts in the account: no Tab through the menu.
    await eventually(async () => expect(await accountField(page).evaluate((el) => el === document.activeElement)).toBe(true));

    // Saving an empty form names every field at once.
    await page.keyboard.press('Control+s');
    await expectToast(page, 'error', 'Please select an account');
    await shown(fieldError(page, 'Account is required'));
    await shown(fieldError(page, 'Narrative is required'));
    await shown(fieldError(page, 'Amount must be greater than 0'));
    await screenshot(page, 'keyboard-voucher-all-errors', { fullPage: false });

    // A fast typist's code and Enter while the search is still running: it waits, picks, and moves on; nothing is saved.
    await accountField(page).focus();
    await page.keyboard.type(hakimi.accountCode);
    await page.keyboard.press('Enter');
    await eventually(async () => expect(await accountField(page).inputValue()).toBe(`${hakimi.accountCode} - Ahmad Hakimi`));
    expect(await postings()).toBe(1);
    // The account's error goes as soon as it is chosen; the others stay until their fields are right.
    await gone(fieldError(page, 'Account is required'));
    await shown(fieldError(page, 'Narrative is required'));
    expect(await page.evaluate(() => document.activeElement?.getAttribute('role'))).not.toBe('combobox');

    // The balance as the shop reads it, and after this posting (the account's first, the drawer's below it).
    const balances = page.getByTestId('posting-balances').first();
    await shown(balances.getByTestId('balance-now').getByText('2,500.00'));
    await page.getByLabel('Amount', { exact: true }).focus();
    await page.keyboard.type('1000');
    await shown(balances.getByTestId('balance-after').getByText('3,500.00'));
    expect(await balances.getByTestId('balance-after').textContent()).toContain('owed to');
    await gone(fieldError(page, 'Amount must be greater than 0'));
    await page.getByLabel('Narrative').focus();
    await page.keyboard.type('cash in');
    await gone(fieldError(page, 'Narrative is required'));
    await screenshot(page, 'keyboard-voucher-preview', { fullPage: false });

    // Ctrl+S saves; the receipt opens; Escape closes it and the account has focus for the next customer.
    await page.keyboard.press('Control+s');
    await expectToast(page, 'success', 'Credit transaction created successfully');
    const receipt = page.getByRole('dialog');
    await shown(receipt.getByRole('button', { name: 'Print' }));
    await page.keyboard.press('Escape');
    await gone(receipt);
    await eventually(async () => expect(await accountField(page).evaluate((el) => el === document.activeElement)).toBe(true));
    expect(await postings()).toBe(2);
    const balance = await api.call<{ currencyCode: string; totalBalance: string }[]>('POST', '/api/account-balances', { accountCodes: [hakimi.accountCode] });
    expect(balance).toMatchObject([{ currencyCode: 'AFN', totalBalance: '3500.00' }]);

    // F9 saves too, with Enter walking from field to field.
    await page.keyboard.type(hakimi.accountCode);
    await page.keyboard.press('Enter');
    await eventually(async () => expect(await accountField(page).inputValue()).toBe(`${hakimi.accountCode} - Ahmad Hakimi`));
    await page.getByLabel('Narrative').focus();
    await page.keyboard.type('second');
    await page.keyboard.press('Enter');
    expect(await page.getByLabel('Amount', { exact: true }).evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.type('50');
    await page.keyboard.press('F9');
    await expectToast(page, 'success', 'Credit transaction created successfully');
    await eventually(async () => expect(await postings()).toBe(3));
  });

  it('keeps the focus on Save while it saves, and a second Enter or Ctrl+S meanwhile sends nothing', async () => {
    const api = await app.adminApi();
    const rahimi = await api.call<Account>('POST', '/api/accounts', { accountName: 'Karim', lastName: 'Rahimi', currencyId: 2, accountType: 'customer' });
    const { page } = await browser.session({ width: 1366, height: 768 });
    await signInViaApi(page, ADMIN);
    await page.goto('/transactions/credit');
    await shown(page.getByRole('heading', { name: 'Credit', level: 1 }));
    await eventually(async () => expect(await accountField(page).evaluate((el) => el === document.activeElement)).toBe(true));
    await page.keyboard.type(rahimi.accountCode);
    await page.keyboard.press('Enter');
    await eventually(async () => expect(await accountField(page).inputValue()).toBe(`${rahimi.accountCode} - Karim Rahimi`));
    await page.getByLabel('Amount', { exact: true }).fill('700');
    await page.getByLabel('Narrative').fill('slow line');

    // The server answers slowly: the posting is held until the keys below have been pressed.
    let posts = 0;
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/transactions', async (route) => {
      if (route.request().method() !== 'POST') return route.continue();
      posts++;
      await held;
      await route.continue();
    });
    const save = page.getByRole('button', { name: 'Save' });
    await save.focus();
    await page.keyboard.press('Enter');
    const saving = page.getByRole('button', { name: 'Saving...' });
    await shown(saving);
    // A disabled button would drop the focus to the page; the pending Save keeps it, and says it is unavailable.
    expect(await saving.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await saving.getAttribute('aria-disabled')).toBe('true');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Control+s');
    await page.keyboard.press('F9');
    release();
    await expectToast(page, 'success', 'Credit transaction created successfully');
    expect(posts).toBe(1);
    const balance = await api.call<{ totalBalance: string }[]>('POST', '/api/account-balances', { accountCodes: [rahimi.accountCode] });
    expect(balance).toMatchObject([{ totalBalance: '700.00' }]);
  });

  it('skips to the content in one key, and a letter typed into the language select changes nothing', async () => {
    const { page } = await browser.session();
    await signInViaApi(page, ADMIN);
    await page.goto('/dashboard');
    await shown(page.getByRole('heading', { level: 1 }));
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    expect(await skip.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.press('Enter');
    await eventually(async () => expect(await focusedIs(page, '#main')).toBe(true));

    const language = page.locator('aside [data-testid="preferences"] select').first();
    await language.focus();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.type('p');
    await page.waitForTimeout(500);
    expect(await language.inputValue()).toBe('en');
    const me = (await (await page.request.get('/api/auth/me')).json()) as { language: string };
    expect(me.language).toBe('en');
  });
});
