import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { Account, Transaction } from '@sarafi/core';
import { faAF } from '../apps/web/src/i18n/fa-AF';
import { screenshot, signInViaApi, useBrowser } from './support/browser';
import { ADMIN, useServer } from './support/server';
import { eventually, shown } from './support/wait';

const app = useServer();
const browser = useBrowser(() => app.baseUrl);

/** Fills a Solar Hijri date group (day and month selects, year field) found by its label. */
async function enterHijri(page: Page, label: string, day: number, month: string, year: number) {
  const group = page.getByRole('group', { name: label, exact: true });
  await group.getByLabel('Day').selectOption(String(day));
  await group.getByLabel('Month').selectOption({ label: month });
  await group.getByLabel('Year').fill(String(year));
  return group;
}

async function setPreferences(page: Page, preferences: { calendar?: string; language?: string }) {
  const response = await page.request.put('/api/auth/me/preferences', { data: preferences });
  expect(response.status(), await response.text()).toBe(200);
}

describe('the Solar Hijri calendar preference', () => {
  it('shows Hijri dates and takes a Hijri date to find a transaction, stored and sent as ISO Gregorian', async () => {
    const api = await app.adminApi();
    const account = (accountName: string) => api.call<Account>('POST', '/api/accounts', { accountName, currencyId: 2, accountType: 'customer' });
    const karim = await account('Karim Hijri');
    const nadia = await account('Nadia Hijri');
    const post = (transDate: string, transDescription: string) =>
      api.call<Transaction>('POST', '/api/transactions', {
        transType: 'Transfer', outAccountId: karim.id, inAccountId: nadia.id, currencyId: 2, dAmount: '100', transDescription, cTransDescription: transDescription, transDate,
      });
    const nowruz = await post('2026-03-21', 'Nowruz gift'); // 1 Hamal 1405
    const eve = await post('2026-03-20', 'New year eve'); // 29 Hut 1404

    const { page } = await browser.session();
    await signInViaApi(page, ADMIN);
    await setPreferences(page, { calendar: 'solar-hijri' });

    // Search: the dates in the results are Hijri, and a Hijri date entry finds the transaction of that day.
    await page.goto('/transactions/search');
    await shown(page.getByRole('heading', { name: 'Search Transactions' }));
    await page.getByRole('button', { name: 'New Search' }).click();
    await page.getByLabel('Search What').selectOption('transfer');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    const row = (id: number) => page.getByRole('row').filter({ has: page.locator('[role="cell"]:first-child', { hasText: new RegExp(`^${id}$`) }) });
    await shown(row(nowruz.id).getByText('1 Hamal 1405', { exact: true }));
    await shown(row(eve.id).getByText('29 Hut 1404', { exact: true }));
    expect(await row(nowruz.id).locator('time').getAttribute('datetime')).toBe('2026-03-21');

    // No native date input with this calendar; an impossible day says why and sends nothing.
    expect(await page.locator('input[type="date"]').count()).toBe(0);
    const group = await enterHijri(page, 'Transaction Date', 30, 'Hut', 1404);
    await shown(group.locator('..').getByText('Hut 1404 has 29 days'));
    await enterHijri(page, 'Transaction Date', 1, 'Hamal', 1405);
    await shown(page.getByText('Gregorian: 2026-03-21'));
    const request = page.waitForRequest((r) => r.url().includes('date='));
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    expect(new URL((await request).url()).searchParams.get('date')).toBe('2026-03-21');
    await eventually(async () => {
      const ids = (await page.getByRole('row').locator('[role="cell"]:first-child').allTextContents()).map(Number);
      expect(ids).toEqual([nowruz.id]);
    });
    await screenshot(page, 'calendar-search-hijri');

    // Statement: a Hijri From date, and Hijri dates on the lines.
    await page.goto(`/accounts/view/${karim.id}/statement`);
    await enterHijri(page, 'From', 25, 'Hut', 1404);
    await page.getByRole('button', { name: 'Show' }).click();
    await shown(page.getByRole('cell', { name: '1 Hamal 1405', exact: true }));
    await shown(page.getByRole('cell', { name: '29 Hut 1404', exact: true }));
    await screenshot(page, 'calendar-statement-hijri');

    // Dari month names, Western digits, isolated right to left.
    await setPreferences(page, { language: 'fa-AF' });
    await page.goto('/transactions/search');
    await page.getByRole('button', { name: faAF.search.newSearch }).click();
    await page.getByLabel(faAF.search.searchWhat, { exact: true }).selectOption('transfer');
    await page.getByRole('button', { name: faAF.search.search, exact: true }).click();
    await shown(page.getByRole('row').locator('time').first());
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('fa-AF');
    await shown(row(nowruz.id).getByText('1 حمل 1405', { exact: true }));

    // Back to Gregorian: the ISO day in the list and in the date field, which takes it as typed.
    await setPreferences(page, { calendar: 'gregorian', language: 'en' });
    await page.goto('/transactions/search');
    await page.getByLabel('Search What').selectOption('transfer');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await shown(row(nowruz.id).getByText('2026-03-21', { exact: true }));
    const dateField = page.getByLabel('Transaction Date');
    await dateField.fill('2026-03-21');
    expect(await dateField.inputValue()).toBe('2026-03-21');
  });
});
