import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { amountInWords, formatCheckCode, type Account, type Receipt, type Transaction } from '@sarafi/core';
import { ApiClient } from './support/api';
import { screenshotDir, signInViaApi, useBrowser } from './support/browser';
import { catalogues } from './support/i18n';
import { ADMIN, useServer } from './support/server';
import { shown } from './support/wait';
import { dismissToasts, expectToast } from './support/pages/toasts';
import { panel, pickAccount } from './support/pages/transactions';

const app = useServer();
const browser = useBrowser(() => app.baseUrl);
const en = catalogues.en;
const fa = catalogues['fa-AF'];

/** The smallest PNG (1×1): the letterhead's logo. */
const logo = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
const letterhead = { name: 'صرافی کابل', address: 'شهر نو، کابل', phones: '+93 700 123 456', logo };
const sizes = { desktop: { width: 1366, height: 768 }, mobile: { width: 390, height: 844 } } as const;

/** The receipt dialog at 1366×768 and 390×844 (only the viewport: a modal's overlay covers no more). */
async function shootDialog(page: Page, name: string) {
  mkdirSync(screenshotDir, { recursive: true });
  for (const [label, size] of Object.entries(sizes)) {
    await page.setViewportSize(size);
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    await page.screenshot({ path: path.join(screenshotDir, `${name}-${label}.png`), animations: 'disabled' });
  }
  await page.setViewportSize(sizes.desktop);
}

/** The print page of one transaction as the printer gets it: print media, the paper's own width. */
async function printPage(page: Page, id: number, query: string, name: string): Promise<Page> {
  const print = await page.context().newPage();
  // The page prints itself once it is ready; headless Chromium must not wait on a dialog.
  await print.addInitScript(() => {
    window.print = () => undefined;
  });
  await print.emulateMedia({ media: 'print' });
  await print.goto(`/print/receipt/${id}?${query}`);
  await shown(print.locator('.receipt-paper article').first());
  await print.evaluate(() => document.fonts.ready);
  await print.locator('.receipt-paper').screenshot({ path: path.join(screenshotDir, `${name}.png`), animations: 'disabled' });
  return print;
}

/** Every element of the paper lies within its width: at 58 mm nothing is cut off or pushed past the roll's edge. */
async function expectFitsPaper(paper: Locator) {
  const overflow = await paper.evaluate((root) => {
    const edge = root.getBoundingClientRect();
    return [...root.querySelectorAll('*')]
      .map((el) => ({ el, box: el.getBoundingClientRect() }))
      .filter(({ box }) => box.width > 0 && (box.left < edge.left - 0.5 || box.right > edge.right + 0.5))
      .map(({ el }) => `${el.tagName}.${el.className}: ${el.textContent?.slice(0, 40)}`);
  });
  expect(overflow).toEqual([]);
}

