import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caseMessages, hawalaImportMessages, reconciliationMessages, serverMessages } from '@sarafi/core';
import { accounts } from '../db/schema';
import { multipart } from '../modules/hawala-import/test-support';
import { createTestApp, type TestApp } from '../test/test-app';

/** A body that is multipart in name only: each is a client's or an attacker's, never the server's fault. */
const good = multipart([
  { name: 'from', value: '2026-05-01' },
  { name: 'file', fileName: 'sheet.xlsx', data: Buffer.from('PK\x03\x04 not really a workbook') },
]);
const boundary = /boundary=(.*)$/.exec(good.headers['content-type'])![1]!;
const type = (value: string) => ({ 'content-type': value });
const malformed: [string, Record<string, string>, Buffer][] = [
  ['a body cut off inside the file part', good.headers, good.payload.subarray(0, good.payload.length - 40)],
  ['a body cut off inside the part headers', good.headers, good.payload.subarray(0, 60)],
  ['a boundary the body never uses', type('multipart/form-data; boundary=not-the-one'), good.payload],
  ['no boundary at all', type('multipart/form-data'), good.payload],
  ['garbage bytes', good.headers, Buffer.from('\x00\xff\x13garbage\r\n--\r\n\r\n'.repeat(50), 'latin1')],
  ['part headers that never end', good.headers, Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.xlsx"\r\n${'X-Pad: y\r\n'.repeat(2000)}`)],
];
/** Bodies busboy reads as a form without parts: each route says what is missing, as for a form sent without its file. */
const empty: [string, Record<string, string>, Buffer][] = [
  ['an empty boundary', type('multipart/form-data; boundary='), good.payload],
  ['an empty body', good.headers, Buffer.alloc(0)],
  ['a part without a Content-Disposition', good.headers, Buffer.from(`--${boundary}\r\nContent-Type: text/plain\r\n\r\nhello\r\n--${boundary}--\r\n`)],
];

describe('a malformed multipart body is a 400 with a coded message on every upload route', () => {
  let t: TestApp;
  let cookie: string;
  let routes: string[];
  beforeAll(async () => {
    t = await createTestApp();
    cookie = await t.cookieFor('admin');
    const [partner] = await t.handle.db.insert(accounts).values({ accountCode: '2001', accountName: 'Partner', currencyId: 1, accountType: 'partner' }).returning();
    const opened = await t.app.inject({ method: 'POST', url: '/api/compliance/cases', headers: { cookie }, payload: { accountId: partner!.id, grounds: 'Unusual settlements' } });
    routes = [
      '/api/hawala/preview',
      '/api/hawala/import',
      `/api/partners/${partner!.id}/reconciliations/columns`,
      `/api/partners/${partner!.id}/reconciliations`,
      `/api/compliance/cases/${opened.json().id}/attachments`,
    ];
  });
  afterAll(() => t.close());

  it.each(malformed)('%s', async (_name, headers, payload) => {
    for (const url of routes) {
      const response = await t.app.inject({ method: 'POST', url, headers: { cookie, ...headers }, payload });
      expect([response.statusCode, response.json()], `${url}: ${response.body}`).toEqual([400, { message: serverMessages.malformedUpload, code: 'malformedUpload' }]);
    }
  });

  it.each(empty)('%s', async (_name, headers, payload) => {
    for (const url of routes) {
      const response = await t.app.inject({ method: 'POST', url, headers: { cookie, ...headers }, payload });
      const missing = url.endsWith('/reconciliations')
        ? { message: reconciliationMessages.mappingInvalid, code: 'reconciliation.mappingInvalid' }
        : url.endsWith('/attachments')
          ? { message: caseMessages.caseAttachmentNoFile, code: 'compliance.caseAttachmentNoFile' }
          : { message: hawalaImportMessages.noFile, code: 'hawalaImport.noFile' };
      expect([response.statusCode, response.json()], `${url}: ${response.body}`).toEqual([400, missing]);
    }
  });
});
