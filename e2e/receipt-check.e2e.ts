import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { formatCheckCode, type Account, type Receipt, type Transaction } from '@sarafi/core';
import { screenshot, screenshotDir, signInViaApi, useBrowser } from './support/browser';
import { catalogues } from './support/i18n';
import { ADMIN, useServer } from './support/server';
import { shown } from './support/wait';

const app = useServer();
const browser = useBrowser(() => app.baseUrl);
const fa = catalogues['fa-AF'];
const ps = catalogues.ps;

/** The print page as the printer gets it, saved as the paper alone. */
async function printed(page: Page, id: number, width: string): Promise<Page> {
  const print = await page.context().newPage();
  await print.addInitScript(() => {
    window.print = () => undefined;
  });
  await print.emulateMedia({ media: 'print' });
  await print.goto(`/print/receipt/${id}?width=${width}`);
  await shown(print.locator('.receipt-paper article').first());
  mkdirSync(screenshotDir, { recursive: true });
  await print.locator('.receipt-paper').screenshot({ path: path.join(screenshotDir, `receipt-check-print-${width}.png`), animations: 'disabled' });
  return print;
}

describe('a receipt a customer can check', () => {
  it('prints a QR code and check code on every width; the QR code opens the public check page in Dari, which reads valid, then changed', async () => {
    const admin = await app.adminApi();
    await admin.call('PUT', '/api/settings/letterhead', { name: 'صرافی کابل', address: 'شهر نو', phones: '+93 700 123 456', logo: null });
    const karim = await admin.call<Account>('POST', '/api/accounts', { accountName: 'Karim Ahmadi', currencyId: 2, accountType: 'customer', phone: '0700111222' });
    const deposit = await admin.call<Transaction>('POST', '/api/transactions', { transType: 'Credit', outAccountId: 11, inAccountId: karim.id, currencyId: 2, dAmount: '2500', transDescription: 'Deposit' });
    const receipt = await admin.call<Receipt>('GET', `/api/transactions/${deposit.id}/receipt`);

    const { page } = await browser.session();
    await signInViaApi(page, ADMIN);
    let target = '';
    for (const width of ['58mm', '80mm', 'A4']) {
      const print = await printed(page, deposit.id, width);
      const qr = print.getByTestId('receipt-check-qr').first();
      target = (await qr.getAttribute('data-qr-text')) ?? '';
      expect(target).toBe(receipt.checkUrl);
      expect(await print.getByTestId('receipt-check-code').first().textContent()).toBe(formatCheckCode(receipt.checkToken));
      await print.close();
    }

    // The customer scans the QR code: a phone with no session at the shop's address.
    const { page: phone } = await browser.session({ width: 390, height: 844 });
    await phone.goto(target);
    const state = await shown(phone.getByTestId('check-state'));
    expect(await state.textContent()).toBe(fa.check.states.valid);
    expect(await phone.evaluate(() => document.documentElement.dir)).toBe('rtl');
    await shown(phone.getByText('صرافی کابل', { exact: true }));
    await shown(phone.getByText(fa.check.docTypes.Credit, { exact: true }));
    const text = await phone.getByTestId('check-page').innerText();
    for (const leak of ['Karim', '0700111222', 'Deposit']) expect(text).not.toContain(leak);
    await screenshot(phone, 'receipt-check-valid-fa');

    // The document is edited after printing: the same paper now reads "changed".
    const edited = await admin.call<Transaction>('PUT', `/api/transactions/${deposit.id}`, {
      transType: 'Credit',
      outAccountId: 11,
      inAccountId: karim.id,
      currencyId: 2,
      dAmount: '250',
      transDescription: 'Deposit',
      transDate: deposit.transDate,
      updatedAt: deposit.updatedAt,
    });
    expect(edited.dAmount).toBe('250.00');
    await phone.reload();
    expect(await (await shown(phone.getByTestId('check-state'))).textContent()).toBe(fa.check.states.changed);
    await screenshot(phone, 'receipt-check-changed-fa');

    // In Pashto, and a made-up code typed on the page answers "no match".
    await phone.goto('/check?lang=ps');
    await phone.getByLabel(ps.check.codeLabel).fill('ABCD-EFGH-IJKL-MNOP-QRST-UVWX');
    await phone.getByRole('button', { name: ps.check.submit }).click();
    expect(await (await shown(phone.getByTestId('check-not-found'))).textContent()).toBe(ps.check.notFound);
    await screenshot(phone, 'receipt-check-not-found-ps');
  });
});
