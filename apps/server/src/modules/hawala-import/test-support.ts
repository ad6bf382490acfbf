import { readFileSync } from 'node:fs';
import { utils, write } from '@e965/xlsx';
import { count, eq } from 'drizzle-orm';
import type { TestApp } from '../../test/test-app';
import { accounts, currencies, hawalaDetails } from '../../db/schema';

/** How many imported hawalas are stored: an import is all or nothing. */
export const storedHawalaCount = async (t: TestApp) => (await t.handle.db.select({ n: count() }).from(hawalaDetails))[0]!.n;

export const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url));

const mimeTypes: Record<string, string> = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  xls: 'application/vnd.ms-excel',
  ods: 'application/vnd.oasis.opendocument.spreadsheet',
};
export const mimeTypeOf = (fileName: string) => mimeTypes[fileName.split('.').pop() ?? ''] ?? 'application/octet-stream';

export type FormPart = { name: string; value: string } | { name: string; fileName: string; contentType?: string; data: Buffer };

/** A multipart/form-data body as a browser's FormData sends it. */
export function multipart(parts: FormPart[]) {
  const boundary = `----sarafi${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition =
      'value' in part
        ? `Content-Disposition: form-data; name="${part.name}"\r\n\r\n`
        : `Content-Disposition: form-data; name="${part.name}"; filename="${part.fileName}"\r\nContent-Type: ${part.contentType ?? mimeTypeOf(part.fileName)}\r\n\r\n`;
    chunks.push(Buffer.from(`--${boundary}\r\n${disposition}`), 'value' in part ? Buffer.from(part.value) : part.data, Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** POSTs a file (and fields) to /api/hawala/preview or /api/hawala/import. */
export function postFile(
  t: TestApp,
  cookie: string,
  endpoint: 'preview' | 'import',
  file: { fileName: string; data: Buffer; contentType?: string } | null,
  fields: Record<string, string> = {},
) {
  const parts: FormPart[] = Object.entries(fields).map(([name, value]) => ({ name, value }));
  if (file) parts.push({ name: 'file', ...file });
  const body = multipart(parts);
  return t.app.inject({ method: 'POST', url: `/api/hawala/${endpoint}`, headers: { cookie, ...body.headers }, payload: body.payload });
}

export const templateHeader = ['Trans No', 'Sender Name', 'Receiver Name', 'Amount', 'Exchange Rate', 'Currency', 'R Amount', 'Destination', 'Rate', 'Into USD'];

/** An xlsx written by SheetJS: a header row (the template's unless given) and `rows` below it; inline strings unless asked. */
export function sheetOf(rows: unknown[][], options: { sharedStrings?: boolean; header?: string[] } = {}): Buffer {
  const header = options.header ?? templateHeader;
  const book = utils.book_new();
  utils.book_append_sheet(book, utils.aoa_to_sheet([header, ...rows]), 'Hawalas');
  return write(book, { type: 'buffer', bookType: 'xlsx', compression: true, bookSST: options.sharedStrings ?? false }) as Buffer;
}

/** The partner SPEC's default sender code names: suites written before the sending partner was asked for import as it. */
export const defaultSender = { code: '2001', name: 'London Partner', currency: 'USD' };

export async function addDefaultSender(t: TestApp) {
  const [currency] = await t.handle.db.select({ id: currencies.id }).from(currencies).where(eq(currencies.code, defaultSender.currency));
  await t.handle.db.insert(accounts).values({ accountCode: defaultSender.code, accountName: defaultSender.name, currencyId: currency!.id, accountType: 'hawala_partner' });
}
