import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { Account } from '@sarafi/core';
import { en } from '../apps/web/src/i18n/en';
import { faAF } from '../apps/web/src/i18n/fa-AF';
import { ps } from '../apps/web/src/i18n/ps';
import { ApiClient } from './support/api';
import { mobile, screenshot, signInViaApi, useBrowser } from './support/browser';
import { LoginScreen } from './support/pages/login';
import { dismissToasts } from './support/pages/toasts';
import { pickAccount } from './support/pages/transactions';
import { ADMIN, useServer } from './support/server';
import { eventually, shown } from './support/wait';

const app = useServer();
const browser = useBrowser(() => app.baseUrl);

/** <html lang dir> once it has settled on the expected language. */
async function expectDocument(page: Page, lang: string, dir: 'ltr' | 'rtl') {
  await page.waitForFunction(([l, d]) => document.documentElement.lang === l && document.documentElement.dir === d, [lang, dir] as const);
}

/** The language and calendar selects of the fixed sidebar (desktop): found by place, since their labels are translated. */
const languageSelect = (page: Page) => page.locator('aside [data-testid="preferences"] select').nth(0);
const calendarSelect = (page: Page) => page.locator('aside [data-testid="preferences"] select').nth(1);

async function me(page: Page) {
  const response = await page.request.get('/api/auth/me');
  return (await response.json()) as { language: string; calendar: string };
}

/** An error toast in the page's language: the catalogue's 'Error' title over the translated server message. */
async function expectErrorToast(page: Page, title: string, text: string) {
  const toast = page.locator('[data-sonner-toast][data-type="error"]').filter({ hasText: text });
  await shown(toast);
  expect(await toast.locator('[data-title]').first().textContent()).toBe(title);
  expect(await toast.locator('[data-description]').first().textContent()).toBe(text);
}

async function sidebarEdges(page: Page) {
  const box = await page.locator('aside').boundingBox();
  if (!box) throw new Error('no sidebar on screen');
  return { left: box.x, right: box.x + box.width };
}

