import { mkdirSync } from 'node:fs';
import path from 'node:path';
import * as XLSX from '@e965/xlsx';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signInViaApi, useBrowser } from './support/browser';
import { catalogues } from './support/i18n';
import { importPartnerId } from './support/import-partner';
import { PassHawalaScreen } from './support/pages/hawala';
import { ADMIN, useServer } from './support/server';
import { eventually } from './support/wait';

/*
 * docs/decisions.md, Money and amounts, 'A figure that is not there is not 0.00': a dash, not 0.00. Into USD is an
 * optional column of a partner's sheet, so a hawala imported without it has none on Pass Hawala; the Send Hawala
 * summary has none before an amount is typed, and then shows it in the one money format, as the converted amount does.
 */
const app = useServer();
const browser = useBrowser(() => app.baseUrl);
const fa = catalogues['fa-AF'];
const shotsDir = '/tmp/shots/walk-in';
const squash = (text: string | null) => text?.replace(/[\s\u2066-\u2069]+/g, ' ').trim() ?? '';

/** A partner's sheet: Trans No, Sender, Receiver, Amount, Exchange Rate, Currency, R Amount, Destination, Into USD (blank when absent). */
function sheet(rows: (string | number | null)[][]): Blob {
  const header = ['Trans No', 'Sender Name', 'Receiver Name', 'Amount', 'Exchange Rate', 'Currency', 'R Amount', 'Destination', 'Into USD'];
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet([header, ...rows]), 'Hawalas');
  return new Blob([new Uint8Array(XLSX.write(book, { type: 'array', bookType: 'xlsx' }) as ArrayBuffer)]);
}

/** The value under a label of a details panel or beside it in the summary. */
const detailValue = async (detail: Locator, label: string) => squash(await detail.locator('div', { has: detail.page().locator('dt', { hasText: label }) }).last().locator('dd').textContent());

async function shot(page: Page, name: string) {
  if (process.env.E2E_SCREENSHOTS === '0') return;
  mkdirSync(shotsDir, { recursive: true });
  const before = page.viewportSize();
  for (const [label, size] of [['1366', { width: 1366, height: 768 }], ['390', { width: 390, height: 844 }]] as const) {
    await page.setViewportSize(size);
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    await page.screenshot({ path: path.join(shotsDir, `${name}-${label}.png`), fullPage: false, animations: 'disabled' });
  }
  if (before) await page.setViewportSize(before);
}

describe('hawala figures', () => {
  it('shows a dash for the dollar figure on Pass Hawala, and the figure where the sheet gave one', async () => {
    const api = await app.adminApi();
    const form = new FormData();
    form.set('file', sheet([['NU-1', 'کریم', 'ولی احمد', 7000, 1, 'AFN', 7000, 'کابل', null], ['NU-2', 'کریم', 'نسرین', 1400, 1, 'AFN', 1400, 'هرات', 20]]), 'partner.xlsx');
    form.set('transactionDate', '2026-11-20');
    form.set('senderAccountId', await importPartnerId(api));
    expect(await api.upload<{ importedCount: number }>('/api/hawala/import', form)).toMatchObject({ importedCount: 2 });

    const { page } = await browser.session({ width: 1366, height: 768 });
    await signInViaApi(page, ADMIN);
    await page.request.put('/api/auth/me/preferences', { data: { language: 'fa-AF' } });
    const pass = new PassHawalaScreen(page, fa);
    await pass.open();
    const dollarsIn = async (hawalaNo: string) => squash(await pass.row(hawalaNo).textContent()).split(fa.hawala.amounts.intoUsd).at(-1)?.trim();
    expect(await dollarsIn('NU-1')).toBe('—');
    expect(await dollarsIn('NU-2')).toBe('$ 20.00');

    await pass.select('NU-1');
    expect(await detailValue(pass.detail(), fa.hawala.pass.fields.usdAmount)).toBe('—');
    await shot(page, 'pass-hawala-no-into-usd-fa');
    await pass.select('NU-2');
    expect(await detailValue(pass.detail(), fa.hawala.pass.fields.usdAmount)).toBe('$ 20.00');
  });

  it('the Send Hawala summary shows dashes until an amount is typed, then the figures in the money format', async () => {
    const { page } = await browser.session({ width: 1366, height: 768 });
    await signInViaApi(page, ADMIN);
    await page.request.put('/api/auth/me/preferences', { data: { language: 'fa-AF' } });
    await page.goto('/transactions/hawala');
    const summary = page.getByTestId('hawala-summary');
    const form = fa.hawala.form;
    await eventually(async () => expect(await detailValue(summary, form.receiveAmount)).toBe('—'));
    expect(await detailValue(summary, form.sendAmount)).toBe('—');
    expect(await detailValue(summary, form.takenInCash)).toBe('—');
    await shot(page, 'send-hawala-empty-fa');

    await page.getByLabel(form.amount, { exact: true }).fill('68750');
    await page.getByLabel(form.exchangeRate, { exact: true }).fill('68.75');
    await page.getByLabel(form.notes).focus();
    await eventually(async () => expect(await page.getByLabel(form.convertedAmount).inputValue()).toBe('1,000.00'));
    expect(await detailValue(summary, form.sendAmount)).toBe('؋ 68,750.00');
    expect(await detailValue(summary, form.takenInCash)).toBe('؋ 68,750.00');
    expect(await detailValue(summary, form.receiveAmount)).toBe('$ 1,000.00');
    await shot(page, 'send-hawala-typed-fa');
  });
});
