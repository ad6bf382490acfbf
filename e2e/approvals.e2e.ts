import { beforeAll, describe, expect, it } from 'vitest';
import type { Account, ApprovalSummary, TransactionSearchRow } from '@sarafi/core';
import type { ApiClient } from './support/api';
import { axe, report } from './support/a11y';
import { screenshot, signInViaApi, useBrowser } from './support/browser';
import { catalogues, translate } from './support/i18n';
import { pickAccount } from './support/pages/transactions';
import { useServer } from './support/server';
import { eventually, gone, shown } from './support/wait';

/*
 * docs/decisions.md, Approvals: in Dari, a clerk takes a deposit above the clerk limit and is told it waits for
 * approval (no receipt); a second admin sees the count on the sidebar, opens the request, approves it; the receipt then
 * prints with the clerk's name and the approver's.
 */
const app = useServer();
const browser = useBrowser(() => app.baseUrl);
const fa = catalogues['fa-AF'];
const laptop = { width: 1366, height: 768 };
const clerk = { username: 'counter-clerk', password: 'counter-clerk-pass-1' };
const approver = { username: 'second-admin', password: 'second-admin-pass-1' };

describe('approvals', () => {
  let api: ApiClient;
  let customer: Account;

  beforeAll(async () => {
    api = await app.adminApi();
    const afn = (await api.currency('AFN'))!;
    await api.call('POST', '/api/users', { ...clerk, role: 'user' });
    await api.call('POST', '/api/users', { ...approver, role: 'admin' });
    await api.call('PUT', '/api/posting-limits', { limits: [{ currency: 'AFN', clerkLimit: '5000' }] });
    customer = await api.call<Account>('POST', '/api/accounts', { accountName: 'Zarghuna Amiri', currencyId: afn.id, accountType: 'customer' });
  });

  it('a clerk’s deposit above the limit waits, a second admin approves it from the badge, the receipt names both', async () => {
    const counter = await browser.session(laptop);
    await signInViaApi(counter.page, clerk);
    await counter.page.request.put('/api/auth/me/preferences', { data: { language: 'fa-AF' } });
    const page = counter.page;
    await page.goto('/transactions/credit');
    await shown(page.getByRole('heading', { name: fa.transactions.credit.title }));
    await pickAccount(page, page.getByRole('combobox', { name: fa.transactions.account }), customer.accountCode, `${customer.accountCode} - ${customer.accountName}`);
    await page.getByTestId('cash-in').check();
    await page.getByLabel(fa.transactions.narrative).fill('امانت بزرگ');
    await page.getByLabel(fa.transactions.amount, { exact: true }).fill('9,000');
    await page.getByRole('button', { name: fa.common.save, exact: true }).click();
    await shown(page.getByText(fa.approvals.waiting));
    expect(await page.getByRole('dialog').count()).toBe(0);
    await screenshot(page, 'approvals-waiting-fa');
    expect(await api.get<TransactionSearchRow[]>(`/api/transactions?account=${customer.id}`)).toEqual([]);

    const office = await browser.session(laptop);
    await signInViaApi(office.page, approver);
    await office.page.request.put('/api/auth/me/preferences', { data: { language: 'fa-AF' } });
    const desk = office.page;
    await desk.goto('/dashboard');
    const link = desk.getByRole('link', { name: new RegExp(fa.menu.approvals) });
    await shown(link.getByTestId('approvals-badge').getByText('1'));
    await link.click();
    await shown(desk.getByRole('heading', { name: fa.approvals.title }));
    await desk.getByTestId('approvals-list').getByRole('button').first().click();
    const detail = await shown(desk.getByTestId('approval-detail'));
    await shown(detail.getByTestId('approval-maker').getByText(clerk.username));
    await shown(detail.getByTestId('approval-balances').getByText('Zarghuna Amiri'));
    expect(report(await axe(desk, 'fa-AF', '/approvals'))).toBe('');
    await screenshot(desk, 'approvals-detail-fa');
    await detail.getByRole('button', { name: fa.approvals.approve, exact: true }).click();
    await gone(desk.getByTestId('approval-detail'));

    const [approved] = await api.get<ApprovalSummary[]>('/api/approvals?status=approved');
    expect(approved).toMatchObject({ makerName: clerk.username, deciderName: approver.username });
    const print = await desk.context().newPage();
    await print.addInitScript(() => {
      window.print = () => undefined;
    });
    await print.goto(`/print/receipt/${approved!.transactionId}?reprint=1`);
    const paper = await shown(print.locator('.receipt-paper article').first());
    await eventually(async () => {
      const text = (await paper.textContent()) ?? '';
      expect(text).toContain(clerk.username);
      expect(text).toContain(fa.approvals.approvedBy);
      expect(text).toContain(approver.username);
    });

    // The owner sets when changes need an approver and how long a request waits, on Shop settings.
    await desk.goto('/shop-settings#approvals');
    const settings = await shown(desk.getByTestId('approval-settings'));
    await shown(settings.getByRole('heading', { name: fa.approvals.settings.title }));
    await settings.getByLabel(fa.approvals.settings.expiryDays).fill('3');
    await settings.getByRole('button', { name: fa.common.save }).click();
    await eventually(async () => expect(await api.get('/api/settings/approvals')).toEqual({ approvalAfterDays: 1, approvalExpiryDays: 3 }));
    // The change is kept and shown under the settings, in Dari.
    const kept = await shown(settings.getByTestId('approval-expiry-days-changes'));
    expect(await kept.textContent()).toContain(translate(fa, 'settingChanges.setting.approvals.approvalExpiryDays'));
    await screenshot(desk, 'approvals-settings-fa');
  });
});
