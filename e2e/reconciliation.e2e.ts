import * as XLSX from '@e965/xlsx';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Account, HawalaDetail, ReconciliationHeader } from '@sarafi/core';
import type { ApiClient } from './support/api';
import { screenshot, signInViaApi, useBrowser } from './support/browser';
import { catalogues } from './support/i18n';
import { ADMIN, useServer } from './support/server';
import { eventually, shown } from './support/wait';

const app = useServer();
const browser = useBrowser(() => app.baseUrl);
const t = catalogues.en;

const xlsx = (rows: unknown[][], sheetName: string) => {
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows), sheetName);
  return new Uint8Array(XLSX.write(book, { type: 'array', bookType: 'xlsx' }) as ArrayBuffer);
};

/*
 * docs/decisions.md, Reconciliation: partner 2001 is paid three hawalas today (RC-1 100, RC-2 250, RC-4 75 USD). Its own sheet, in its own
 * column names, lists RC-1, RC-2 typed as 205, and RC-3 we never paid: the clerk uploads it, takes the proposed
 * mapping and reconciles; one line lands in each group.
 */
describe('reconciliation of a partner’s own sheet', () => {
  let api: ApiClient;
  let partner: Account;
  const today = new Date().toISOString().slice(0, 10);

  beforeAll(async () => {
    api = await app.adminApi();
    // Imported hawalas name sender code 2001: the partner takes that code, the first of its currency's numbers.
    await api.call('POST', '/api/account-number-settings', { currency: 'PKR', startNumber: 2001 });
    const pkr = (await api.currency('PKR'))!;
    partner = await api.call<Account>('POST', '/api/accounts', { accountName: 'London Partner', currencyId: pkr.id, accountType: 'hawala_partner' });
    expect(partner.accountCode).toBe('2001');
    const header = ['Trans No', 'Sender Name', 'Receiver Name', 'Amount', 'Exchange Rate', 'Currency', 'R Amount', 'Destination'];
    const form = new FormData();
    form.set('file', new Blob([xlsx([header, ['RC-1', 'John', 'Wali', 100, 1, 'USD', 100, 'Kabul'], ['RC-2', 'Mary', 'Karim', 250, 1, 'USD', 250, 'Herat'], ['RC-4', 'Tom', 'Nasir', 75, 1, 'USD', 75, 'Kabul']], 'Hawalas')]), 'hawalas.xlsx');
    form.set('transactionDate', today);
    await api.upload('/api/hawala/import', form);
    for (const detail of await api.call<HawalaDetail[]>('GET', '/api/hawala-details')) await api.call('POST', `/api/hawala/pass/${detail.id}`, {});
  });

  it('uploads their sheet, proposes the mapping from their column names, and shows the four groups', async () => {
    const { page } = await browser.session();
    await signInViaApi(page, ADMIN);
    await page.goto(`/partners/${partner.id}/reconciliation`);
    await shown(page.getByRole('heading', { name: t.reconciliation.title }));

    const sheet = xlsx(
      [
        ['Statement of Kabul Exchange'],
        ['Ref', 'Value date', 'Details', 'CCY', 'Debit', 'Credit'],
        ['RC-1', today, 'Paid to Wali', 'USD', null, 100],
        ['RC-2', today, 'Paid to Karim', 'USD', null, 205],
        ['RC-3', today, 'Paid to Zarghuna', 'USD', null, 60],
      ],
      'Statement',
    );
    await page.getByTestId('reconciliation-file').setInputFiles({ name: 'london.xlsx', mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer: Buffer.from(sheet) });
    const mapping = page.getByTestId('reconciliation-mapping');
    await shown(mapping.getByRole('cell', { name: 'Paid to Wali' }));
    await expect.poll(() => mapping.locator('select[data-field="hawalaNo"]').inputValue()).toBe('Ref');
    expect(await mapping.locator('select[data-field="date"]').inputValue()).toBe('Value date');
    expect(await mapping.locator('select[data-field="credit"]').inputValue()).toBe('Credit');

    await mapping.getByRole('button', { name: t.reconciliation.mapping.run }).click();
    await shown(page.getByTestId('reconciliation-summary'));
    for (const [group, count] of [['matched', '1'], ['mismatched', '1'], ['onlyTheirs', '1'], ['onlyOurs', '1']] as const) {
      await expect.poll(() => page.getByTestId(`reconciliation-group-${group}`).getByTestId('group-count').textContent()).toBe(count);
    }
    await shown(page.getByTestId('reconciliation-group-onlyTheirs').getByText('RC-3'));
    await shown(page.getByTestId('reconciliation-group-onlyOurs').getByText('RC-4'));

    const [kept] = await eventually(async () => {
      const list = await api.call<ReconciliationHeader[]>('GET', `/api/partners/${partner.id}/reconciliations`);
      expect(list).toHaveLength(1);
      return list;
    });
    expect(kept).toMatchObject({ fileName: 'london.xlsx', sign: 'mirror', counts: { matched: 1, mismatched: 1, onlyTheirs: 1, onlyOurs: 1 } });
    await shown(page.getByTestId('reconciliation-list').getByText('london.xlsx'));

    // The kept run, reopened from its address (?run=) by a Dari reader.
    await page.request.put('/api/auth/me/preferences', { data: { language: 'fa-AF', calendar: 'solar-hijri' } });
    await page.reload();
    await shown(page.getByTestId('reconciliation-group-onlyOurs').getByText('RC-4'));
    await screenshot(page, 'reconciliation-fa-AF');
  });
});
