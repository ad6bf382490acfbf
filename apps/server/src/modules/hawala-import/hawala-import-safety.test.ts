import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hawalaImportMessages } from '@sarafi/core';
import { sql } from 'drizzle-orm';
import { rowsOf as rowsOf2 } from '../../db/rows-of';
import { createTestApp, type TestApp } from '../../test/test-app';
import { importHawalas } from './import-hawalas';
import type { ParsedImport } from './map-rows';
import { parseSpreadsheet } from './parse-spreadsheet';
import { postFile, sheetOf, storedHawalaCount, addDefaultSender, defaultSender } from './test-support';

const limits = { maxRows: 100_000, maxUnzippedBytes: 100 * 1024 * 1024 };
const rowsOf = (prefix: string, n: number) => Array.from({ length: n }, (_, i) => [`${prefix}-${i + 1}`, `Sender ${i}`, `Receiver ${i}`, `${(i % 900) + 100},000.50`, 85.5, 'AFN', '', 'Kabul']);

describe('hawala import: atomicity, concurrency, isolation', () => {
  let t: TestApp;
  let cookie: string;
  beforeAll(async () => {
    t = await createTestApp();
    await addDefaultSender(t);
    cookie = await t.cookieFor('operator');
  });
  afterAll(() => t.close());

  const storedCount = () => storedHawalaCount(t);

  it('is all-or-nothing: a failure in a later batch leaves no row of the earlier ones', async () => {
    const parsed = await parseSpreadsheet(sheetOf(rowsOf('AT', 5)), 'zip', limits);
    // hawala_details.hawala_no is varchar(50): the database refuses the last row, after two batches went in.
    const broken: ParsedImport = { ...parsed, records: { ...parsed.records, hawalaNo: [...parsed.records.hawalaNo.slice(0, 4), 'X'.repeat(51)] } };
    await expect(importHawalas(t.handle.db, broken, { transactionDate: '2026-11-23', sender: defaultSender, now: new Date(), batchSize: 2 })).rejects.toThrow();
    expect(await storedCount()).toBe(0);
  });

  it('stores each hawala once when the same hawalas are imported by several clerks at the same moment', async () => {
    const rows = rowsOf('CC', 400);
    // Two of the files list the hawalas in the opposite order: concurrent imports must not deadlock on them.
    const files = [sheetOf(rows), sheetOf([...rows].reverse()), sheetOf(rows), sheetOf([...rows].reverse())];
    const responses = await Promise.all(files.map((data) => postFile(t, cookie, 'import', { fileName: 'same.xlsx', data })));
    const results = responses.map((r) => r.json() as { importedCount: number; duplicateCount: number });
    expect(responses.map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
    for (const result of results) expect(result.importedCount + result.duplicateCount).toBe(400);
    expect(results.reduce((sum, r) => sum + r.importedCount, 0)).toBe(400);
    expect(await storedCount()).toBe(400);
  });

  it('leaves nothing in the search index’s pending list: the next clerk’s hawala does not merge the import’s entries', async () => {
    const reply = await postFile(t, cookie, 'import', { fileName: 'pending.xlsx', data: sheetOf(rowsOf('PL', 50)) });
    expect(reply.json()).toMatchObject({ importedCount: 50 });
    const [{ pages }] = rowsOf2<{ pages: number }>(await t.handle.db.execute(sql`select gin_clean_pending_list('hawala_details_search_trgm_idx'::regclass)::int as pages`));
    expect(pages).toBe(0);
  });

  it('reads in its own process: while a large sheet is parsed the server answers other requests at once', async () => {
    const data = sheetOf(rowsOf('BG', 20_000));
    const parsing = parseSpreadsheet(data, 'zip', limits);
    let done = false;
    void parsing.finally(() => (done = true));
    const latencies: number[] = [];
    while (!done) {
      const started = performance.now();
      const health = await t.app.inject({ method: 'GET', url: '/api/health' });
      expect(health.statusCode).toBe(200);
      latencies.push(performance.now() - started);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    expect((await parsing).records.hawalaNo).toHaveLength(20_000);
    expect(latencies.length).toBeGreaterThan(5);
    // Read on this thread, 20,000 rows would hold every request for seconds; a loaded CI machine adds some noise.
    expect(Math.max(...latencies)).toBeLessThan(500);
  });

  it('gives up on a file that takes longer than the time limit, and the next file is read normally', async () => {
    const data = sheetOf(rowsOf('TO', 2000));
    await expect(parseSpreadsheet(data, 'zip', limits, 5)).rejects.toMatchObject({ statusCode: 422, message: hawalaImportMessages.tooSlow(0.005) });
    expect((await parseSpreadsheet(data, 'zip', limits)).records.hawalaNo).toHaveLength(2000);
  });
});
