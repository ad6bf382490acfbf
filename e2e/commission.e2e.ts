import * as XLSX from '@e965/xlsx';
import { beforeAll, describe, expect, it } from 'vitest';
import { booksMessages, type Account, type CommissionRun, type DayClose, type HawalaDetail, type Transaction } from '@sarafi/core';
import { ApiClient } from './support/api';
import { screenshot, signInViaApi, useBrowser } from './support/browser';
import { catalogues, translate } from './support/i18n';
import { ADMIN, useServer } from './support/server';
import { eventually, gone, shown } from './support/wait';
import { expectToast } from './support/pages/toasts';
import { PassHawalaScreen } from './support/pages/hawala';

const app = useServer();
const browser = useBrowser(() => app.baseUrl);
const t = catalogues.en;

/** Partner 2001's sheet: Trans No, Sender, Receiver, Amount, Exchange Rate, Currency, R Amount, … */
function sheet(rows: (string | number)[][]): Blob {
  const header = ['Trans No', 'Sender Name', 'Receiver Name', 'Amount', 'Exchange Rate', 'Currency', 'R Amount', 'Destination', 'Rate', 'Into USD'];
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet([header, ...rows]), 'Hawalas');
  return new Blob([new Uint8Array(XLSX.write(book, { type: 'array', bookType: 'xlsx' }) as ArrayBuffer)]);
}

/*
 * docs/decisions.md, Partners and settlements, commission: partner 2001 charges AFN 200 per lakh + AFN 10 per hawala; two of its hawalas are paid today
 * (250,000 and 40,000). An admin previews the month so far (510.00 + 90.00), posts the run, and reverses it.
 */
