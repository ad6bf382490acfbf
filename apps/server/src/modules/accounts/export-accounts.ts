import type { AccountSearchItem } from '@sarafi/core';
import type { Executor } from '../../db/client';
import { exportWorkbook } from '../exports/export-builder';
import { accountStatusLabels, accountTypeLabels } from '../exports/labels';
import { dateTime, type ExportCell } from '../exports/sheet-spec';
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

/** A cell as people read it: stored codes by their labels, the creation time in the shop's time zone. */
function cellOf(item: AccountSearchItem, key: (typeof columns)[number][1]): ExportCell {
  if (key === 'accountType') return accountTypeLabels[item.accountType];
  if (key === 'accountStatus') return accountStatusLabels[item.accountStatus];
  if (key === 'createdAt') return dateTime(item.createdAt);
  return item[key] ?? '';
}

/** The Old Account Edit list, filtered as on screen, as an XLSX workbook; `timeZone` is the shop's. */
export function exportAccounts(db: Executor, q: string | undefined, timeZone: string): Promise<Buffer> {
  return exportWorkbook(async () => {
    const { items } = await listAccounts(db, { q });
    const header = columns.map(([title, key]) => (key === 'createdAt' ? `${title} (${timeZone})` : title));
    return [{ name: 'Accounts', rows: [header, ...items.map((item) => columns.map(([, key]) => cellOf(item, key)))], timeZone }];
  });
}