describe('language and direction', () => {
  it('switches to Dari (right-to-left, stored on the server, applied at sign-in), to Pashto, and back to English', { timeout: 120_000 }, async () => {
    const api = await ApiClient.login(app.baseUrl, ADMIN);
    const karim = await api.call<Account>('POST', '/api/accounts', { accountName: 'Karim Afghani', currencyId: 2, accountType: 'customer' });
    const { context, page } = await browser.session();
    await signInViaApi(page, ADMIN);
    await page.goto('/dashboard');
    await expectDocument(page, 'en', 'ltr');
    expect((await sidebarEdges(page)).left).toBe(0);
    expect(await languageSelect(page).evaluate((select: HTMLSelectElement) => [...select.options].map((o) => o.text))).toEqual(['English', 'دری', 'پښتو']);

    // Dari: the page turns right-to-left, the sidebar moves to the right edge, and the server keeps the choice.
    await languageSelect(page).selectOption('fa-AF');
    await expectDocument(page, 'fa-AF', 'rtl');
    await eventually(async () => expect((await sidebarEdges(page)).right).toBe(1280));
    expect(await me(page)).toMatchObject({ language: 'fa-AF' });
    await calendarSelect(page).selectOption('solar-hijri');
    await eventually(async () => expect(await me(page)).toMatchObject({ language: 'fa-AF', calendar: 'solar-hijri' }));
    await shown(page.getByRole('heading', { level: 1, name: faAF.dashboard.adminTitle }));
    await shown(page.getByRole('link', { name: faAF.menu.dashboard, exact: true }));
    await shown(page.getByRole('button', { name: faAF.app.logout }));
    await screenshot(page, 'i18n-dashboard-fa-AF');

    // Amounts, codes and dates stay left-to-right inside the right-to-left page.
    await page.goto('/transactions/transfer');
    await expectDocument(page, 'fa-AF', 'rtl');
    await shown(page.getByRole('heading', { level: 1, name: faAF.transactions.transfer.title }));
    await screenshot(page, 'i18n-transfer-fa-AF');

    // On a phone the drawer slides in from the right-hand edge.
    await page.setViewportSize(mobile);
    await page.getByRole('button', { name: faAF.app.openMenu, exact: true }).click();
    const drawer = page.getByRole('dialog');
    await shown(drawer);
    await page.waitForTimeout(300);
    const box = await drawer.boundingBox();
    expect(Math.round(box!.x + box!.width)).toBe(mobile.width);
    await page.screenshot({ path: 'screenshots/i18n-drawer-fa-AF-mobile.png', animations: 'disabled' });
    await page.keyboard.press('Escape');
    await page.setViewportSize({ width: 1280, height: 800 });

    // A server error (409, code user.usernameTaken with its params) reaches the clerk in Dari; on a right-to-left
    // page the value is a first-strong isolate (FSI … PDI), so a Latin name or a date keeps its own order.
    await page.goto('/users');
    await shown(page.getByRole('heading', { level: 1, name: faAF.users.title }));
    await page.getByRole('button', { name: faAF.users.addUser, exact: true }).click();
    const form = await shown(page.locator('form'));
    await form.getByLabel(faAF.users.username, { exact: true }).fill(ADMIN.username);
    await form.getByLabel(faAF.users.fullName, { exact: true }).fill('Second Admin');
    await form.getByLabel(faAF.users.email, { exact: true }).fill('someone@sarafi.example');
    await form.getByLabel(faAF.users.password, { exact: true }).fill('a-long-password-1');
    await form.getByTestId('role-operator').check();
    await form.getByRole('button', { name: faAF.common.save, exact: true }).click();
    await expectErrorToast(page, faAF.common.error, faAF.errors.user.usernameTaken.replace('{{username}}', `\u2068${ADMIN.username}\u2069`));
    await screenshot(page, 'i18n-error-toast-fa-AF', { fullPage: false });
    await page.keyboard.press('Escape');
    await dismissToasts(page);

    // A Dari debit voucher: the receipt dialog right after posting, and the print page.
    await page.goto('/transactions/debit');
    await shown(page.getByRole('heading', { level: 1, name: faAF.transactions.debit.title }));
    await pickAccount(page, page.getByRole('combobox', { name: faAF.transactions.account }), 'Karim', `${karim.accountCode} - Karim Afghani`);
    await page.getByLabel(faAF.transactions.narrative, { exact: true }).fill('برداشت نقدی');
    await page.getByLabel(faAF.transactions.amount, { exact: true }).fill('1234.5');
    await page.getByLabel(faAF.transactions.narrative, { exact: true }).focus();
    const posted = page.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/api/transactions');
    await page.getByRole('button', { name: faAF.common.save, exact: true }).click();
    const voucher = (await (await posted).json()) as { id: number };
    const receipt = page.getByRole('dialog');
    await shown(receipt.getByText(faAF.receipts.debitVoucher));
    await shown(receipt.getByText('یک هزار و دوصد و سی و چهار اعشاریه پنج'));
    await dismissToasts(page);
    await screenshot(page, 'i18n-receipt-dialog-fa-AF', { fullPage: false });
    await page.keyboard.press('Escape');
    const printPage = await context.newPage();
    await printPage.goto(`/print/receipt/${voucher.id}?width=80mm`);
    await shown(printPage.getByText(faAF.receipts.debitVoucher));
    await expectDocument(printPage, 'fa-AF', 'rtl');
    await printPage.setViewportSize({ width: 320, height: 700 });
    await printPage.screenshot({ path: 'screenshots/i18n-receipt-print-fa-AF.png', fullPage: true, animations: 'disabled' });
    await printPage.close();

    // A reload asks the server again: still Dari.
    await page.reload();
    await expectDocument(page, 'fa-AF', 'rtl');
    expect(await languageSelect(page).inputValue()).toBe('fa-AF');

    // Signing out leaves this browser's login screen in the last language used here.
    await page.request.post('/api/auth/logout');
    await page.reload();
    await expectDocument(page, 'fa-AF', 'rtl');

    // Another computer (a fresh context, nothing remembered): English login, then Dari from the server at sign-in.
    const other = (await browser.session()).page;
    const login = new LoginScreen(other);
    await login.open();
    await expectDocument(other, 'en', 'ltr');
    await login.fill(ADMIN.username, ADMIN.password);
    await login.submit().click();
    await expectDocument(other, 'fa-AF', 'rtl');
    await shown(other.locator('aside'));
    expect(await calendarSelect(other).inputValue()).toBe('solar-hijri');

    // Pashto: still right-to-left, and the bundled font has the letters Dari lacks.
    await languageSelect(other).selectOption('ps');
    await expectDocument(other, 'ps', 'rtl');
    await shown(other.getByRole('heading', { level: 1, name: ps.dashboard.adminTitle }));
    await shown(other.getByRole('link', { name: ps.menu.passHawala, exact: true }));
    await screenshot(other, 'i18n-dashboard-ps');
    // Chromium has no Pashto locale data (Intl answers in en-US for it): 'Last updated' must still be Pashto, on the
    // 24-hour clock, in either calendar — no 'AM', no 'Nov'.
    const lastUpdated = other.getByText(ps.dashboard.lastUpdated.replace('{{time}}', ''));
    // Bidi isolates (U+2066–2069) around the interpolated time are left out of the comparison.
    const updatedText = async () => ((await lastUpdated.textContent()) ?? '').replace(/[\u2066-\u2069]/g, '');
    const pashtoStamp = /^وروستی تازه کول: \d{1,2} \S+ \d{4}، \d{1,2}:\d{2}:\d{2}$/;
    await eventually(async () => expect(await updatedText()).toMatch(pashtoStamp));
    expect(await updatedText()).toMatch(/ 14\d\d، /);
    expect(await updatedText()).not.toMatch(/[A-Za-z]/);
    await calendarSelect(other).selectOption('gregorian');
    // Gregorian is the ISO day in every language (one date format per calendar), then the 24-hour time.
    await eventually(async () => expect(await updatedText()).toMatch(/^وروستی تازه کول: 20\d\d-\d\d-\d\d، \d{1,2}:\d{2}:\d{2}$/));
    expect(await updatedText()).not.toMatch(/[A-Za-z]/);
    // A slow save: the calendar's answer is held, and the language chosen meanwhile (below) must wait for it, not be lost.
    let held = 0;
    await other.route('**/api/auth/me/preferences', async (route) => {
      if (held++ === 0) await new Promise((resolve) => setTimeout(resolve, 1_000));
      await route.continue();
    });
    await calendarSelect(other).selectOption('solar-hijri');
    const pashtoLetters = 'ټ ډ ړ ږ ښ ګ ڼ ۍ ې';
    const fontFaces = await other.evaluate(async (text) => (await document.fonts.load('16px "Noto Sans Arabic"', text)).length, pashtoLetters);
    expect(fontFaces).toBeGreaterThan(0);
    expect(await other.evaluate((text) => document.fonts.check('16px "Noto Sans Arabic"', text), pashtoLetters)).toBe(true);

    // English again: SPEC's words and a left-to-right page.
    await languageSelect(other).selectOption('en');
    await expectDocument(other, 'en', 'ltr');
    await shown(other.getByRole('navigation', { name: en.app.name }));
    await shown(other.getByRole('link', { name: en.menu.dashboard, exact: true }));
    await shown(other.getByRole('button', { name: en.app.logout }));
    expect((await sidebarEdges(other)).left).toBe(0);
    expect(await me(other)).toMatchObject({ language: 'en', calendar: 'solar-hijri' });
    expect(held).toBe(2);
    await other.unroute('**/api/auth/me/preferences');
    await calendarSelect(other).selectOption('gregorian');
    await eventually(async () => expect(await me(other)).toMatchObject({ calendar: 'gregorian' }));
  });
});