describe('commission run', () => {
  let api: ApiClient;
  let partner: Account;

  beforeAll(async () => {
    api = await app.adminApi();
    const afn = (await api.currency('AFN'))!;
    // Imported hawalas name sender code 2001: the partner takes that code, the first of its currency's numbers.
    await api.call('POST', '/api/account-number-settings', { currency: 'PKR', startNumber: 2001 });
    const pkr = (await api.currency('PKR'))!;
    partner = await api.call<Account>('POST', '/api/accounts', { accountName: 'London Partner', currencyId: pkr.id, accountType: 'hawala_partner' });
    expect(partner.accountCode).toBe('2001');
    await api.call('PUT', `/api/partners/${partner.id}/commission-rates`, { rates: [{ currencyId: afn.id, perLakh: '200', fixedFee: '10' }] });
    const form = new FormData();
    form.set('file', sheet([['CM-1', 'John', 'Wali', 2500, 100, 'AFN', 250000, 'Kabul', 1, 1], ['CM-2', 'Mary', 'Karim', 400, 100, 'AFN', 40000, 'Herat', 1, 1]]), 'partner.xlsx');
    form.set('transactionDate', '2026-11-20');
    await api.upload('/api/hawala/import', form);
    for (const detail of await api.call<HawalaDetail[]>('GET', '/api/hawala-details')) await api.call('POST', `/api/hawala/pass/${detail.id}`, { receiverIdType: 'tazkira', receiverIdNumber: '1400-0101-00001' });
  });

  it('previews the hawalas and their commission, posts the run, then reverses it with a reason', async () => {
    const { page } = await browser.session();
    await signInViaApi(page, ADMIN);
    await page.goto(`/partners/${partner.id}/commission`);
    await shown(page.getByTestId('commission-rates').getByText(translate(t, 'commission.rates.summary', { perLakh: '200', fee: '10.00' })));

    await page.getByRole('button', { name: t.commission.run.preview }).click();
    const preview = page.getByTestId('commission-preview');
    await shown(preview.getByRole('row', { name: /CM-1/ }).getByText('510.00'));
    await shown(preview.getByRole('row', { name: /CM-2/ }).getByText('90.00'));
    expect((await preview.getByTestId('commission-total-AFN').textContent())?.replace(/\s+/g, ' ')).toContain('؋ 600.00');
    await screenshot(page, 'commission-preview');

    await page.getByRole('button', { name: t.commission.run.post }).click();
    const [run] = await eventually(async () => {
      const runs = await api.call<CommissionRun[]>('GET', `/api/partners/${partner.id}/commission-runs`);
      expect(runs).toHaveLength(1);
      return runs;
    });
    await expectToast(page, 'success', translate(t, 'commission.run.posted', { id: run!.id }));
    expect(run!.totals).toMatchObject([{ currencyCode: 'AFN', count: 2, amount: '290000.00', commission: '600.00' }]);
    await shown(page.getByTestId('commission-nothing'));

    await page.getByRole('button', { name: translate(t, 'commission.runs.reverseRun', { id: run!.id }) }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(t.commission.runs.reason).fill('Rate agreed was lower');
    await dialog.getByRole('button', { name: t.commission.runs.reverseConfirm }).click();
    await expectToast(page, 'success', translate(t, 'commission.runs.reversed', { id: run!.id }));
    await gone(dialog);
    await shown(page.getByTestId(`commission-run-${run!.id}`).getByText(t.commission.runs.statuses.reversed));
    const [reversed] = await api.call<CommissionRun[]>('GET', `/api/partners/${partner.id}/commission-runs`);
    expect(reversed).toMatchObject({ status: 'reversed', reversedBy: ADMIN.username, reverseReason: 'Rate agreed was lower' });
    expect(reversed!.totals[0]!.reversalTransactionId).toEqual(expect.any(Number));
  });

  it('refuses a run past the partner’s credit limit in Dari, then posts it on the owner’s decision, all from the keyboard', { timeout: 90_000 }, async () => {
    const fa = catalogues['fa-AF'];
    const owner = { username: 'owner_commission', password: 'commission-pass-1' };
    await api.createUser({ ...owner, email: 'owner_commission@example.com', role: 'admin' });
    await (await ApiClient.login(app.baseUrl, owner)).call('PUT', '/api/auth/me/preferences', { language: 'fa-AF' });
    // The partner owes 290,000 for the two payouts: a limit there leaves no room for the run's 600.
    await api.call('PUT', `/api/partners/${partner.id}/credit-limits`, { limits: [{ currency: 'AFN', limit: '290000' }] });

    const { page } = await browser.session();
    await signInViaApi(page, owner);
    await page.goto(`/partners/${partner.id}/commission`);
    await page.waitForFunction(() => document.documentElement.lang === 'fa-AF');
    await page.getByRole('button', { name: fa.commission.run.preview }).focus();
    await page.keyboard.press('Enter');
    await shown(page.getByTestId('commission-preview').getByRole('row', { name: /CM-1/ }));
    const posted = () => page.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname === `/api/partners/${partner.id}/commission-runs`);
    const first = posted();
    await page.getByRole('button', { name: fa.commission.run.post }).focus();
    await page.keyboard.press('Enter');
    const refusal = await first;
    expect(refusal.status()).toBe(409);
    const body = (await refusal.json()) as { code: string; params: Record<string, string> };
    expect(body.code).toBe('partner.overLimit');
    await expectToast(page, 'error', translate(fa, 'errors.partner.overLimit', body.params), fa);
    const pastLimit = page.getByTestId('commission-run').getByRole('button', { name: fa.transactions.overrideCreditLimit, exact: true });
    await shown(pastLimit);
    await screenshot(page, 'commission-run-past-limit-fa');

    // The next stop after Post is the override.
    const second = posted();
    await page.keyboard.press('Tab');
    expect(await pastLimit.evaluate((button) => button === document.activeElement)).toBe(true);
    await page.keyboard.press('Enter');
    const accepted = await second;
    expect(accepted.status()).toBe(201);
    expect(accepted.request().postDataJSON()).toMatchObject({ creditLimitOverride: true });
    const run = (await accepted.json()) as CommissionRun;
    await expectToast(page, 'success', translate(fa, 'commission.run.posted', { id: run.id }), fa);
    // Reversed, so the hawalas are free again for the closed-day test below.
    await api.call('POST', `/api/commission-runs/${run.id}/reverse`, { reason: 'limit test' });
    await api.call('PUT', `/api/partners/${partner.id}/credit-limits`, { limits: [{ currency: 'AFN', limit: '' }] });
  });

  /*
   * docs/architecture.md, The shop's day: once today is closed the server refuses a run and taking a payout back, so the
   * screens offer neither. The reversed run left both hawalas free to charge again, and both were passed today.
   */
  it('offers no Post, Mark as Pending or Cancel once the day is closed, and says why', async () => {
    const afn = (await api.currency('AFN'))!;
    // The drawer paid 290,000 out today; a deposit of the same brings it to zero, so the count has nothing to count.
    const customer = await api.call<Account>('POST', '/api/accounts', { accountName: 'Closing Customer', currencyId: afn.id, accountType: 'customer' });
    const deposit = await api.call<Transaction>('POST', '/api/transactions', {
      transType: 'Credit', outAccountId: 11, inAccountId: customer.id, currencyId: afn.id, dAmount: '290000', transDescription: 'Cash deposit',
    });
    const day = deposit.transDate!;
    const count = await api.call<DayClose>('POST', '/api/day-closes', { date: day, counts: [] });
    const second = { username: 'nazir', password: 'second-admin-pass-1' };
    await api.createUser({ ...second, email: 'nazir@example.com', role: 'admin' });
    await (await ApiClient.login(app.baseUrl, second)).call('POST', `/api/day-closes/${day}/approve`, { id: count.id, version: count.version });

    const { page } = await browser.session();
    await signInViaApi(page, ADMIN);
    await page.goto(`/partners/${partner.id}/commission`);
    await page.getByRole('button', { name: t.commission.run.preview }).click();
    await shown(page.getByTestId('commission-preview').getByRole('row', { name: /CM-1/ }));
    const run = page.getByTestId('commission-run');
    await shown(run.getByTestId('closed-day-note').getByText(booksMessages.dayClosed(day)));
    expect(await run.getByRole('button', { name: t.commission.run.post }).isDisabled()).toBe(true);

    const pass = new PassHawalaScreen(page);
    await pass.open();
    await pass.select('CM-1');
    await shown(pass.detail().getByTestId('closed-day-note').getByText(booksMessages.dayClosed(day)));
    expect(await pass.button(t.hawala.pass.markPending).isDisabled()).toBe(true);
    expect(await pass.button(t.hawala.pass.cancelHawala).isDisabled()).toBe(true);
    await screenshot(page, 'pass-hawala-closed-day');
  });
});
