import { beforeAll, describe, expect, it } from 'vitest';
import type { Account, Hawala } from '@sarafi/core';
import { ApiClient } from './support/api';
import { screenshot, signInViaApi, useBrowser } from './support/browser';
import { catalogues, translate } from './support/i18n';
import { panel, pickAccount } from './support/pages/transactions';
import { useServer } from './support/server';
import { expectToast } from './support/pages/toasts';
import { shown } from './support/wait';

/**
 * An owner working in Dari posts a transfer out of a partner past its credit limit: the screen says why in Dari and
 * offers the admin's override; saving past the limit posts it, and the transaction's history keeps the decision.
 */
const app = useServer();
const browser = useBrowser(() => app.baseUrl);
const fa = catalogues['fa-AF'];
const owner = { username: 'owner_dari', password: 'override-pass-1' };

let partner: Account;
let customer: Account;
beforeAll(async () => {
  const admin = await app.adminApi();
  await admin.createUser({ ...owner, email: 'owner_dari@sarafi.example', role: 'admin', fullName: 'حاجی نور' });
  await (await ApiClient.login(app.baseUrl, owner)).call('PUT', '/api/auth/me/preferences', { language: 'fa-AF' });
  const usd = (await admin.currency('USD'))!;
  partner = await admin.call<Account>('POST', '/api/accounts', { accountName: 'شریک دبی', currencyId: usd.id, accountType: 'partner' });
  customer = await admin.call<Account>('POST', '/api/accounts', { accountName: 'احمد ولی پوپل', currencyId: usd.id, accountType: 'customer' });
  await admin.call('PUT', `/api/partners/${partner.id}/credit-limits`, { limits: [{ currency: 'USD', limit: '1000' }] });
});

