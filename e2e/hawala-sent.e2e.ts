import { beforeAll, describe, expect, it } from 'vitest';
import type { Account, Hawala } from '@sarafi/core';
import { ApiClient } from './support/api';
import { screenshot, signInViaApi, useBrowser } from './support/browser';
import { ADMIN, useServer } from './support/server';
import { eventually, gone, shown } from './support/wait';
import { pickAccount } from './support/pages/transactions';
import { expectNotice } from './support/pages/hawala';

const app = useServer();
const browser = useBrowser(() => app.baseUrl);

/**
 * A hawala we send has a life (docs/decisions.md, Hawalas we send): created at the counter it takes amount + commission into the
 * drawer, shows on Pass Hawala's Outgoing tab, is marked paid when the partner confirms; another is cancelled and
 * the drawer gives the sender's money back.
 */
describe('hawalas we send: create, Outgoing tab, mark paid, cancel with refund', () => {
  let api: ApiClient;
  let partner: Account;
  const cashAfn = async () => (await api.get<{ currency: string; balance: string }[]>('/api/accounts/11/balances')).find((b) => b.currency === 'AFN')?.balance ?? '0.00';
  const sent = async () => api.get<Hawala[]>('/api/hawala');

  beforeAll(async () => {
    api = await ApiClient.login(app.baseUrl, ADMIN);
    const usd = (await api.currency('USD'))!;
    partner = await api.call<Account>('POST', '/api/accounts', { accountName: 'Dubai Partner', currencyId: usd.id, accountType: 'hawala_partner' });
  });

  it('creates a hawala at the counter: the form shows what the sender pays, the drawer takes it, the Outgoing tab marks it paid', async () => {
    const { page } = await browser.session();
    await signInViaApi(page, ADMIN);
    const cashBefore = await cashAfn();
    await page.goto('/transactions/hawala');
    await page.getByLabel('Sender Name').fill('Ahmad Karimi');
    await page.getByLabel('Receiver Name').fill('Bilal Noori');
    await page.getByLabel('Amount', { exact: true }).fill('68750');
    await page.getByLabel('Exchange Rate').fill('68.75');
    await page.getByLabel('Commission', { exact: true }).fill('250');
    await page.getByLabel('Notes').focus();
    expect(await page.getByLabel('Converted Amount').inputValue()).toBe('1,000.00');
    await eventually(async () => expect(await page.getByTestId('hawala-sender-pays').textContent()).toContain('69,000.00'));
    await pickAccount(page, page.getByRole('combobox', { name: 'Partner Account (optional)' }), 'Dubai', `${partner.accountCode} - Dubai Partner`);
    await page.getByRole('button', { name: 'Create Hawala' }).click();
    await expectNotice(page, 'success', 'Hawala transaction created successfully');

    const [made] = await sent();
    expect(made).toMatchObject({ status: 'sent', amount: '68750.00', commission: '250.00', senderPaid: '69000.00', convertedAmount: '1000.00', partnerName: 'Dubai Partner' });
    expect(made!.secretCode).toMatch(/^\d{6}$/);
    // The sender's slip opens on save: the hawala number and the receiver's secret code, with what the sender paid.
    const slip = page.getByRole('dialog').getByRole('article', { name: "Hawala: Sender's Slip" });
    await shown(slip.getByText(made!.hawalaNumber, { exact: true }));
    await shown(slip.getByText(made!.secretCode!, { exact: true }));
    await shown(slip.getByText('69,000.00 AFN', { exact: true }));
    await screenshot(page, 'hawala-sender-slip', { fullPage: false });
    // The drawer holds the sender's 69,000 more (the cash account's stored balance is the drawer's, negative).
    expect(Number(await cashAfn())).toBeCloseTo(Number(cashBefore) - 69000, 2);

    await page.goto('/transactions/pass-hawala?tab=outgoing');
    const row = page.getByTestId('outgoing-hawala-list').locator(`[data-hawala="${made!.hawalaNumber}"]`);
    await shown(row);
    await shown(row.getByText('Dubai Partner'));
    await screenshot(page, 'hawala-outgoing');
    await row.getByRole('button', { name: 'Mark Paid' }).click();
    const dialog = page.getByRole('dialog', { name: `Mark hawala ${made!.hawalaNumber} paid?` });
    await shown(dialog);
    await dialog.getByRole('button', { name: 'Mark Paid' }).click();
    await expectNotice(page, 'success', 'Hawala marked paid');
    await gone(dialog);
    await shown(row.getByText('Paid', { exact: true }));
    expect((await sent())[0]).toMatchObject({ status: 'paid', paidByName: expect.any(String), paidAt: expect.any(String) });
    expect(await row.getByRole('button', { name: 'Cancel Hawala' }).count()).toBe(0);
  });

  it('cancels another with a reason: the sender is refunded and the cash balance is back where it was', async () => {
    const { page } = await browser.session();
    await signInViaApi(page, ADMIN);
    const cashBefore = await cashAfn();
    const hawala = await api.call<Hawala>('POST', '/api/hawala', {
      senderName: 'Zarghuna Sadat',
      receiverName: 'Nadia Sadat',
      amount: '10000',
      currency: 'AFN',
      convertedCurrency: 'AFN',
      commission: '100',
      partnerAccountId: partner.id,
    });
    expect(Number(await cashAfn())).toBeCloseTo(Number(cashBefore) - 10100, 2);

    await page.goto('/transactions/pass-hawala?tab=outgoing');
    await page.getByRole('searchbox', { name: 'Search' }).fill('Zarghuna');
    const row = page.getByTestId('outgoing-hawala-list').locator(`[data-hawala="${hawala.hawalaNumber}"]`);
    await shown(row);
    await eventually(async () => expect(await page.getByTestId('outgoing-hawala-list').locator('[data-hawala]').count()).toBe(1));
    await row.getByRole('button', { name: 'Cancel Hawala' }).click();
    const dialog = page.getByRole('dialog', { name: `Cancel hawala ${hawala.hawalaNumber}?` });
    await shown(dialog.getByText('Zarghuna Sadat gets back 10,100.00 AFN (amount and commission) in cash', { exact: false }));
    await dialog.getByRole('button', { name: 'Cancel and refund' }).click();
    await shown(dialog.getByText('Please give a reason for cancelling'));
    await dialog.getByLabel('Reason').fill('Receiver travelled');
    await dialog.getByRole('button', { name: 'Cancel and refund' }).click();
    await expectNotice(page, 'success', 'Hawala cancelled and the sender refunded');
    await shown(row.getByText('Receiver travelled'));

    expect(await cashAfn()).toBe(cashBefore);
    const [stored] = (await sent()).filter((h) => h.id === hawala.id);
    expect(stored).toMatchObject({ status: 'cancelled', cancelReason: 'Receiver travelled', cancelledByName: expect.any(String) });
  });
});
