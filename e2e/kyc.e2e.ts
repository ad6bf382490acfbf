import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { addCalendarDays, defaultShopTimeZone, formatCalendarDate, shopDate, toSolarHijri, type Account, type AccountSearchItem, type IdExpiryList, type Transaction } from '@sarafi/core';
import { ApiClient } from './support/api';
import { screenshot, signInViaApi, useBrowser } from './support/browser';
import { catalogues, translate } from './support/i18n';
import { dismissToasts, expectToast } from './support/pages/toasts';
import { pickAccount } from './support/pages/transactions';
import { useServer } from './support/server';
import { shown } from './support/wait';

/**
 * Know your customer, in Dari with the Solar Hijri calendar: an owner records a customer's passport with its dates on
 * the account form, finds the ID on the expiry list once it has lapsed, adds a scan of it, and a deposit for that
 * customer posts with the expired-ID warning in Dari, as does a hawala they send from their account. No English word
 * on any of these screens.
 */
const app = useServer();
const browser = useBrowser(() => app.baseUrl);
const fa = catalogues['fa-AF'];
const owner = { username: 'kyc_owner', password: 'kyc-owner-pass-1' };
const name = 'حمیدالله نوری';
const pngBytes = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

let api: ApiClient;
beforeAll(async () => {
  const admin = await app.adminApi();
  await admin.createUser({ ...owner, email: 'kyc_owner@sarafi.example', role: 'admin', fullName: 'نادیه کریمی' });
  api = await ApiClient.login(app.baseUrl, owner);
  await api.call('PUT', '/api/auth/me/preferences', { language: 'fa-AF', calendar: 'solar-hijri' });
});

const today = shopDate(new Date(), defaultShopTimeZone);
const expiry = addCalendarDays(today, -3);
const issue = addCalendarDays(today, -3 * 365);

/** Types an ISO day into the Solar Hijri day, month and year controls of a date field. */
async function enterSolarHijri(group: Locator, iso: string) {
  const { year, month, day } = toSolarHijri(iso);
  await group.getByRole('combobox', { name: fa.dates.day }).selectOption(String(day));
  await group.getByRole('combobox', { name: fa.dates.month }).selectOption(String(month));
  await group.getByRole('textbox', { name: fa.dates.year }).fill(String(year));
}

/** The Latin words of the screen's main region once codes the shop types as they are (account codes, currency codes) are left out. */
async function englishWords(page: Page, allowed: string[]) {
  // The screen itself: the header's language picker names each language in its own words, English included.
  const text = await page.locator('main').innerText();
  return (allowed.reduce((rest, word) => rest.replaceAll(word, ' '), text).match(/[A-Za-z]{2,}/g) ?? []).filter((w) => !['AFN', 'USD', 'EUR', 'PKR'].includes(w));
}

