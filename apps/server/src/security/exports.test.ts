import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as XLSX from '@e965/xlsx';
import { serverMessages } from '@sarafi/core';
import { exportWorkbook, maxConcurrentExports } from '../modules/exports/export-builder';
import { amount, type SheetSpec } from '../modules/exports/sheet-spec';
import { AFN, hawalaApi } from '../modules/hawala/test-support';
import { createTestApp, type TestApp } from '../test/test-app';

/** Text a spreadsheet program would take for a formula, in every field an export writes. */
const hostile = ['=HYPERLINK("http://evil.example","pay")', '+SUM(1,1)', '-2+3', '@SUM(A1)', '\t=1+1', '\r=1+1'];

/** Every cell of every sheet of an XLSX, as SheetJS reads it back. */
function cellsOf(data: Buffer): XLSX.CellObject[] {
  const book = XLSX.read(data, { type: 'buffer' });
  return book.SheetNames.flatMap((name) => {
    const sheet = book.Sheets[name]!;
    return Object.keys(sheet)
      .filter((key) => !key.startsWith('!'))
      .map((key) => sheet[key] as XLSX.CellObject);
  });
}

describe('XLSX exports', () => {
  let t: TestApp;
  let admin: string;
  let accountId: number;
  beforeAll(async () => {
    // The health loop below sends more requests than the default per-minute limit.
    t = await createTestApp({ RATE_LIMIT_PER_MINUTE: 1_000_000 });
    admin = await t.cookieFor('admin');
    const api = hawalaApi(t, admin);
    const created = await api.inject('POST', '/api/accounts', { accountName: hostile[0], lastName: hostile[1], fatherName: hostile[2], address: hostile[3], currencyId: AFN });
    expect(created.statusCode, created.body).toBe(201);
    accountId = created.json().id;
    const other = await api.account('Nadia', AFN);
    for (const [i, text] of hostile.entries()) {
      const posted = await api.post({ transType: 'Transfer', outAccountId: accountId, inAccountId: other, currencyId: AFN, dAmount: `${i + 1}0.00`, transDescription: text, cTransDescription: text });
      if (i % 2 === 1) expect((await api.del(posted.id, { reason: text, formName: 'Search Transactions' })).statusCode).toBe(200);
    }
  });
  afterAll(() => t.close());

  it('writes text that looks like a formula with a leading apostrophe in every export, and amounts as numbers', async () => {
    const exports = [
      '/api/accounts/export',
      `/api/accounts/${accountId}/statement/export`,
      '/api/transactions/export',
      `/api/transactions/export?account=${accountId}`,
      '/api/deleted-transactions/export',
    ];
    for (const url of exports) {
      const response = await t.app.inject({ method: 'GET', url, headers: { cookie: admin } });
      expect(response.statusCode, `${url} ${response.body.slice(0, 200)}`).toBe(200);
      const cells = cellsOf(response.rawPayload);
      const texts = cells.filter((c) => c.t === 's').map((c) => String(c.v));
      expect(texts.filter((text) => /^[=+\-@\t\r]/.test(text)), url).toEqual([]);
      expect(texts.some((text) => hostile.some((h) => text === `'${h}`)), url).toBe(true);
      expect(cells.filter((c) => c.f !== undefined), url).toEqual([]);
    }
    const statement = await t.app.inject({ method: 'GET', url: `/api/accounts/${accountId}/statement/export`, headers: { cookie: admin } });
    const numbers = cellsOf(statement.rawPayload).filter((c) => c.t === 'n').map((c) => c.v as number);
    expect(numbers).toEqual(expect.arrayContaining([10, 30, 50]));
    // A negative amount is a number cell, not text, so it needs no apostrophe; only text is neutralised.
    const file = await exportWorkbook(async () => [{ name: 'Signs', rows: [[amount('-1234.50'), -7, '-7']] }]);
    expect(cellsOf(file).map((c) => [c.t, c.v])).toEqual([
      ['n', -1234.5],
      ['n', -7],
      ['s', "'-7"],
    ]);
  });

  it('builds the file off the request thread: the server answers while a 40,000-row workbook is written', async () => {
    const rows = Array.from({ length: 40_000 }, (_, i) => [i, 'Transfer', `Rent for month ${i}`, amount(`${i}.50`), 'AFN', '2026-11-25']);
    let done = false;
    const building = exportWorkbook(async () => [{ name: 'Big', rows }]).finally(() => (done = true));
    let answered = 0;
    while (!done) {
      expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
      answered++;
    }
    expect((await building).length).toBeGreaterThan(400_000);
    // Built on this thread, the workbook would hold every request until it was done: at most one could answer.
    expect(answered).toBeGreaterThan(5);
  });

  it(`runs at most ${maxConcurrentExports} exports at once and refuses another with 503 and a clear message`, async () => {
    let open = () => undefined as void;
    const gate = new Promise<void>((resolve) => (open = resolve));
    const held = (): Promise<SheetSpec[]> => gate.then(() => [{ name: 'Held', rows: [['held']] }]);
    const running = Array.from({ length: maxConcurrentExports }, () => exportWorkbook(held));
    await expect(exportWorkbook(async () => [])).rejects.toMatchObject({ statusCode: 503, message: serverMessages.exportBusy });
    for (const url of ['/api/transactions/export', '/api/accounts/export', `/api/accounts/${accountId}/statement/export`, '/api/deleted-transactions/export']) {
      const refused = await t.app.inject({ method: 'GET', url, headers: { cookie: admin } });
      expect(refused.statusCode, url).toBe(503);
      expect(refused.json(), url).toEqual({ message: serverMessages.exportBusy, code: 'exportBusy' });
    }
    open();
    for (const file of await Promise.all(running)) expect(cellsOf(file).map((c) => c.v)).toEqual(['held']);
    expect((await t.app.inject({ method: 'GET', url: '/api/transactions/export', headers: { cookie: admin } })).statusCode).toBe(200);
  });
});
