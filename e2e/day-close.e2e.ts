import { beforeAll, describe, expect, it } from 'vitest';
import { booksMessages, type Account, type DayClose, type Transaction } from '@sarafi/core';
import type { ApiClient } from './support/api';
import { screenshot, signInViaApi, useBrowser } from './support/browser';
import { catalogues, translate } from './support/i18n';
import { ADMIN, useServer } from './support/server';
import { eventually, shown } from './support/wait';
import { dismissToasts, expectToast } from './support/pages/toasts';
import { pickAccount } from './support/pages/transactions';

/*
 * docs/decisions.md, Books and day close, the day close: a clerk (here the first admin) counts the drawer note by note, the totals follow each
 * keystroke; the count waits for a second admin (the counter's own Approve is disabled and says why), who confirms the
 * day and its variance; once approved the posting forms turn Save off with the books' message; an admin reopens the
 * day with a reason and the posting goes through.
 */
const app = useServer();
const browser = useBrowser(() => app.baseUrl);
const SECOND_ADMIN = { username: 'nazir', password: 'second-admin-pass-1' } as const;
const t = catalogues.en;

describe('day close', () => {
  let api: ApiClient;
  let customer: Account;
  let day: string;

  beforeAll(async () => {
    api = await app.adminApi();
    await api.createUser({ username: SECOND_ADMIN.username, email: 'nazir@example.com', password: SECOND_ADMIN.password, role: 'admin' });
    const afn = (await api.currency('AFN'))!;
    customer = await api.call<Account>('POST', '/api/accounts', { accountName: 'Farid Counter', currencyId: afn.id, accountType: 'customer' });
    const deposit = await api.call<Transaction>('POST', '/api/transactions', {
      transType: 'Credit', outAccountId: 11, inAccountId: customer.id, currencyId: afn.id, dAmount: '10000', transDescription: 'Cash deposit',
    });
    await api.call('POST', '/api/transactions', { transType: 'Debit', outAccountId: customer.id, inAccountId: 11, currencyId: afn.id, dAmount: '2500', transDescription: 'Cash withdrawal' });
    // The shop's day the server dated the postings by (Kabul), whatever the test machine's own zone.
    day = deposit.transDate!;
  });

  it('counts, waits for another admin, refuses a posting into the closed day, reopens and posts', async () => {
    const { page } = await browser.session();
    await signInViaApi(page, ADMIN);
    await page.goto(`/reports/day-close?date=${day}`);
    const afn = page.getByTestId('count-AFN');
    await shown(afn);
    // Tab walks the notes in order: 7 × 1,000 then 1 × 500 skips nothing; the total and variance follow each key.
    await afn.getByLabel(translate(t, 'books.dayClose.countOf', { note: '1,000', currency: 'AFN' })).fill('7');
    await page.keyboard.press('Tab');
    await page.keyboard.type('1');
    await eventually(async () => expect((await afn.getByTestId('counted').textContent())?.replace(/\s+/g, ' ')).toBe('؋ 7,500.00'));
    await shown(afn.locator('[data-variance="matched"]'));
    await page.keyboard.press('Tab');
    await page.keyboard.type('3');
    await eventually(async () => expect((await afn.getByTestId('counted').textContent())?.replace(/\s+/g, ' ')).toBe('؋ 7,800.00'));
    await shown(afn.locator('[data-variance="over"]'));
    await screenshot(page, 'day-close-count');
    await page.getByRole('button', { name: t.books.dayClose.submit }).click();
    await expectToast(page, 'success', t.books.dayClose.submitted);

    const report = page.getByTestId('day-close-report');
    await shown(report.getByTestId('close-status').getByText(t.books.dayClose.status.pending));
    const approve = page.getByRole('button', { name: t.books.dayClose.approve });
    await shown(approve);
    expect(await approve.isDisabled()).toBe(true);
    await shown(page.getByText(t.books.dayClose.ownCount));

    // Count again from the pending count on screen: the screen names it, so the recount replaces it rather than
    // being refused as a second count of the day.
    await page.getByRole('button', { name: t.books.dayClose.countAgain }).click();
    await page.getByLabel(translate(t, 'books.dayClose.countOf', { note: '1,000', currency: 'AFN' })).fill('7');
    await page.keyboard.press('Tab');
    await page.keyboard.type('1');
    await page.keyboard.press('Tab');
    await page.keyboard.type('3');
    await page.getByRole('button', { name: t.books.dayClose.submit }).click();
    await expectToast(page, 'success', t.books.dayClose.submitted);
    await shown(report.getByTestId('close-status').getByText(t.books.dayClose.status.pending));
    // The recount replaced the count on screen, so the form closes and Count again is offered for the new one.
    await shown(page.getByRole('button', { name: t.books.dayClose.countAgain }));
    expect(await page.getByRole('button', { name: t.books.dayClose.submit }).count()).toBe(0);
    await screenshot(page, 'day-close-recounted');

    // The second admin approves: the over of 300 is posted against the over/short account.
    const second = await browser.session();
    await signInViaApi(second.page, SECOND_ADMIN);
    await second.page.goto(`/reports/day-close?date=${day}`);
    await second.page.getByRole('button', { name: t.books.dayClose.approve }).click();
    // Approval asks first, naming the day and each currency's variance.
    const confirm = second.page.getByRole('alertdialog');
    await shown(confirm.getByText(translate(t, 'books.dayClose.approveTitle', { date: day })));
    await shown(confirm.getByText('؋ 300.00 (over)', { exact: false }));
    await confirm.getByRole('button', { name: t.books.dayClose.approveConfirm }).click();
    await expectToast(second.page, 'success', t.books.dayClose.approved);
    await shown(second.page.getByTestId('close-status').getByText(t.books.dayClose.status.approved));
    await shown(second.page.getByTestId('close-AFN').getByText(t.books.dayClose.variancePosting));
    await screenshot(second.page, 'day-close-approved');
    const stored = await api.get<DayClose>(`/api/day-closes/${day}`);
    expect(stored).toMatchObject({ status: 'approved', countedBy: ADMIN.username, approvedBy: SECOND_ADMIN.username, selfApproved: false });
    // The report prints the journal's chain head as it stood at the approval (docs/decisions.md, Journal).
    expect(stored.journalHead).toMatch(/^[0-9a-f]{64}$/);
    await shown(second.page.getByTestId('close-journal-head').getByText(stored.journalHead!, { exact: true }));
    expect(stored.currencies.find((c) => c.currencyCode === 'AFN')).toMatchObject({ expected: '7500.00', counted: '7800.00', variance: '300.00' });

    // A posting into the closed day is not offered: Save is off, with the books' reason under it.
    const fillCredit = async () => {
      await page.goto('/transactions/credit');
      await pickAccount(page, page.getByRole('combobox', { name: 'Account' }), customer.accountCode, `${customer.accountCode} - Farid Counter`);
      await page.getByLabel('Narrative').fill('Late deposit');
      await page.getByLabel('Amount', { exact: true }).fill('100');
    };
    await fillCredit();
    await shown(page.getByTestId('closed-day-note').getByText(booksMessages.dayClosed(day)));
    expect(await page.getByRole('button', { name: 'Save' }).isDisabled()).toBe(true);

    // The admin reopens the day with a reason; the posting then goes through.
    await page.goto(`/reports/day-close?date=${day}`);
    await page.getByRole('button', { name: t.books.dayClose.reopen }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: t.books.dayClose.reopenConfirm }).click();
    await shown(dialog.getByText(t.books.dayClose.reasonRequired));
    await dialog.getByLabel(t.books.dayClose.reason).fill('Late deposit from Farid');
    await dialog.getByRole('button', { name: t.books.dayClose.reopenConfirm }).click();
    await expectToast(page, 'success', t.books.dayClose.reopened);
    await shown(page.getByTestId('close-status').getByText(t.books.dayClose.status.reopened));
    await shown(page.getByText('Late deposit from Farid'));
    await shown(page.getByTestId('day-close-history').getByText(t.books.dayClose.status.reopened));
    await dismissToasts(page);

    await fillCredit();
    await page.getByRole('button', { name: 'Save' }).click();
    await expectToast(page, 'success', 'Credit transaction created successfully');
    const reopened = await api.get<DayClose>(`/api/day-closes/${day}`);
    expect(reopened).toMatchObject({ status: 'reopened', reopenedBy: ADMIN.username, reopenReason: 'Late deposit from Farid' });
  });

  it('shows the count form in Dari, right to left, with the variance in words', async () => {
    const { page } = await browser.session();
    await signInViaApi(page, ADMIN);
    await page.request.put('/api/auth/me/preferences', { data: { language: 'fa-AF' } });
    await page.goto(`/reports/day-close?date=${day}`);
    const fa = catalogues['fa-AF'];
    await shown(page.getByRole('heading', { name: fa.books.dayClose.title }));
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
    const afn = page.getByTestId('count-AFN');
    await afn.getByLabel(translate(fa, 'books.dayClose.countOf', { note: '500', currency: 'AFN' })).fill('۳');
    await shown(afn.locator('[data-variance="short"]').getByText(fa.books.dayClose.variance.short));
    await screenshot(page, 'day-close-count-fa');
  });

  it('keeps a clerk’s sent count in the approvers’ hands: no Count again, and the screen says who can, in Dari', async () => {
    const clerk = { username: 'farida.clerk', password: 'farida-clerk-pass-1', email: 'farida@example.com' };
    await api.call('POST', '/api/users', { ...clerk, role: 'user' });
    const { page } = await browser.session();
    await signInViaApi(page, clerk);
    await page.request.put('/api/auth/me/preferences', { data: { language: 'fa-AF' } });
    await page.goto(`/reports/day-close?date=${day}`);
    const fa = catalogues['fa-AF'];
    const afn = page.getByTestId('count-AFN');
    await afn.getByLabel(translate(fa, 'books.dayClose.countOf', { note: '1,000', currency: 'AFN' })).fill('۱۰');
    await page.getByRole('button', { name: fa.books.dayClose.submit }).click();
    await expectToast(page, 'success', fa.books.dayClose.submitted, fa);
    await shown(page.getByTestId('close-status').getByText(fa.books.dayClose.status.pending));
    await shown(page.getByText(fa.books.dayClose.recountByApprover));
    expect(await page.getByRole('button', { name: fa.books.dayClose.countAgain }).count()).toBe(0);
    await screenshot(page, 'day-close-clerk-sent-fa');
  });
});
