import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as XLSX from '@e965/xlsx';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import type { Account, Currency } from '@sarafi/core';
import { signInViaApi, useBrowser } from './support/browser';
import { catalogues } from './support/i18n';
import { ImportHawalaScreen, PassHawalaScreen } from './support/pages/hawala';
import { pickAccount } from './support/pages/transactions';
import { dismissToasts } from './support/pages/toasts';
import { ADMIN, useServer } from './support/server';
import { gone, shown } from './support/wait';

/*
 * A fresh install with no demo data, so no account coded 2001 (docs/decisions.md, Hawala import): the owner opens a
 * Dubai partner in USD, imports a sheet naming it as the sender, sees Amount in dollars, pays one hawala out, and the
 * receiver's slip names the partner.
 */
const app = useServer();
const browser = useBrowser(() => app.baseUrl);
const en = catalogues.en;
const fa = catalogues['fa-AF'];
const shotsDir = '/tmp/shots/hawala';
const sizes = [['desktop', { width: 1366, height: 768 }], ['mobile', { width: 390, height: 844 }]] as const;

const files = mkdtempSync(path.join(os.tmpdir(), 'sarafi-e2e-any-partner-'));
afterAll(() => rmSync(files, { recursive: true, force: true }));

async function shots(page: Page, name: string) {
  if (process.env.E2E_SCREENSHOTS === '0') return;
  mkdirSync(shotsDir, { recursive: true });
  for (const [label, size] of sizes) {
    await page.setViewportSize(size);
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    await page.screenshot({ path: path.join(shotsDir, `${name}-${label}.png`), animations: 'disabled' });
  }
  await page.setViewportSize(sizes[0][1]);
}

/** Ctrl+K on the dashboard, then the text; the palette's option for it once the search has answered. */
async function paletteHit(page: Page, t: typeof en, text: string) {
  await page.goto('/dashboard');
  await shown(page.getByTestId('sidebar-user'));
  await page.keyboard.press('Control+k');
  const palette = await shown(page.getByRole('dialog', { name: t.palette.title }));
  await palette.getByRole('combobox', { name: t.palette.title }).fill(text);
  return shown(palette.getByRole('option').filter({ hasText: text }));
}

function dubaiSheet(): string {
  const header = ['Trans No', 'Sender Name', 'Receiver Name', 'Amount', 'Exchange Rate', 'Currency', 'R Amount', 'Destination', 'Rate', 'Into USD'];
  const rows = [
    ['DXB-503', 'Yusuf Rahimi', 'Wali Ahmad', 2000, 69.8, 'AFN', 139600, 'Kabul', 1, 2000],
    ['DXB-504', 'Omar Zaki', 'Nasir Safi', 150, 1, 'USD', 150, 'Herat', 1, 150],
  ];
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet([header, ...rows]), 'Hawalas');
  const file = path.join(files, 'dubai.xlsx');
  writeFileSync(file, XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer);
  return file;
}