describe('receipts for every money document', () => {
  it('prints a transfer and an exchange after saving, reprints from Search marked COPY, and fits 58 mm in English and Dari', { timeout: 120_000 }, async () => {
    const api = await ApiClient.login(app.baseUrl, ADMIN);
    await api.call('PUT', '/api/settings/letterhead', letterhead);
    const make = (accountName: string, currencyId: number) => api.call<Account>('POST', '/api/accounts', { accountName, currencyId, accountType: 'customer' });
    const karim = await make('کریم احمدی', 2);
    const karimUsd = await make('کریم دالری', 1);
    const nadia = await make('نادیه رحیمی', 2);
    await api.call<Transaction>('POST', '/api/transactions', { transType: 'Credit', outAccountId: 11, inAccountId: karim.id, currencyId: 2, dAmount: '5000', transDescription: 'Deposit' });

    const { page } = await browser.session();
    await page.setViewportSize(sizes.desktop);
    await signInViaApi(page, ADMIN);

    // Transfer 1,250.50 AFN from Karim to Nadia: its receipt opens on save.
    await page.goto('/transactions/transfer');
    await pickAccount(page, panel(page, 'Debit').getByRole('combobox'), karim.accountCode, `${karim.accountCode} - کریم احمدی`);
    await pickAccount(page, panel(page, 'Credit').getByRole('combobox'), nadia.accountCode, `${nadia.accountCode} - نادیه رحیمی`);
    await panel(page, 'Debit').getByLabel('Amount').fill('1250.50');
    await page.getByLabel('Debit Narrative').fill('کرایهٔ ماه حمل');
    const posting = page.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/api/transactions');
    await page.getByRole('button', { name: 'Save' }).click();
    const transfer = (await (await posting).json()) as Transaction;
    await expectToast(page, 'success', 'Transfer completed successfully');
    const dialog = page.getByRole('dialog', { name: en.receipts.title });
    const receipt = dialog.getByRole('article', { name: en.receipts.transferReceipt });
    await shown(receipt);
    await shown(receipt.getByText(letterhead.name));
    await shown(receipt.getByText(amountInWords('1250.50'), { exact: true }));
    await shown(receipt.getByText('Afghani', { exact: true }));
    // The balance right after this transfer, as the shop reads it, of the customer the receipt is for: the sender's
    // receipt says the shop owes Karim 3,749.50 and never shows Nadia's 1,250.50; the receiver's says only hers.
    await shown(receipt.getByText('3,749.50 AFN owed to'));
    expect(await receipt.getByText('1,250.50 AFN owed to').count()).toBe(0);
    await dialog.getByRole('radio', { name: `${nadia.accountCode} — نادیه رحیمی` }).check();
    await shown(receipt.getByText('1,250.50 AFN owed to'));
    expect(await receipt.getByText('3,749.50 AFN owed to').count()).toBe(0);
    expect(await receipt.getByText(en.receipts.copyMark, { exact: true }).count()).toBe(0);
    await dismissToasts(page);
    await shootDialog(page, 'receipt-transfer-dialog-en');

    // The print window gets the chosen paper and copies.
    await dialog.getByText(en.receipts.twoCopies).click();
    await dialog.getByText(en.receipts.rollWidth.replace('{{width}}', '58')).click();
    await expect.poll(() => dialog.getByText(en.receipts.copyFor.shop).count()).toBe(1);
    const popup = page.waitForEvent('popup');
    await dialog.getByRole('button', { name: en.receipts.print, exact: true }).click();
    const opened = await popup;
    expect(new URL(opened.url()).search).toBe('?width=58mm&copies=2&for=credit');
    await opened.close();
    await dialog.getByRole('button', { name: en.common.close }).first().click();

    // Exchange: the shop buys 100 USD from Karim's dollar account and sells 7,000 AFN into his afghani account.
    await page.goto('/transactions/exchange');
    await pickAccount(page, panel(page, 'Purchase').getByRole('combobox', { name: 'Account' }), karimUsd.accountCode, `${karimUsd.accountCode} - کریم دالری`);
    await pickAccount(page, panel(page, 'Selling').getByRole('combobox', { name: 'Account' }), karim.accountCode, `${karim.accountCode} - کریم احمدی`);
    await panel(page, 'Purchase').getByLabel('Amount', { exact: true }).fill('100');
    await page.getByLabel('Exchange Rate').fill('70');
    const exchangePosting = page.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/api/transactions');
    await page.getByRole('button', { name: 'Save' }).click();
    const exchanged = (await (await exchangePosting).json()) as Transaction;
    await expectToast(page, 'success', 'Exchange transaction created successfully');
    const exchange = dialog.getByRole('article', { name: en.receipts.exchangeReceipt });
    await shown(exchange);
    await shown(exchange.getByText('100.00 USD', { exact: true }));
    await shown(exchange.getByText('7,000.00 AFN', { exact: true }));
    await shown(exchange.getByText('10,749.50 AFN owed to'));
    await dismissToasts(page);
    await shootDialog(page, 'receipt-exchange-dialog-en');
    await dialog.getByRole('button', { name: en.common.close }).first().click();

    // A reprint from Search is marked COPY and still shows the balances right after the transfer, not today's.
    await page.goto(`/transactions/search?id=${transfer.id}`);
    await page.getByRole('button', { name: en.receipts.reprintOf.replace('{{id}}', String(transfer.id)) }).click();
    const reprintDialog = page.getByRole('dialog', { name: en.receipts.reprintTitle });
    const reprint = reprintDialog.getByRole('article', { name: en.receipts.transferReceipt });
    await shown(reprint.getByText(en.receipts.copyMark, { exact: true }));
    await shown(reprint.getByText('3,749.50 AFN owed to'));
    await shootDialog(page, 'receipt-reprint-dialog-en');

    // The printed pages in English: 58 mm (readable: nothing scaled, nothing past the edge), 80 mm, A4 with two copies.
    const roll58 = await printPage(page, transfer.id, 'width=58mm&reprint=1', 'receipt-print-58mm-en');
    const paper58 = roll58.locator('.receipt-paper');
    expect(await paper58.evaluate((el) => Math.round(el.getBoundingClientRect().width))).toBe(219);
    expect(await roll58.locator('.receipt').evaluate((el) => [getComputedStyle(el).zoom, parseFloat(getComputedStyle(el).fontSize) >= 11])).toEqual(['1', true]);
    await expectFitsPaper(paper58);
    await shown(roll58.getByText(en.receipts.copyMark, { exact: true }));
    await roll58.close();
    await (await printPage(page, exchanged.id, 'width=80mm', 'receipt-print-80mm-en')).close();
    // Two copies on A4 stand side by side: both on the one sheet (297 mm high at 96 px an inch: 1,123 px).
    const a4 = await printPage(page, transfer.id, 'width=A4&copies=2', 'receipt-print-a4-en');
    expect(await a4.locator('.receipt-paper').evaluate((el) => el.getBoundingClientRect().height)).toBeLessThan(1123);
    await a4.close();

    // Dari: the same reprint reads right to left in Dari words, with nothing left in English.
    await page.keyboard.press('Escape');
    const switched = await page.request.put('/api/auth/me/preferences', { data: { language: 'fa-AF', calendar: 'solar-hijri' } });
    expect(switched.status(), await switched.text()).toBe(200);
    await page.goto(`/transactions/search?id=${transfer.id}`);
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('fa-AF');
    // The id in the Dari label is a bidi isolate: the one row's Print button is found by its title.
    await page.locator(`button[title="${fa.receipts.reprint}"]`).click();
    const faDialog = page.getByRole('dialog', { name: fa.receipts.reprintTitle });
    const faReceipt = faDialog.getByRole('article', { name: fa.receipts.transferReceipt });
    await shown(faReceipt.getByText(fa.receipts.copyMark, { exact: true }));
    await shown(faReceipt.getByText(amountInWords('1250.50', 'fa-AF'), { exact: true }));
    await shown(faReceipt.getByText(fa.receipts.contactDefault));
    await shootDialog(page, 'receipt-reprint-dialog-fa-AF');

    for (const [width, name] of [
      ['58mm', 'receipt-print-58mm-fa-AF'],
      ['80mm', 'receipt-print-80mm-fa-AF'],
      ['A4', 'receipt-print-a4-fa-AF'],
    ] as const) {
      const print = await printPage(page, transfer.id, `width=${width}&reprint=1`, name);
      const article = print.locator('.receipt-paper article');
      expect(await article.getAttribute('dir')).toBe('rtl');
      // Latin letters on a Dari receipt are only codes (currency, account, the check code and the check page's address) and
      // the user's name; everything else is Dari.
      const check = await api.call<Receipt>('GET', `/api/transactions/${transfer.id}/receipt`);
      const codes = new RegExp(`\\b(AFN|admin|${karim.accountCode}|${nadia.accountCode})\\b`, 'g');
      const text = (await article.innerText()).replace(formatCheckCode(check.checkToken), '').replace(`${new URL(check.checkUrl).host}/check`, '').replace(codes, '');
      expect(text.match(/[A-Za-z]+/g)).toBeNull();
      if (width === '58mm') await expectFitsPaper(print.locator('.receipt-paper'));
      await print.close();
    }
  });

  it('lets an admin set the letterhead (a file that is no image refused when chosen), reprints from the statement, and prints the statement under the letterhead', { timeout: 90_000 }, async () => {
    const api = await ApiClient.login(app.baseUrl, ADMIN);
    const holder = await api.call<Account>('POST', '/api/accounts', { accountName: 'Wali Statement', currencyId: 2, accountType: 'customer' });
    const deposit = await api.call<Transaction>('POST', '/api/transactions', { transType: 'Credit', outAccountId: 11, inAccountId: holder.id, currencyId: 2, dAmount: '900', transDescription: 'Deposit' });
    const { page } = await browser.session();
    await page.setViewportSize(sizes.desktop);
    await signInViaApi(page, ADMIN);
    // The admin may have left Dari on in the test before.
    expect((await page.request.put('/api/auth/me/preferences', { data: { language: 'en', calendar: 'gregorian' } })).status()).toBe(200);

    await page.goto('/shop-settings');
    const card = page.locator('[aria-labelledby="letterhead-title"]');
    await shown(card);
    await card.getByLabel(en.shopSettings.name).fill('Herat Exchange');
    await card.getByLabel(en.shopSettings.phones).fill('+93 799 000 111');
    await card.getByLabel(en.shopSettings.logo, { exact: true }).setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: Buffer.from('not an image at all') });
    await shown(card.getByText(en.shopSettings.invalidFileType));
    await card.getByLabel(en.shopSettings.logo, { exact: true }).setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: Buffer.from(logo.split(',')[1]!, 'base64') });
    await shown(card.getByRole('img', { name: en.shopSettings.logoPreview }));
    await card.getByRole('button', { name: en.shopSettings.save }).click();
    await expectToast(page, 'success', en.shopSettings.saved);
    expect(await api.get('/api/settings/letterhead')).toMatchObject({ name: 'Herat Exchange', phones: '+93 799 000 111', logo });
    await dismissToasts(page);
    await card.scrollIntoViewIfNeeded();
    await shootDialog(page, 'letterhead-settings-en');

    // The statement's rows reprint their receipts; the printed statement carries the letterhead.
    await page.goto(`/accounts/view/${holder.id}/statement`);
    await page.getByRole('button', { name: en.receipts.reprintOf.replace('{{id}}', String(deposit.id)) }).click();
    const reprint = page.getByRole('dialog', { name: en.receipts.reprintTitle });
    // A deposit reads as the cash the shop received; its SPEC kind, Credit Voucher, stays under the title.
    const deposited = reprint.getByRole('article', { name: `${en.receipts.cashTitle.in} — ${en.receipts.creditVoucher}`, exact: true });
    await shown(deposited.getByText(en.receipts.copyMark, { exact: true }));
    await shown(deposited.getByRole('heading', { name: en.receipts.cashTitle.in }));
    await shown(deposited.getByText(en.receipts.receivedFrom, { exact: true }));
    await shown(reprint.getByText('900.00 AFN owed to'));
    await reprint.getByRole('button', { name: en.common.close }).first().click();
    await page.emulateMedia({ media: 'print' });
    await shown(page.getByText('Herat Exchange'));
    expect(await page.getByRole('button', { name: en.receipts.reprintOf.replace('{{id}}', String(deposit.id)) }).isVisible()).toBe(false);
    await page.screenshot({ path: path.join(screenshotDir, 'statement-print-letterhead-en.png'), fullPage: true });
    await page.emulateMedia({ media: 'screen' });

    const switched = await page.request.put('/api/auth/me/preferences', { data: { language: 'fa-AF' } });
    expect(switched.status()).toBe(200);
    await page.goto('/shop-settings');
    const faCard = page.locator('[aria-labelledby="letterhead-title"]');
    await shown(faCard.getByText(fa.shopSettings.letterhead));
    await faCard.scrollIntoViewIfNeeded();
    await shootDialog(page, 'letterhead-settings-fa-AF');
  });
});

