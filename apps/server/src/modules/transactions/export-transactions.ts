import * as XLSX from '@e965/xlsx';
import { Money, formatAmount, narrativeForAccount, type TransactionExportQuery } from '@sarafi/core';
import type { Executor } from '../../db/client';
import { currencies } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { searchDeleted } from './search-deleted';
import { searchTransactionRows } from './search-transactions';

/** An export is built in memory; past this many rows the search must be narrowed first. */
export const exportCap = 100_000;
const tooMany = (cap: number) => (): never => {
  throw new AppError(422, `More than ${cap.toLocaleString('en-US')} transactions match; narrow the search (type, account or date) to export them`);
};

/** Below 1e13 a 2-decimal amount is exact as a spreadsheet number; larger ones go in as their exact text. */
const exactAsNumberBelow = new Money('1e13');
function amountCell(amount: string): XLSX.CellObject {
  if (new Money(amount).abs().lt(exactAsNumberBelow)) return { t: 'n', v: Number(amount), z: '#,##0.00', w: formatAmount(amount) };
  return { t: 's', v: formatAmount(amount) };
}

async function currencyCodes(db: Executor) {
  const rows = await db.select({ id: currencies.id, code: currencies.code }).from(currencies);
  const codes = new Map(rows.map((r) => [r.id, r.code]));
  return (id: number | null) => (id === null ? '' : (codes.get(id) ?? String(id)));
}

function workbook(sheetName: string, header: string[], rows: (string | number | XLSX.CellObject)[][], widths: number[]): Buffer {
  const sheet = XLSX.utils.aoa_to_sheet([header, ...rows]);
  sheet['!cols'] = widths.map((wch) => ({ wch }));
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, sheet, sheetName);
  return XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
}

/**
 * The search results table (SPEC §2.21: ID, Type, Description, Amount, Currency, Date), filtered as on screen; searched
 * by account, the description is that account's own side's narrative.
 */
export async function exportTransactions(db: Executor, query: TransactionExportQuery, cap = exportCap): Promise<Buffer> {
  const page = await searchTransactionRows(db, query, cap, tooMany(cap));
  const code = await currencyCodes(db);
  const rows = page.items.map((t) => [t.id, t.transType, narrativeForAccount(t, query.account) ?? '', amountCell(t.dAmount), code(t.currencyId), t.transDate ?? '']);
  return workbook('Transactions', ['ID', 'Type', 'Description', 'Amount', 'Currency', 'Date'], rows, [10, 10, 40, 16, 9, 12]);
}

/** The deleted results table (SPEC §2.21). */
export async function exportDeleted(db: Executor, query: TransactionExportQuery, cap = exportCap): Promise<Buffer> {
  const page = await searchDeleted(db, { ...query, limit: cap }, tooMany(cap));
  const code = await currencyCodes(db);
  const rows = page.items.map((t) => [
    t.originalTransactionId,
    t.transType,
    narrativeForAccount(t, query.account) ?? '',
    amountCell(t.dAmount),
    code(t.currencyId),
    t.transDate ?? '',
    t.deletedDate.slice(0, 19).replace('T', ' '),
    t.deletedBy ?? '',
  ]);
  const header = ['Original ID', 'Type', 'Description', 'Amount', 'Currency', 'Transaction Date', 'Deleted Date', 'Deleted By'];
  return workbook('Deleted transactions', header, rows, [12, 10, 40, 16, 9, 16, 20, 16]);
}