describe('hawalas from any partner, in a shop without account 2001', () => {
  it('imports a Dubai sheet naming its partner, shows Amount in USD, passes a hawala and the slip names the partner', async () => {
    const api = await app.adminApi();
    expect((await api.call<Account[]>('GET', '/api/accounts?q=2001')).filter((a) => a.accountCode === '2001')).toEqual([]);
    const usd = (await api.call<Currency[]>('GET', '/api/currencies')).find((c) => c.code === 'USD')!;
    const dubai = await api.call<Account>('POST', '/api/accounts', { accountName: 'Dubai Partner', currencyId: usd.id, accountType: 'hawala_partner' });

    const { page } = await browser.session({ width: 1366, height: 768 });
    await signInViaApi(page, ADMIN);
    const importer = new ImportHawalaScreen(page, en);
    await importer.open();
    await pickAccount(page, page.getByRole('combobox', { name: en.hawala.import.sender }), 'Dubai', `${dubai.accountCode} - Dubai Partner`);
    await importer.choose(dubaiSheet());
    await shown(page.getByText(en.hawala.import.columnNote.senderCode));
    await shots(page, 'import-en');
    expect(await importer.preview()).toEqual(['DXB-503', 'DXB-504']);
    await shown(importer.dialog().getByTestId('preview-sender').getByText('Dubai Partner'));
    // Amount in the partner's dollars, the payout in afghanis: no pound sign anywhere.
    const first = importer.dialog().getByRole('row').filter({ hasText: 'DXB-503' });
    expect((await first.textContent())?.replace(/[\u2066-\u2069]/g, '')).toContain('$ 2,000.00');
    expect(await importer.dialog().textContent()).not.toContain('£');
    await shots(page, 'preview-en');
    await importer.importFromPreview(2);
    await page.locator('[role="dialog"]:has([data-outcome])').getByRole('button', { name: en.common.close, exact: true }).first().click();
    await gone(page.locator('[data-outcome]'));
    await dismissToasts(page);

    // The remembered partner comes back with the screen.
    await importer.open();
    await shown(page.getByRole('combobox', { name: en.hawala.import.sender }).and(page.locator(`[value*="Dubai Partner"]`)));

    const pass = new PassHawalaScreen(page, en);
    await pass.open();
    await pass.select('DXB-503');
    await shown(pass.detail().getByText('Dubai Partner'));
    // AFN 139,600 is above the walk-in threshold: the receiver shows an ID, and the slip prints it.
    const receiverId = page.getByRole('group', { name: en.hawala.pass.receiverId });
    await receiverId.getByLabel(en.compliance.idType).selectOption('tazkira');
    await receiverId.getByLabel(en.compliance.idNumber).fill('1400-0101-12345');
    await pass.button(en.hawala.pass.confirm).click();
    const slip = await shown(page.getByRole('dialog'));
    await shown(slip.getByText('Dubai Partner'));
    expect(await slip.textContent()).toContain('1400-0101-12345');
    await shots(page, 'slip-en');
    await slip.getByRole('button', { name: en.common.close, exact: true }).first().click();
    await shown(pass.button(en.hawala.pass.alreadyPassed));

    // The palette shows the amount in its currency and the payout in the payout currency, labelled.
    const hit = await paletteHit(page, en, 'DXB-503');
    const text = (await hit.textContent())?.replace(/[\u2066-\u2069]/g, '') ?? '';
    expect(text).toContain(`${en.palette.amount} $ 2,000.00`);
    expect(text).toContain(`${en.palette.payout} ؋ 139,600.00`);
    await shots(page, 'palette-en');
    await page.keyboard.press('Escape');
    await shown(page.getByTestId('recent-hawala').getByText('DXB-503'));
    await shots(page, 'dashboard-en');
    await page.getByTestId('hawalas-today').getByRole('button').first().click();
    await shown(page.getByRole('dialog').locator('[data-hawala="DXB-503"]'));
    await shots(page, 'today-list-en');
  });

  it('reads the same in Dari: import screen, preview, palette, dashboard, the Pass detail and the slip', async () => {
    const api = await app.adminApi();
    await api.call('PUT', '/api/auth/me/preferences', { language: 'fa-AF' });
    try {
      const { page } = await browser.session({ width: 1366, height: 768 });
      await signInViaApi(page, ADMIN);
      const importer = new ImportHawalaScreen(page, fa);
      await importer.open('Dubai');
      await importer.choose(dubaiSheet());
      await shots(page, 'import-fa');
      await importer.preview();
      await shots(page, 'preview-fa');
      await paletteHit(page, fa, 'DXB-503');
      await shots(page, 'palette-fa');
      await page.keyboard.press('Escape');
      await shown(page.getByTestId('recent-hawala').getByText('DXB-503'));
      await shots(page, 'dashboard-fa');
      const pass = new PassHawalaScreen(page, fa);
      await pass.open();
      await pass.select('DXB-503');
      await shots(page, 'pass-fa');
      await pass.select('DXB-504');
      await pass.button(fa.hawala.pass.confirm).click();
      const slip = await shown(page.getByRole('dialog'));
      await shown(slip.getByText('Dubai Partner'));
      await shots(page, 'slip-fa');
    } finally {
      await api.call('PUT', '/api/auth/me/preferences', { language: 'en' });
    }
  });
});
