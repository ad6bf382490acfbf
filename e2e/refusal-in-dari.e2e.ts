import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Account } from '@sarafi/core';
import { ApiClient } from './support/api';
import { screenshot, signInViaApi, useBrowser } from './support/browser';
import { catalogues, translate } from './support/i18n';
import { expectToast } from './support/pages/toasts';
import { panel, pickAccount } from './support/pages/transactions';
import { useServer } from './support/server';
import { shown } from './support/wait';

/**
 * A clerk who works in Dari posts what the server refuses, and reads why in Dari: the refusal under the form and the
 * toast carry the catalogue's Dari words for the server's code, with no English word in them; only the account's
 * number (digits) and currency codes may be Latin.
 */
const app = useServer();
const browser = useBrowser(() => app.baseUrl);
const fa = catalogues['fa-AF'];
const clerk = { username: 'clerk_dari', password: 'refusal-pass-1' };

let payer: Account;
let receiver: Account;
let currencyCodes: string[];
beforeAll(async () => {
  const admin = await app.adminApi();
  await admin.createUser({ ...clerk, email: 'clerk_dari@sarafi.example', role: 'user', fullName: 'محمد کریمی' });
  await (await ApiClient.login(app.baseUrl, clerk)).call('PUT', '/api/auth/me/preferences', { language: 'fa-AF' });
  const afn = (await admin.currency('AFN'))!;
  const usd = (await admin.currency('USD'))!;
  currencyCodes = [afn.code, usd.code];
  payer = await admin.call<Account>('POST', '/api/accounts', { accountName: 'کریم افغانی', currencyId: afn.id, accountType: 'customer' });
  receiver = await admin.call<Account>('POST', '/api/accounts', { accountName: 'زرغونه رحیمی', currencyId: usd.id, accountType: 'customer' });
});

/** The Latin words of a text once the accounts' codes are taken out, currency codes aside: a refusal in Dari has none. */
const englishWords = (text: string) =>
  ([payer.accountCode, receiver.accountCode].reduce((rest, code) => rest.replaceAll(code, ' '), text).match(/[A-Za-z]+/g) ?? []).filter((word) => !currencyCodes.includes(word));

const refused = (page: Page) => page.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/api/transactions');

describe('a refusal in Dari', () => {
  it('shows why the server refused a transfer in a currency the credit account does not trade in, in Dari words only', { timeout: 90_000 }, async () => {
    const { page } = await browser.session();
    await signInViaApi(page, clerk);
    await page.goto('/transactions/transfer');
    await page.waitForFunction(() => document.documentElement.lang === 'fa-AF' && document.documentElement.dir === 'rtl');
    await shown(page.getByRole('heading', { level: 1, name: fa.transactions.transfer.title }));

    // Afghanis out of the payer's AFN account into a USD account: the form has nothing against it, the server has.
    const debitSide = panel(page, fa.transactions.transfer.debitSide);
    const creditSide = panel(page, fa.transactions.transfer.creditSide);
    await pickAccount(page, debitSide.getByRole('combobox', { name: fa.transactions.transfer.debitAccount }), payer.accountCode, `${payer.accountCode} - ${payer.accountName}`);
    await pickAccount(page, creditSide.getByRole('combobox', { name: fa.transactions.transfer.creditAccount }), receiver.accountCode, `${receiver.accountCode} - ${receiver.accountName}`);
    await debitSide.getByLabel(fa.transactions.amount, { exact: true }).fill('2500');
    await page.getByLabel(fa.transactions.transfer.debitNarrative, { exact: true }).fill('کرایه دکان');
    const answer = refused(page);
    await page.getByRole('button', { name: fa.common.save, exact: true }).click();
    const response = await answer;
    expect(response.status()).toBe(400);
    expect(await response.json()).toMatchObject({ code: 'transaction.ownCurrencyOnly', params: { account: receiver.accountCode } });

    const reason = translate(fa, 'errors.transaction.ownCurrencyOnly', { account: receiver.accountCode });
    const summary = page.getByTestId('posting-refusal');
    await shown(summary);
    expect(await summary.getAttribute('role')).toBe('alert');
    const shownText = (await summary.textContent()) ?? '';
    expect(shownText).toBe(reason);
    expect(shownText).toContain(receiver.accountCode);
    expect(englishWords(shownText)).toEqual([]);
    await expectToast(page, 'error', reason, fa);
    const toastText = (await page.locator('[data-sonner-toast][data-type="error"]').first().textContent()) ?? '';
    expect(englishWords(toastText)).toEqual([]);
    await screenshot(page, 'refusal-in-dari');

    // The draft is kept for the clerk to put right, and the refusal stays until the next save.
    expect(await debitSide.getByLabel(fa.transactions.amount, { exact: true }).inputValue()).toBe('2,500');
    await shown(summary);
  });
});
