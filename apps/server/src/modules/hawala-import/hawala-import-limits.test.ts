import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hawalaImportMessages } from '@sarafi/core';
import { createTestApp, type TestApp } from '../../test/test-app';
import { addDefaultSender, fixture, postFile, sheetOf, storedHawalaCount } from './test-support';

/** Small limits, so each is crossed by a small file. */
describe('hawala import limits', () => {
  let t: TestApp;
  let cookie: string;
  beforeAll(async () => {
    t = await createTestApp({ IMPORT_MAX_ROWS: 3, IMPORT_MAX_UPLOAD_MB: 1, IMPORT_MAX_UNZIPPED_MB: 1 });
    cookie = await t.cookieFor('admin');
    await addDefaultSender(t);
  });
  afterAll(() => t.close());

  const storedCount = () => storedHawalaCount(t);

  it('refuses more rows below the header than IMPORT_MAX_ROWS, in every format, and accepts exactly that many', async () => {
    for (const name of ['clean.xlsx', 'clean.xls', 'clean.ods']) {
      const response = await postFile(t, cookie, 'import', { fileName: name, data: fixture(name) });
      expect(response.statusCode, name).toBe(422);
      expect(response.json(), name).toEqual({
        message: 'More than 3 rows below the header; split the file into parts of at most 3 rows',
        code: 'hawalaImport.tooManyRows',
        params: { rows: '3' },
      });
    }
    const three = sheetOf([
      ['L-1', 'A', 'B', 1],
      ['L-2', 'A', 'B', 2],
      ['L-3', 'A', 'B', 3],
    ]);
    const response = await postFile(t, cookie, 'import', { fileName: 'three.xlsx', data: three });
    expect(response.json()).toMatchObject({ importedCount: 3 });
    expect(await storedCount()).toBe(3);
  });

  it('refuses an upload over IMPORT_MAX_UPLOAD_MB with 413 and keeps serving', async () => {
    const big = Buffer.concat([fixture('clean.xlsx'), Buffer.alloc(1024 * 1024)]);
    const response = await postFile(t, cookie, 'preview', { fileName: 'big.xlsx', data: big });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ message: 'The file is larger than 1 MB', code: 'hawalaImport.tooLarge', params: { mb: 1 } });
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    expect((await postFile(t, cookie, 'preview', { fileName: 'clean.xlsx', data: fixture('clean.xlsx') })).statusCode).toBe(422);
  });

  it('refuses an xlsx that unpacks to more than IMPORT_MAX_UNZIPPED_MB before parsing it', async () => {
    const rows = Array.from({ length: 400 }, (_, i) => [`U-${i}`, 'Sender '.repeat(500), 'B', 1]);
    const data = sheetOf(rows);
    expect(data.length).toBeLessThan(1024 * 1024);
    const response = await postFile(t, cookie, 'preview', { fileName: 'wide.xlsx', data });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ message: hawalaImportMessages.unzippedTooLarge(1024 * 1024), code: 'hawalaImport.unzippedTooLarge', params: { mb: 1 } });
  });
});