describe('know your customer in Dari', () => {
  it('records an ID with its dates, lists it once expired, keeps a scan of it, and warns at a deposit', { timeout: 120_000 }, async () => {
    const { page } = await browser.session();
    await signInViaApi(page, owner);
    await page.goto('/accounts/new');
    await page.waitForFunction(() => document.documentElement.lang === 'fa-AF' && document.documentElement.dir === 'rtl');
    await page.getByLabel(fa.accounts.accountName, { exact: true }).fill(name);
    await page.getByLabel(fa.accounts.kyc.idType, { exact: true }).selectOption('passport');
    await page.getByLabel(fa.accounts.kyc.idNumber, { exact: true }).fill('P04417789');
    await enterSolarHijri(page.getByRole('group', { name: fa.accounts.kyc.idIssueDate }), issue);
    await enterSolarHijri(page.getByRole('group', { name: fa.accounts.kyc.idExpiryDate }), expiry);
    await page.getByLabel(fa.accounts.kyc.nationality, { exact: true }).fill('افغان');
    await page.getByLabel(fa.accounts.kyc.occupation, { exact: true }).fill('تاجر');
    await screenshot(page, 'kyc-account-form');
    await page.getByRole('button', { name: fa.common.save, exact: true }).click();
    await shown(page.locator('[data-sonner-toast][data-type="success"]'));
    const [created] = await api.call<AccountSearchItem[]>('GET', `/api/accounts?q=${encodeURIComponent(name)}`);
    expect(await page.locator('[data-sonner-toast][data-type="success"]').textContent()).toContain(created!.accountCode);
    const stored = await api.call<Account>('GET', `/api/accounts/${created!.id}`);
    expect(stored).toMatchObject({ idType: 'passport', idNumber: 'P04417789', idIssueDate: issue, idExpiryDate: expiry, nationality: 'افغان', occupation: 'تاجر' });

    // The expiry list: the passport, expired three days ago.
    await dismissToasts(page);
    await page.goto('/compliance/id-expiry');
    await shown(page.getByRole('heading', { level: 1, name: fa.idExpiry.title }));
    const row = page.getByTestId('id-expiry-list').getByRole('row').filter({ hasText: created!.accountCode });
    await shown(row);
    expect(await row.textContent()).toContain(translate(fa, 'idExpiry.expiredDays', { count: 3 }));
    expect(await englishWords(page, [created!.accountCode, 'P04417789'])).toEqual([]);
    const list = await api.call<IdExpiryList>('GET', '/api/compliance/id-expiry');
    expect(list.items.find((i) => i.accountId === created!.id)).toMatchObject({ expired: true, daysLeft: -3 });
    await screenshot(page, 'kyc-id-expiry');

    // View Account: the identity card flags the lapsed passport; a scan is added to its ID images.
    await row.getByRole('link').click();
    await shown(page.getByRole('heading', { level: 2, name: fa.accounts.kyc.section }));
    await shown(page.getByText(fa.accounts.kyc.expired, { exact: true }));
    await page.getByLabel(fa.accounts.kyc.addImage).setInputFiles({ name: 'passport.png', mimeType: 'image/png', buffer: pngBytes });
    await expectToast(page, 'success', fa.accounts.kyc.imageAdded, fa);
    await shown(page.getByRole('img', { name: translate(fa, 'accounts.kyc.imageLabel', { n: 1 }) }));
    expect(await api.call<unknown[]>('GET', `/api/accounts/${created!.id}/id-images`)).toHaveLength(1);
    await dismissToasts(page);
    // The currency's name is the shop's data, as stored.
    expect(await englishWords(page, [created!.accountCode, 'P04417789', stored.currencyName])).toEqual([]);
    await screenshot(page, 'kyc-view-account');

    // A deposit for the customer posts, and the screen says the ID has expired, in Dari with its Solar Hijri date.
    await page.goto('/transactions/credit');
    await pickAccount(page, page.getByRole('combobox', { name: fa.transactions.account }), created!.accountCode, `${created!.accountCode} - ${name}`);
    await page.getByLabel(fa.transactions.narrative, { exact: true }).fill('سپردهٔ نقدی');
    await page.getByLabel(fa.transactions.amount, { exact: true }).fill('5000');
    const answer = page.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/api/transactions');
    await page.getByRole('button', { name: fa.common.save, exact: true }).click();
    const response = await answer;
    expect(response.status()).toBe(201);
    const posted = (await response.json()) as Transaction;
    expect(posted.warnings).toMatchObject([{ code: 'kyc.idExpired', params: { expiry } }]);
    const warning = page.locator('[data-sonner-toast][data-type="warning"]');
    await shown(warning);
    expect(await warning.locator('[data-title]').textContent()).toBe(fa.transactions.postedWithWarning);
    const description = (await warning.locator('[data-description]').textContent()) ?? '';
    const expiryShown = formatCalendarDate(expiry, 'solar-hijri', 'fa-AF');
    expect(description).toBe(translate(fa, 'errors.kyc.idExpired', { account: `${created!.accountCode} ${name}`, expiry: expiryShown }));
    expect(await englishWords(page, [created!.accountCode])).toEqual([]);
    await screenshot(page, 'kyc-expired-id-warning');

    // A hawala the customer sends from their account: the hawala screen shows the same warning.
    await dismissToasts(page);
    await page.goto('/transactions/hawala');
    await pickAccount(page, page.getByRole('combobox', { name: fa.hawala.form.sender.account }), created!.accountCode, `${created!.accountCode} - ${name}`);
    await page.getByLabel(fa.hawala.form.receiver.name, { exact: true }).fill('بلال نوری');
    // The customer's account trades in its own currency: the hawala is sent and received in it.
    const currencyCode = (await api.currencies()).find((c) => c.id === stored.currencyId)!.code;
    await page.getByLabel(fa.hawala.form.sendCurrency, { exact: true }).selectOption(currencyCode);
    await page.getByLabel(fa.hawala.form.receiveCurrency, { exact: true }).selectOption(currencyCode);
    await page.getByLabel(fa.hawala.form.amount, { exact: true }).fill('1000');
    await page.getByRole('radio', { name: translate(fa, 'hawala.form.paidFromAccountOf', { code: created!.accountCode }) }).check();
    const sent = page.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/api/hawala');
    await page.getByRole('button', { name: fa.hawala.form.create, exact: true }).click();
    const sentAnswer = await sent;
    expect(sentAnswer.status(), await sentAnswer.text()).toBe(201);
    const hawalaWarning = page.locator('[data-sonner-toast][data-type="warning"]');
    await shown(hawalaWarning);
    expect(await hawalaWarning.locator('[data-description]').textContent()).toBe(description);
    await screenshot(page, 'kyc-expired-id-hawala-warning', { fullPage: false });
  });
});
