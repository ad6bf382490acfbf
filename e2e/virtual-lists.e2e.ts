import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Page, Route } from 'playwright-core';
import type { Account, HawalaDetail, Transaction } from '@sarafi/core';
import { signInViaApi, useBrowser } from './support/browser';
import { DashboardScreen } from './support/pages/dashboard';
import { hawalaFixture, PassHawalaScreen } from './support/pages/hawala';
import { importPartnerId } from './support/import-partner';
import { ADMIN, useServer } from './support/server';
import { eventually, shown } from './support/wait';

const app = useServer();
const browser = useBrowser(() => app.baseUrl);

/**
 * The front-end budget (docs/decisions.md, Security) for long lists: with 10,000 rows loaded, a list keeps fewer than 100 row nodes in the
 * DOM. The 10,000 rows are real records of this server copied with new ids, answered to the page in one response
 * (`page.route`), so the test measures the list and not the time it takes to post 10,000 hawalas.
 */
const count = 10_000;
const budget = 100;

const fulfilJson = (route: Route, body: unknown, headers: Record<string, string> = {}) =>
  route.fulfill({ status: 200, contentType: 'application/json', headers, body: JSON.stringify(body) });

async function hawalaRows(): Promise<HawalaDetail[]> {
  const api = await app.adminApi();
  const form = new FormData();
  form.append('transactionDate', '2026-11-20');
  form.append('senderAccountId', await importPartnerId(api));
  form.append('file', new Blob([readFileSync(hawalaFixture('clean.xlsx'))]), 'clean.xlsx');
  await api.upload('/api/hawala/import', form);
  const [one] = await api.call<HawalaDetail[]>('GET', '/api/hawala-details?limit=1');
  return Array.from({ length: count }, (_, i) => ({ ...one!, id: 100_000 - i, hawalaNo: `VL-${String(i).padStart(5, '0')}`, hawalaStatus: 'Pending' }));
}

/** Scrolls a list to its end and reports the row nodes in the DOM at the top and at the bottom. */
async function rowNodesWhileScrolling(page: Page, listSelector: string, rowSelector: string, lastRow: string) {
  const list = page.locator(listSelector).first();
  await shown(list.locator(rowSelector).first());
  const atTop = await list.locator(rowSelector).count();
  await list.evaluate((el) => el.scrollTo({ top: el.scrollHeight }));
  await eventually(async () => expect(await list.locator(`${rowSelector}:has-text("${lastRow}")`).count()).toBe(1));
  return { atTop, atBottom: await list.locator(rowSelector).count() };
}

describe('long lists stay virtualised', () => {
  it('search results: 10,000 transactions, fewer than 100 row nodes', async () => {
    const api = await app.adminApi();
    const account = await api.call<Account>('POST', '/api/accounts', { accountName: 'Long List', currencyId: 2, accountType: 'customer' });
    const posted = await api.call<Transaction>('POST', '/api/transactions', { transType: 'Credit', outAccountId: 11, inAccountId: account.id, currencyId: 2, dAmount: '10', transDescription: 'seed' });
    const rows = Array.from({ length: count }, (_, i) => ({ ...posted, id: 900_000 - i, transDescription: `row ${i}` }));

    const { page } = await browser.session();
    await signInViaApi(page, ADMIN);
    await page.route(/\/api\/transactions\?/, (route) => fulfilJson(route, rows));
    await page.goto('/transactions/search');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    const nodes = await rowNodesWhileScrolling(page, '[role="table"] [role="rowgroup"]:last-child', '[role="row"]', `row ${count - 1}`);
    expect(nodes.atTop).toBeLessThan(budget);
    expect(nodes.atBottom).toBeLessThan(budget);
    expect(await page.locator('[role="table"]').getAttribute('aria-rowcount')).toBe(String(count + 1));
  });

  it('pass hawala list and the dashboard card list: 10,000 hawalas, fewer than 100 row nodes', async () => {
    const rows = await hawalaRows();
    const { page } = await browser.session();
    await signInViaApi(page, ADMIN);
    await page.route(/\/api\/hawala-details\?/, (route) => fulfilJson(route, rows, { 'x-total-count': String(count) }));

    const pass = new PassHawalaScreen(page);
    await pass.open();
    const passNodes = await rowNodesWhileScrolling(page, '[data-testid="pass-hawala-list"]', 'li', rows.at(-1)!.hawalaNo);
    expect(passNodes.atTop).toBeLessThan(budget);
    expect(passNodes.atBottom).toBeLessThan(budget);

    const dashboard = new DashboardScreen(page);
    await dashboard.open();
    await dashboard.openCard('total');
    await eventually(async () => expect(await dashboard.showing().textContent()).toMatch(/^Showing 10,?000 of/));
    const modalNodes = await rowNodesWhileScrolling(page, '[role="dialog"] [data-testid="hawala-rows"]', 'li[data-hawala]', rows.at(-1)!.hawalaNo);
    expect(modalNodes.atTop).toBeLessThan(budget);
    expect(modalNodes.atBottom).toBeLessThan(budget);
  });
});
