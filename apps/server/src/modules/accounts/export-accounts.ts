import type { Executor } from '../../db/client';
import { exportWorkbook } from '../exports/export-builder';
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
export function exportAccounts(db: Executor, q: string | undefined): Promise<Buffer> {
  return exportWorkbook(async () => {
    const { items } = await listAccounts(db, { q });
    return [{ name: 'Accounts', rows: [columns.map(([title]) => title), ...items.map((item) => columns.map(([, key]) => item[key] ?? ''))] }];
  });
}
