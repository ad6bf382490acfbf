import { beforeAll, describe, expect, it } from 'vitest';
import type { Account, CashBookResponse, Transaction } from '@sarafi/core';
import type { ApiClient } from './support/api';
import { screenshot, signInViaApi, useBrowser } from './support/browser';
import { catalogues } from './support/i18n';
import { ADMIN, useServer } from './support/server';
import { eventually, shown } from './support/wait';

/*
 * docs/decisions.md, Books and day close, the cash book (roznamcha): the drawer's opening, every movement with its running balance, the totals and
 * the expected closing per currency, and the day's summary, as the API reports them, in English and in Dari.
 */
const app = useServer();
const browser = useBrowser(() => app.baseUrl);
const squash = (text: string | null) => text?.replace(/\s+/g, ' ').trim();

describe('cash book', () => {
  let api: ApiClient;
  let day: string;

  beforeAll(async () => {
    api = await app.adminApi();
    const afn = (await api.currency('AFN'))!;
    const customer = await api.call<Account>('POST', '/api/accounts', { accountName: 'Shabnam Roznamcha', currencyId: afn.id, accountType: 'customer' });
    const post = (transType: 'Credit' | 'Debit', amount: string, transDescription: string) =>
      api.call<Transaction>('POST', '/api/transactions', {
        transType,
        ...(transType === 'Credit' ? { outAccountId: 11, inAccountId: customer.id } : { outAccountId: customer.id, inAccountId: 11 }),
        currencyId: afn.id,
        dAmount: amount,
        transDescription,
      });
    day = (await post('Credit', '12500.50', 'Cash deposit')).transDate!;
    await post('Debit', '2000.25', 'Cash withdrawal');
  });

  it('shows opening, movements with running balance, totals, expected closing and the summary', async () => {
    const { page } = await browser.session();
    await signInViaApi(page, ADMIN);
    await page.goto(`/reports/cash-book?date=${day}`);
    const afn = page.getByTestId('cash-book-AFN');
    await shown(afn.getByText('Cash deposit'));
    expect(squash(await afn.getByTestId('opening').textContent())).toBe('؋ 0.00');
    const rows = afn.locator('tbody tr');
    expect(await rows.count()).toBe(2);
    expect(squash(await rows.nth(0).textContent())).toContain('12,500.50');
    expect(squash(await rows.nth(1).locator('td').nth(7).textContent())).toBe('10,500.25');
    expect(squash(await afn.getByTestId('total-in').textContent())).toBe('12,500.50');
    expect(squash(await afn.getByTestId('total-out').textContent())).toBe('2,000.25');
    expect(squash(await afn.getByTestId('closing').textContent())).toBe('؋ 10,500.25');
    const summary = page.getByTestId('cash-book-summary');
    // The summary totals the vouchers by the way their cash went, as the lines read.
    await shown(summary.getByRole('cell', { name: catalogues.en.transactions.cash.in, exact: true }));
    await shown(summary.getByRole('cell', { name: catalogues.en.transactions.cash.out, exact: true }));
    expect(await summary.getByTestId('hawalas-passed').textContent()).toBe('0');

    // The screen shows what the API reports.
    const book = await api.get<CashBookResponse>(`/api/reports/cash-book?date=${day}`);
    expect(book.currencies.find((c) => c.currencyCode === 'AFN')).toMatchObject({ opening: '0.00', totalIn: '12500.50', totalOut: '2000.25', closing: '10500.25' });
    await screenshot(page, 'cash-book');

    // The export is a workbook.
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: catalogues.en.books.export }).click();
    expect((await download).suggestedFilename()).toBe(`cash_book_${day}.xlsx`);
  });

  it('reads in Dari with translated types, and a range shows each line’s date', async () => {
    const { page } = await browser.session();
    await signInViaApi(page, ADMIN);
    await page.request.put('/api/auth/me/preferences', { data: { language: 'fa-AF' } });
    const dayBefore = new Date(Date.parse(`${day}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
    await page.goto(`/reports/cash-book?from=${dayBefore}&to=${day}`);
    const fa = catalogues['fa-AF'];
    await shown(page.getByRole('heading', { name: fa.books.cashBook.title }));
    const afn = page.getByTestId('cash-book-AFN');
    // A voucher reads by the way its cash went, not by its wire type (Credit, Debit).
    await shown(afn.getByRole('cell', { name: fa.transactions.cash.in, exact: true }));
    await shown(afn.getByRole('cell', { name: fa.transactions.cash.out, exact: true }));
    await eventually(async () => expect(await afn.locator('tbody tr').first().locator('time').count()).toBe(1));
    await screenshot(page, 'cash-book-fa');
  });
});
