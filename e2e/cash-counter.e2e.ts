import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { formatMoney, type Account, type CashBookResponse, type TransactionSearchRow } from '@sarafi/core';
import type { ApiClient } from './support/api';
import { screenshot, signInViaApi, useBrowser } from './support/browser';
import { catalogues } from './support/i18n';
import { pickAccount } from './support/pages/transactions';
import { dismissToasts } from './support/pages/toasts';
import { ADMIN, useServer } from './support/server';
import { eventually, gone, shown } from './support/wait';

/*
 * docs/decisions.md, Cash direction in the shop's words and Clerks serve cash: a clerk at the counter, in Dari on the
 * shop's laptop, takes a deposit and pays a withdrawal for a Company account and a customer's; before each Save the
 * screen says what the drawer will hold, and the cash book says the same afterwards.
 */
const app = useServer();
const browser = useBrowser(() => app.baseUrl);
const fa = catalogues['fa-AF'];
const laptop = { width: 1366, height: 768 };
const clerk = { username: 'counter-clerk', password: 'counter-clerk-pass-1' };
const squash = (text: string | null) => text?.replace(/[\s\u2066-\u2069]+/g, ' ').trim();

describe('the cash counter', () => {
  let api: ApiClient;
  let company: Account;
  let customer: Account;

  beforeAll(async () => {
    api = await app.adminApi();
    const afn = (await api.currency('AFN'))!;
    // Add User without an email: a counter clerk often has none.
    await api.call('POST', '/api/users', { ...clerk, role: 'user' });
    await api.call('PUT', '/api/posting-limits', { limits: [{ currency: 'AFN', clerkLimit: '100000' }] });
    company = await api.call<Account>('POST', '/api/accounts', { accountName: 'Kabul Traders Co', currencyId: afn.id, accountType: 'company' });
    customer = await api.call<Account>('POST', '/api/accounts', { accountName: 'Zarghuna Amiri', currencyId: afn.id, accountType: 'customer' });
  });

  /** The drawer's closing in AFN by the cash book of the day the last posting landed on. */
  const cashBookClosing = async () => {
    const [last] = await api.get<TransactionSearchRow[]>('/api/transactions?account=11');
    const book = await api.get<CashBookResponse>(`/api/reports/cash-book?date=${last!.transDate}`);
    // An admin reads the book: a blind count never withholds the closing from them.
    return formatMoney(book.currencies.find((c) => c.currencyCode === 'AFN')!.closing!, 'AFN');
  };

  /** Fills one voucher, reads the drawer's figure the screen promises, saves, and returns that figure. */
  async function serve(page: Page, screen: 'credit' | 'debit', account: Account, direction: 'in' | 'out', amount: string, narrative: string, shot?: string) {
    await page.goto(`/transactions/${screen}`);
    await shown(page.getByRole('heading', { name: fa.transactions[screen].title }));
    await pickAccount(page, page.getByRole('combobox', { name: fa.transactions.account }), account.accountCode, `${account.accountCode} - ${account.accountName}`);
    await page.getByTestId(`cash-${direction}`).check();
    await page.getByLabel(fa.transactions.narrative).fill(narrative);
    await page.getByLabel(fa.transactions.amount, { exact: true }).fill(amount);
    const change = await shown(page.getByTestId('drawer-change'));
    expect(await change.getAttribute('data-direction')).toBe(direction);
    expect(squash(await change.textContent())).toContain(direction === 'in' ? '+' : '−');
    const drawerAfter = page.getByRole('region', { name: fa.transactions.cash.drawer }).getByTestId('balance-after');
    const promised = await eventually(async () => {
      const text = squash(await drawerAfter.textContent());
      expect(text).toMatch(/\d/);
      return text!;
    });
    await shown(page.getByTestId('clerk-limit').getByText('100,000.00', { exact: false }));
    if (shot) await screenshot(page, shot);
    await page.getByRole('button', { name: fa.common.save, exact: true }).click();
    const receipt = await shown(page.getByRole('dialog'));
    await receipt.getByRole('button', { name: fa.common.close }).first().click();
    await gone(page.getByRole('dialog'));
    await dismissToasts(page);
    return promised;
  }

  it('takes deposits and pays withdrawals for a company and a customer, the drawer on screen matching the cash book', async () => {
    const { page } = await browser.session(laptop);
    await signInViaApi(page, clerk);
    await page.request.put('/api/auth/me/preferences', { data: { language: 'fa-AF' } });

    const steps = [
      ['credit', company, 'in', '50,000', 'سرمایهٔ مالک', 'cash-counter-company-in-fa'],
      ['debit', company, 'out', '12,000', 'برداشت شرکت', undefined],
      ['credit', customer, 'in', '8,500', 'امانت مشتری', undefined],
      ['debit', customer, 'out', '3,000.50', 'برداشت مشتری', 'cash-counter-customer-out-fa'],
    ] as const;
    const expected = ['50,000.00', '38,000.00', '46,500.00', '43,499.50'];
    for (const [i, [screen, account, direction, amount, narrative, shot]] of steps.entries()) {
      const promised = await serve(page, screen, account, direction, amount, narrative, shot);
      expect(promised).toBe(squash(await cashBookClosing()));
      expect(promised).toContain(expected[i]!);
    }
    // The company's balance reads from the shop's side: it paid in 50,000 and took 12,000, so the shop owes it 38,000.
    const [balance] = await api.call<{ totalBalance: string }[]>('POST', '/api/account-balances', { accountCodes: [company.accountCode] });
    expect(balance!.totalBalance).toBe('38000.00');
  });

  it('in English: the admin sets the clerk limit, sees the voucher screen the same way, and adds a user without an email', async () => {
    const en = catalogues.en;
    const { page } = await browser.session(laptop);
    await signInViaApi(page, ADMIN);
    await page.goto('/shop-settings#postingLimits');
    const clerkBox = await shown(page.getByTestId('clerk-limit-AFN'));
    expect(await clerkBox.inputValue()).toBe('100,000.00');
    await shown(page.getByRole('heading', { name: en.clerkLimits.title }));
    await screenshot(page, 'cash-counter-limits-en');

    await page.goto('/transactions/credit');
    await pickAccount(page, page.getByRole('combobox', { name: en.transactions.account }), company.accountCode, `${company.accountCode} - ${company.accountName}`);
    await page.getByLabel(en.transactions.narrative).fill('Owner capital');
    await page.getByLabel(en.transactions.amount, { exact: true }).fill('1,000');
    await shown(page.getByTestId('drawer-change').getByText('1,000.00'));
    expect(await page.getByTestId('cash-in').isChecked()).toBe(true);
    await screenshot(page, 'cash-counter-voucher-en');

    await page.goto('/users');
    await page.getByRole('button', { name: en.users.addUser, exact: true }).click();
    const form = await shown(page.locator('form'));
    await shown(form.getByText(en.users.roleHint.user));
    await form.getByLabel(en.users.username, { exact: true }).fill('second-clerk');
    await form.getByLabel(en.users.password, { exact: true }).fill('second-clerk-pass-1');
    await form.getByTestId('role-user').check();
    await screenshot(page, 'cash-counter-add-user-en', { fullPage: false });
    await form.getByRole('button', { name: en.common.save, exact: true }).click();
    await shown(page.getByTestId('user-card-second-clerk'));

    // The same two screens in Dari: the limits and the role picker's descriptions read right to left.
    await page.request.put('/api/auth/me/preferences', { data: { language: 'fa-AF' } });
    await page.goto('/shop-settings#postingLimits');
    await shown(page.getByRole('heading', { name: fa.clerkLimits.title }));
    await screenshot(page, 'cash-counter-limits-fa');
    await page.goto('/users');
    await page.getByRole('button', { name: fa.users.addUser, exact: true }).click();
    await shown(page.locator('form').getByText(fa.users.roleHint.user));
    await screenshot(page, 'cash-counter-add-user-fa', { fullPage: false });
  });
});
