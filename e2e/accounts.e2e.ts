import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import * as XLSX from '@e965/xlsx';
import type { Page } from 'playwright-core';
import type { Account, AccountListItem } from '@sarafi/core';
import { ApiClient } from './support/api';
import { screenshot, signInViaApi, useBrowser } from './support/browser';
import { ADMIN, useServer } from './support/server';
import { eventually, gone, shown } from './support/wait';
import { dismissToasts } from './support/pages/toasts';

const app = useServer();
const browser = useBrowser(() => app.baseUrl);

const files = mkdtempSync(path.join(os.tmpdir(), 'sarafi-e2e-images-'));
const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
const picturePath = path.join(files, 'passport-photo.png');
const signaturePath = path.join(files, 'signature.png');
const fakePngPath = path.join(files, 'notes-renamed.png');
const textPath = path.join(files, 'notes.txt');
writeFileSync(picturePath, png);
writeFileSync(signaturePath, png);
writeFileSync(fakePngPath, 'these are notes, not a picture');
writeFileSync(textPath, 'plain text');
afterAll(() => rmSync(files, { recursive: true, force: true }));

async function toastText(page: Page, kind: 'success' | 'error', text: string) {
  await shown(page.locator(`[data-sonner-toast][data-type="${kind}"]`).filter({ hasText: text }));
}

async function accounts(api: ApiClient, q: string) {
  return api.get<AccountListItem[]>(`/api/accounts?q=${encodeURIComponent(q)}`);
}

