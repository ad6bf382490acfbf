import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Account, AccountListItem, Currency, DashboardSettings, HawalaSettings, User } from '@sarafi/core';
import { ApiClient } from './support/api';
import { signInViaApi, useBrowser } from './support/browser';
import { ADMIN, useServer } from './support/server';
import { shown } from './support/wait';
import { openInApp } from './support/open-in-app';

/*
 * One look (docs/decisions.md, Web and i18n), checked across the screens rather than on one: every amount in the one money format,
 * every Gregorian day as YYYY-MM-DD (date inputs included), the dashboard under two screens high at 1366×768, and a
 * Dari page with no English left outside codes, numbers and what people typed in.
 */
const app = useServer();
const browser = useBrowser(() => app.baseUrl);
const desktop = { width: 1366, height: 768 };

/** '؋ -1,250.00': symbol, space, sign beside the digits, comma thousands, 2 decimals. */
const moneyFormat = /^\S{1,3} -?\d{1,3}(,\d{3})*\.\d{2}$/;
/** A Gregorian day, alone or with its English time, after the words of a caption ('Last updated: '). */
const dayFormat = /^([^\d]*: )?\d{4}-\d{2}-\d{2}(, \d{1,2}:\d{2}(:\d{2})? [AP]M)?$/;

/** The texts of every amount the page shows through the one money component (dir=ltr, two isolates). */
const amountsOn = (page: Page) =>
  page.locator('span[dir="ltr"].tabular-nums:has(> bdi + bdi)').evaluateAll((spans) => spans.map((s) => (s.textContent ?? '').replace(/\s+/g, ' ').trim()));

/** Latin words of the visible text and of the placeholders. */
const latinWordsOn = (page: Page) =>
  page.evaluate(() => {
    const words = new Set<string>();
    const add = (text: string | null) => (text?.match(/[A-Za-z][A-Za-z'’.@-]*/g) ?? []).forEach((w) => words.add(w));
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const el = node.parentElement;
      if (!el || el.closest('script, style, [aria-hidden="true"], .sr-only')) continue;
      const box = el.getBoundingClientRect();
      if (box.width > 0 && box.height > 0) add(node.textContent);
    }
    document.querySelectorAll('[placeholder]').forEach((el) => add(el.getAttribute('placeholder')));
    return [...words];
  });

describe('one look across the screens', () => {
  let api: ApiClient;
  let customer: Account;
  /** Words people entered (names, usernames, addresses) and the codes of currencies: Latin is theirs to keep. */
  const userData = new Set<string>(['USD', 'AFN', 'EUR', 'PKR', 'GBP', 'YYYY-MM-DD', 'Ctrl', 'K', 'SQL', 'PostgreSQL', 'PNG', 'JPEG']);
  const remember = (...texts: (string | null | undefined)[]) =>
    texts.forEach((text) => (text?.match(/[A-Za-z][A-Za-z'’.@-]*/g) ?? []).forEach((w) => userData.add(w)));

  beforeAll(async () => {
    api = await ApiClient.login(app.baseUrl, ADMIN);
    const afn = (await api.currencies()).find((c) => c.code === 'AFN')!;
    customer = await api.call<Account>('POST', '/api/accounts', { accountName: 'احمد', lastName: 'کریمی', currencyId: afn.id, accountType: 'customer' });
    await api.call('POST', '/api/transactions', { transType: 'Credit', inAccountId: customer.id, outAccountId: 11, currencyId: afn.id, dAmount: '1250000.5', transDescription: 'سپرده' });
    await api.call('POST', '/api/transactions', { transType: 'Debit', inAccountId: 11, outAccountId: customer.id, currencyId: afn.id, dAmount: '2000', transDescription: 'برداشت' });
    for (const user of await api.get<User[]>('/api/users')) remember(user.fullName, user.username, user.email);
    for (const account of await api.get<AccountListItem[]>('/api/accounts')) remember(account.accountName, account.lastName, account.fatherName, account.address, account.accountCode);
    for (const currency of await api.get<Currency[]>('/api/currencies')) remember(currency.name);
    // Settings the shop chose: the designated partner's account name (null on a fresh install), the serial prefix.
    remember((await api.get<DashboardSettings>('/api/dashboard/settings')).partnerName, (await api.get<HawalaSettings>('/api/hawala-settings')).prefix);
  });

  it('shows money as "؋ -1,250.00" and Gregorian days as YYYY-MM-DD on the dashboard, the account, its statement and Search', async () => {
    const { page } = await browser.session(desktop);
    await signInViaApi(page, ADMIN);
    const screens = [
      { path: '/dashboard', ready: page.getByTestId('cash-at-shop').locator('[data-currency]').first() },
      { path: `/accounts/view/${customer.id}`, ready: page.getByText('؋ 1,248,000.50').first() },
      { path: `/accounts/view/${customer.id}/statement`, ready: page.locator('table time').first() },
    ];
    for (const screen of screens) {
      await page.goto(screen.path);
      await shown(screen.ready);
      const amounts = await amountsOn(page);
      expect(amounts.length, screen.path).toBeGreaterThan(0);
      for (const amount of amounts) expect(amount, screen.path).toMatch(moneyFormat);
      for (const day of await page.locator('time').allTextContents()) expect(day.trim(), screen.path).toMatch(dayFormat);
    }
    // The cash drawer paid out less than it took: the shop holds ؋ 1,248,000.50, grouped and with its symbol first.
    await page.goto('/dashboard');
    await shown(page.getByTestId('cash-at-shop').getByText('؋ 1,248,000.50'));

    await page.goto('/transactions/search');
    const dateInput = page.getByLabel('Transaction Date');
    expect(await dateInput.getAttribute('placeholder')).toBe('YYYY-MM-DD');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await shown(page.getByRole('row').filter({ hasText: 'سپرده' }));
    for (const amount of await amountsOn(page)) expect(amount).toMatch(moneyFormat);
  });

  it('keeps the dashboard under two screens high at 1366×768', async () => {
    const { page } = await browser.session(desktop);
    await signInViaApi(page, ADMIN);
    await page.goto('/dashboard');
    await shown(page.getByTestId('system-health').getByText('Connected & Healthy'));
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    expect(height).toBeLessThan(2 * desktop.height);
  });

  it('leaves no English on the main screens in Dari, outside codes, numbers and what people typed', async () => {
    const { page } = await browser.session(desktop);
    await signInViaApi(page, ADMIN);
    await page.request.put('/api/auth/me/preferences', { data: { language: 'fa-AF' } });
    const screens = [
      '/dashboard',
      '/accounts/edit',
      `/accounts/view/${customer.id}`,
      `/accounts/view/${customer.id}/statement`,
      '/transactions/search',
      '/transactions/debit',
      '/transactions/exchange',
      '/transactions/hawala',
      '/transactions/pass-hawala',
      '/hawala-serial',
      '/currencies',
      '/users',
      '/account-settings',
      '/shop-settings',
      '/my-till',
      '/tills',
      '/reports/till-variances',
    ];
    for (const [index, path] of screens.entries()) {
      if (index === 0) {
        await page.goto(path);
        await page.waitForLoadState('networkidle');
      } else {
        await openInApp(page, path);
      }
      await page.waitForFunction(() => document.documentElement.lang === 'fa-AF' && !document.querySelector('[aria-busy="true"], .animate-pulse'));
      const english = (await latinWordsOn(page)).filter((word) => !userData.has(word));
      expect(english, path).toEqual([]);
    }
  });
});
