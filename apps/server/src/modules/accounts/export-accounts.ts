import * as XLSX from '@e965/xlsx';
import type { Executor } from '../../db/client';
import { listAccounts } from './list-accounts';

const columns = [
  ['Account Code', 'accountCode'],
  ['Account Name', 'accountName'],
  ['Last Name', 'lastName'],
  ['Father Name', 'fatherName'],
  ['Tazkira Number', 'tazkiraNumber'],
  ['Phone', 'phone'],
  ['Email', 'email'],
  ['Date of Birth', 'dateOfBirth'],
  ['Currency', 'currency'],
  ['Account Type', 'accountType'],
  ['Status', 'accountStatus'],
  ['Address', 'address'],
  ['Created', 'createdAt'],
] as const;

/** The Old Account Edit list, filtered as on screen, as an XLSX workbook. */
export async function exportAccounts(db: Executor, q: string | undefined): Promise<Buffer> {
  const { items } = await listAccounts(db, { q });
  const rows = [columns.map(([title]) => title), ...items.map((item) => columns.map(([, key]) => item[key] ?? ''))];
  const sheet = XLSX.utils.aoa_to_sheet(rows);
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, sheet, 'Accounts');
  return XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
}