describe('accounts', () => {
  it('creates an account with picture and signature, refusing a renamed text file, and keeps the new code shown', async () => {
    const api = await ApiClient.login(app.baseUrl, ADMIN);
    const { page } = await browser.session();
    await signInViaApi(page, ADMIN);
    await page.goto('/accounts/new');
    await shown(page.getByRole('heading', { name: 'Accounts' }));
    expect(await page.getByLabel('Account Code').inputValue()).toBe('Auto-generated');

    // Not an image by type: refused in the browser.
    await page.getByLabel('Upload picture').setInputFiles(textPath);
    await toastText(page, 'error', 'Please select an image file for the picture');

    await page.getByLabel('Account Name').fill('Zarghona');
    await page.getByLabel('Last Name').fill('Rahimi');
    await page.getByLabel('Father Name').fill('Abdul Rahim');
    await page.getByLabel('Tazkira Number').fill('1400-0101-55555');
    await page.getByLabel('Email Address').fill('zarghona@example.af');
    await page.getByLabel('Phone Number').fill('+93 70 555 1234');
    await page.getByLabel('Date of Birth').fill('1991-03-04');
    await page.getByLabel('Currency').selectOption({ label: 'AFN - Afghan Afghani' });
    await page.getByLabel('Address', { exact: true }).fill('Karte Char, Kabul');
    await page.getByLabel('Company').check();
    // Labelled image/png by its name, but its bytes are text: it does not decode, so it is refused as it is chosen
    // (docs/decisions.md, Accounts), and no preview stands in for it. The server refuses such bytes too (accounts.test.ts).
    await dismissToasts(page);
    await page.getByLabel('Upload picture').setInputFiles(fakePngPath);
    await toastText(page, 'error', 'Please select an image file for the picture');
    expect(await page.getByRole('button', { name: 'Remove picture' }).count()).toBe(0);
    await page.getByLabel('Upload signature').setInputFiles(signaturePath);
    await page.getByLabel('Upload picture').setInputFiles(picturePath);
    await screenshot(page, 'account-new-filled');
    await page.getByRole('button', { name: 'Save' }).click();
    await toastText(page, 'success', 'Account created successfully! Code: AC1000');
    await eventually(async () => expect(await page.getByLabel('Account Code').inputValue()).toBe('AC1000'));
    expect(await page.getByLabel('Account Name').inputValue()).toBe('');

    const [stored] = await accounts(api, 'Zarghona');
    const account = await api.get<Account>(`/api/accounts/${stored!.id}`);
    expect(account).toMatchObject({
      accountCode: 'AC1000',
      accountName: 'Zarghona',
      lastName: 'Rahimi',
      dateOfBirth: '1991-03-04',
      currency: 'AFN',
      accountType: 'company',
      accountStatus: 'active',
      phone: '+93 70 555 1234',
    });
    const picture = await fetch(`${app.baseUrl}${account.picture}`, { headers: { cookie: await cookieOf(page) } });
    expect(picture.headers.get('content-type')).toBe('image/png');
  });

  it('finds the account in the server-searched list, views it, and exports the filtered list', async () => {
    const api = await ApiClient.login(app.baseUrl, ADMIN);
    await api.call('POST', '/api/accounts', { accountName: 'Habib', lastName: 'Safi', currencyId: 1 });
    const { page } = await browser.session();
    await signInViaApi(page, ADMIN);
    await page.goto('/accounts/edit');
    await shown(page.getByRole('heading', { name: 'Edit Account' }));
    const search = page.getByPlaceholder('Search by account number, name, father name, phone or tazkira...');
    await search.fill('ZARGH');
    await shown(page.getByTestId('account-row-AC1000'));
    await gone(page.getByText('Habib'));
    expect(await page.getByTestId('account-row-AC1000').textContent()).toContain('+93 70 555 1234');
    await screenshot(page, 'account-list-search');

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export Report' }).click();
    const file = await (await download).path();
    const rows = XLSX.utils.sheet_to_json<Record<string, string>>(XLSX.read(readFileSync(file!)).Sheets.Accounts!);
    expect(rows.map((r) => r['Account Code'])).toEqual(['AC1000']);
    expect(rows[0]).toMatchObject({ 'Account Name': 'Zarghona', Currency: 'AFN', 'Account Type': 'Company' });

    await search.fill('nobody-has-this-name');
    await shown(page.getByText('No accounts found matching your search'));

    await search.fill('AC1000');
    await page.getByTestId('account-row-AC1000').getByRole('link', { name: 'View' }).click();
    await shown(page.getByRole('heading', { name: 'Personal Information' }));
    for (const text of ['Zarghona Rahimi', 'AC1000', 'Abdul Rahim', '1400-0101-55555', 'Karte Char, Kabul', 'Documents', 'Afghan Afghani']) {
      await shown(page.getByText(text, { exact: false }));
    }
    await shown(page.getByRole('img', { name: 'Picture' }));
    await screenshot(page, 'account-view');
  });

  it('edits through the dialog and through /accounts/edit/{id}', async () => {
    const api = await ApiClient.login(app.baseUrl, ADMIN);
    const [row] = await accounts(api, 'AC1000');
    const { page } = await browser.session();
    await signInViaApi(page, ADMIN);
    await page.goto('/accounts/edit');
    await page.getByTestId('account-row-AC1000').getByRole('button', { name: 'Edit' }).click();
    const dialog = page.getByRole('dialog');
    await shown(dialog.getByLabel('Account Name'));
    expect(await dialog.getByLabel('Date of Birth').inputValue()).toBe('1991-03-04');
    expect(await dialog.getByLabel('Currency').inputValue()).toBe('2');
    // Edit offers three statuses only (docs/architecture.md, States and transitions).
    expect(await dialog.getByLabel('Account Status').locator('option').allTextContents()).toEqual(['Active', 'Inactive', 'Suspended']);
    await dialog.getByLabel('Phone Number').fill('+93 70 999 0000');
    await screenshot(page, 'account-edit-dialog');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await toastText(page, 'success', 'Account updated successfully');
    await gone(dialog);
    expect((await api.get<Account>(`/api/accounts/${row!.id}`)).phone).toBe('+93 70 999 0000');

    await page.goto(`/accounts/edit/${row!.id}`);
    await shown(page.getByLabel('Account Status'));
    await page.getByLabel('Account Status').selectOption('suspended');
    await page.getByRole('button', { name: 'Remove signature' }).click();
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL('**/accounts/edit');
    const after = await api.get<Account>(`/api/accounts/${row!.id}`);
    expect(after).toMatchObject({ accountStatus: 'suspended', signature: null, phone: '+93 70 999 0000' });
    expect(after.picture).not.toBeNull();

    // A closed account's dialog shows Closed (docs/decisions.md, Accounts), not the first status offered, and Save keeps it closed.
    await api.call('PATCH', `/api/accounts/${row!.id}`, { accountStatus: 'closed' });
    await page.reload();
    await dismissToasts(page);
    await page.getByTestId('account-row-AC1000').getByRole('button', { name: 'Edit' }).click();
    await shown(dialog.getByLabel('Account Name'));
    expect(await dialog.getByLabel('Account Status').inputValue()).toBe('closed');
    expect(await dialog.getByLabel('Account Status').locator('option').allTextContents()).toEqual(['Active', 'Inactive', 'Suspended', 'Closed']);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await toastText(page, 'success', 'Account updated successfully');
    expect((await api.get<Account>(`/api/accounts/${row!.id}`)).accountStatus).toBe('closed');

    await page.goto('/accounts/view/99999');
    await shown(page.getByRole('heading', { name: 'Account Not Found' }));
    await shown(page.getByText("The account you're looking for doesn't exist."));
    await page.goto('/accounts/edit/99999');
    await shown(page.getByText("The account you're trying to edit doesn't exist."));
  });

  it('numbers new accounts from an account-number setting', async () => {
    const { page } = await browser.session();
    await signInViaApi(page, ADMIN);
    await page.goto('/account-settings');
    await shown(page.getByText('No account number settings found'));
    await page.getByRole('button', { name: 'Save Setting' }).click();
    await shown(page.getByText('Please select a currency'));
    await page.getByLabel('Currency', { exact: true }).selectOption('USD');
    await page.getByLabel('Start Number').fill('2000');
    await page.getByRole('button', { name: 'Save Setting' }).click();
    await toastText(page, 'success', 'Account number setting saved successfully');
    await shown(page.getByTestId('setting-USD'));
    await screenshot(page, 'account-settings');

    await page.goto('/accounts/new');
    await page.getByLabel('Account Name').fill('Dollar Customer');
    await page.getByLabel('Currency').selectOption({ label: 'USD - US Dollar' });
    await page.getByRole('button', { name: 'Save' }).click();
    await toastText(page, 'success', 'Account created successfully! Code: 2000');
  });
});

async function cookieOf(page: Page) {
  const cookies = await page.context().cookies();
  return cookies.map((c) => `${c.name}=${c.value}`).join('; ');
}
