import * as XLSX from '@e965/xlsx';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { Account, Hawala, Transaction } from '@sarafi/core';
import { screenshot, signInViaApi, useBrowser } from './support/browser';
import { importPartnerId } from './support/import-partner';
import { ADMIN, useServer } from './support/server';
import { eventually, gone, shown } from './support/wait';

const app = useServer();
const browser = useBrowser(() => app.baseUrl);

/** A partner's spreadsheet of one hawala: Trans No, Sender, Receiver, Amount, Exchange Rate, Currency, R Amount, … */
function sheet(row: (string | number)[]): Blob {
  const header = ['Trans No', 'Sender Name', 'Receiver Name', 'Amount', 'Exchange Rate', 'Currency', 'R Amount', 'Destination', 'Rate', 'Into USD'];
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet([header, row]), 'Hawalas');
  return new Blob([new Uint8Array(XLSX.write(book, { type: 'array', bookType: 'xlsx' }) as ArrayBuffer)]);
}

const palette = (page: Page) => page.getByRole('dialog', { name: 'Search everything' });
const paletteInput = (page: Page) => palette(page).getByRole('combobox', { name: 'Search everything' });

/** Ctrl+K, then the text; waits until the search for that text has answered. */
async function find(page: Page, text: string) {
  await page.keyboard.press('Control+k');
  await shown(palette(page));
  expect(await paletteInput(page).evaluate((input) => input === document.activeElement)).toBe(true);
  await paletteInput(page).fill(text);
  await gone(palette(page).getByText('Searching...'));
}

/** docs/decisions.md, Web and i18n: the Ctrl+K palette finds accounts, hawalas, a transaction by id and screens, keyboard only. */
describe('the command palette', () => {
  it('opens an account, an imported and a sent hawala, a transaction and a screen by keyboard; Escape gives focus back', async () => {
    const api = await app.adminApi();
    const hakimi = await api.call<Account>('POST', '/api/accounts', { accountName: 'Ahmad', lastName: 'Hakimi', phone: '+93 700 123 456', currencyId: 2, accountType: 'customer' });
    const deposit = await api.call<Transaction>('POST', '/api/transactions', { transType: 'Credit', inAccountId: hakimi.id, outAccountId: 11, currencyId: 2, dAmount: '2500', transDescription: 'Deposit' });
    const form = new FormData();
    form.set('file', sheet(['LN-9001', 'كريم سلطاني', 'Wali Ahmad', 100, 1, 'AFN', 100, 'Kabul', 1, 1.4]), 'partner.xlsx');
    form.set('transactionDate', '2026-11-20');
    form.set('senderAccountId', await importPartnerId(api));
    expect(await api.upload<{ importedCount: number }>('/api/hawala/import', form)).toMatchObject({ importedCount: 1 });
    const sent = await api.call<Hawala>('POST', '/api/hawala', { senderName: 'Rahim Sender', receiverName: 'مُحمّد نوري', amount: '5000', currency: 'AFN', exchangeRate: '1', commission: '0' });

    const { page } = await browser.session();
    await signInViaApi(page, ADMIN);
    await page.goto('/dashboard');
    await shown(page.getByTestId('sidebar-user'));

    // An account by the phone typed the local way: the row says who it is; Enter opens View Account.
    await find(page, '0700 123 456');
    const account = palette(page).getByRole('option', { name: new RegExp(`${hakimi.accountCode} - Ahmad Hakimi`) });
    await shown(account);
    expect(await account.getAttribute('aria-selected')).toBe('true');
    await screenshot(page, 'command-palette-account', { fullPage: false });
    await paletteInput(page).press('Enter');
    await gone(palette(page));
    await eventually(async () => expect(new URL(page.url()).pathname).toBe(`/accounts/view/${hakimi.id}`));

    // An imported hawala by its sender typed in Persian letters (ک, ی where the sheet has Arabic ك, ي).
    await find(page, 'کریم');
    const hawala = palette(page).getByRole('group', { name: 'Incoming hawalas' }).getByRole('option');
    await shown(hawala.getByText('LN-9001'));
    await paletteInput(page).press('Enter');
    await eventually(async () => expect(page.url()).toContain('/transactions/pass-hawala?q=LN-9001'));
    await eventually(async () => expect(await page.getByRole('searchbox').inputValue()).toBe('LN-9001'));
    await eventually(async () => expect(await page.getByTestId('hawala-count').textContent()).toMatch(/^1 /));

    // A hawala we sent, by its receiver typed without the harakat: the Outgoing tab opens searched for it.
    await find(page, 'محمد نوری');
    const outgoing = palette(page).getByRole('group', { name: 'Sent hawalas' }).getByRole('option');
    await shown(outgoing.getByText(sent.hawalaNumber));
    await paletteInput(page).press('Enter');
    await eventually(async () => expect(page.url()).toContain(`/transactions/pass-hawala?tab=outgoing&q=${sent.hawalaNumber}`));
    // Same screen, new address: the box takes the new search a render after the URL changes.
    await eventually(async () => expect(await page.getByRole('searchbox').inputValue()).toBe(sent.hawalaNumber));

    // A transaction by '#id': Search opens on exactly that transaction.
    await find(page, `#${deposit.id}`);
    await shown(palette(page).getByRole('option', { name: new RegExp(`Transaction #${deposit.id} · Credit`) }));
    await paletteInput(page).press('Enter');
    await eventually(async () => expect(new URL(page.url()).pathname).toBe('/transactions/search'));
    await eventually(async () => expect(await page.getByRole('row').locator('[role="cell"]:first-child').allTextContents()).toEqual([String(deposit.id)]));

    // Arrows move round the ends of the list.
    await find(page, 'hawala');
    const options = palette(page).getByRole('option');
    const selected = async () => (await options.evaluateAll((all) => all.findIndex((o) => o.getAttribute('aria-selected') === 'true'))) as number;
    expect(await selected()).toBe(0);
    await paletteInput(page).press('ArrowUp');
    expect(await selected()).toBe((await options.count()) - 1);
    await paletteInput(page).press('ArrowDown');
    expect(await selected()).toBe(0);
    await page.keyboard.press('Escape');

    // A fast typist: a screen's name and Enter before the searches have answered. Enter waits, then opens it.
    await page.route('**/api/accounts?*', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 700));
      await route.continue();
    });
    await page.keyboard.press('Control+k');
    await paletteInput(page).fill('exchange');
    await paletteInput(page).press('Enter');
    expect(await palette(page).isVisible()).toBe(true);
    await eventually(async () => expect(new URL(page.url()).pathname).toBe('/transactions/exchange'));

    // Escape closes and focus goes back to where it was.
    await page.goto('/dashboard');
    await shown(page.getByTestId('sidebar-user'));
    const menuSection = page.getByRole('button', { name: 'Reports' });
    await menuSection.focus();
    await page.keyboard.press('Control+k');
    await shown(palette(page));
    await page.keyboard.press('Escape');
    await gone(palette(page));
    expect(await menuSection.evaluate((button) => button === document.activeElement)).toBe(true);
  });
});