describe('a partner credit limit at the counter', () => {
  it('refuses in Dari, then posts past the limit on the owner’s decision and keeps it in the history', { timeout: 90_000 }, async () => {
    const { page } = await browser.session();
    await signInViaApi(page, owner);
    await page.goto('/transactions/transfer');
    await page.waitForFunction(() => document.documentElement.lang === 'fa-AF');
    await shown(page.getByRole('heading', { level: 1, name: fa.transactions.transfer.title }));

    const debitSide = panel(page, fa.transactions.transfer.debitSide);
    const creditSide = panel(page, fa.transactions.transfer.creditSide);
    await pickAccount(page, debitSide.getByRole('combobox', { name: fa.transactions.transfer.debitAccount }), partner.accountCode, `${partner.accountCode} - ${partner.accountName}`);
    await pickAccount(page, creditSide.getByRole('combobox', { name: fa.transactions.transfer.creditAccount }), customer.accountCode, `${customer.accountCode} - ${customer.accountName}`);
    await debitSide.getByLabel(fa.transactions.amount, { exact: true }).fill('1500');
    await page.getByLabel(fa.transactions.transfer.debitNarrative, { exact: true }).fill('پیش‌پرداخت');
    await page.getByLabel(fa.transactions.transfer.creditNarrative, { exact: true }).fill('از شریک');

    const posted = () => page.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/api/transactions');
    const first = posted();
    await page.getByRole('button', { name: fa.common.save, exact: true }).click();
    const refusal = await first;
    expect(refusal.status()).toBe(409);
    const body = (await refusal.json()) as { code: string; params: Record<string, string> };
    expect(body.code).toBe('partner.overLimit');
    const summary = page.getByTestId('posting-refusal');
    await shown(summary);
    expect(await summary.textContent()).toBe(translate(fa, 'errors.partner.overLimit', body.params));
    await screenshot(page, 'credit-limit-refused');

    const second = posted();
    await page.getByRole('button', { name: fa.transactions.overrideCreditLimit, exact: true }).click();
    const accepted = await second;
    expect(accepted.status()).toBe(201);
    expect(accepted.request().postDataJSON()).toMatchObject({ creditLimitOverride: true, dAmount: '1500' });
    const { id } = (await accepted.json()) as { id: number };

    const admin = await app.adminApi();
    const history = await admin.call<{ creditLimitOverrides: { partner: string; owedAfter: string }[] }[]>('GET', `/api/transactions/${id}/history`);
    expect(history[0]!.creditLimitOverrides).toEqual([expect.objectContaining({ partner: partner.accountName, owedAfter: '1500.00' })]);
  });

  it('cancels a sent hawala past the paying partner’s limit only on the owner’s decision, offered after the refusal', { timeout: 90_000 }, async () => {
    const admin = await app.adminApi();
    const usd = (await admin.currency('USD'))!;
    const herat = await admin.call<Account>('POST', '/api/accounts', { accountName: 'شریک هرات', currencyId: usd.id, accountType: 'hawala_partner' });
    await admin.call('PUT', `/api/partners/${herat.id}/credit-limits`, { limits: [{ currency: 'USD', limit: '2000' }] });
    // Sent through Herat, the room it made drawn out, so the refund would leave Herat owing 2,400 against 2,000.
    const hawala = await admin.call<Hawala>('POST', '/api/hawala', {
      senderName: 'Walk-in', receiverName: 'Receiver', amount: '500', currency: 'USD', convertedCurrency: 'USD', commission: '0', partnerAccountId: herat.id, paidFrom: 'cash',
    });
    await admin.call('POST', '/api/transactions', {
      transType: 'Transfer', outAccountId: herat.id, inAccountId: customer.id, currencyId: usd.id, dAmount: '2400', transDescription: 'advance', cTransDescription: 'from partner',
      creditLimitOverride: true,
    });
    const owed = async () => JSON.stringify(await admin.call('POST', '/api/account-balances', { accountCodes: [herat.accountCode] }));
    const before = await owed();

    const { page } = await browser.session();
    await signInViaApi(page, owner);
    await page.goto('/transactions/pass-hawala?tab=outgoing');
    await page.waitForFunction(() => document.documentElement.lang === 'fa-AF');
    const row = page.getByTestId('outgoing-hawala-list').locator(`[data-hawala="${hawala.hawalaNumber}"]`);
    await row.getByRole('button', { name: fa.hawala.outgoing.cancel }).click();
    const dialog = page.getByRole('dialog', { name: translate(fa, 'hawala.outgoing.cancelTitle', { number: hawala.hawalaNumber }) });
    await dialog.getByLabel(fa.hawala.outgoing.reason).fill('گیرنده نیامد');
    // The override is not offered before a refusal.
    expect(await dialog.getByRole('button', { name: fa.hawala.outgoing.cancelPastLimit }).count()).toBe(0);

    const cancelled = () => page.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname === `/api/hawala/${hawala.id}/cancel`);
    const first = cancelled();
    await dialog.getByRole('button', { name: fa.hawala.outgoing.cancelConfirm, exact: true }).click();
    const refusal = await first;
    expect(refusal.status()).toBe(409);
    const body = (await refusal.json()) as { code: string; params: Record<string, string> };
    expect(body.code).toBe('partner.overLimit');
    await expectToast(page, 'error', translate(fa, 'errors.partner.overLimit', body.params), fa);
    expect(await owed()).toBe(before);
    await shown(dialog.getByRole('button', { name: fa.hawala.outgoing.cancelPastLimit, exact: true }));
    await screenshot(page, 'credit-limit-cancel-past-limit');

    const second = cancelled();
    await dialog.getByRole('button', { name: fa.hawala.outgoing.cancelPastLimit, exact: true }).click();
    const accepted = await second;
    expect(accepted.status()).toBe(200);
    expect(accepted.request().postDataJSON()).toEqual({ reason: 'گیرنده نیامد', creditLimitOverride: true });
    await expectToast(page, 'success', fa.hawala.outgoing.cancelledDone, fa);
    expect(await owed()).not.toBe(before);
  });
});
