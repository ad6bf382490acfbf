import { narrativeForAccount, transactionMessages, type TransactionExportQuery } from '@sarafi/core';
import type { Executor } from '../../db/client';
import { currencies } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { exportWorkbook } from '../exports/export-builder';
import { amount, dateTime } from '../exports/sheet-spec';
import { searchDeleted } from './search-deleted';
import { searchTransactionRows } from './search-transactions';
import { tillOfPosting, tillsOfShifts } from '../tills/posting-tills';

/** An export is built in memory; past this many rows the search must be narrowed first. */
export const exportCap = 100_000;
const tooMany = (cap: number) => (): never => {
  const shown = cap.toLocaleString('en-US');
  throw new AppError(422, transactionMessages.exportTooMany(shown), 'transaction.exportTooMany', { cap: shown });
};

async function currencyCodes(db: Executor) {
  const rows = await db.select({ id: currencies.id, code: currencies.code }).from(currencies);
  const codes = new Map(rows.map((r) => [r.id, r.code]));
  return (id: number | null) => (id === null ? '' : (codes.get(id) ?? String(id)));
}

/**
 * The search results table (docs/architecture.md, Screens, Search Transactions: ID, Type, Description, Amount, Currency, Date), filtered as on screen; searched
 * by account, the description is that account's own side's narrative. Last, as on the screen, the till a cash posting
 * moved in the safe's place (docs/decisions.md, Tills and shifts); empty for the safe.
 */
export function exportTransactions(db: Executor, query: TransactionExportQuery, cap = exportCap): Promise<Buffer> {
  return exportWorkbook(async () => {
    const page = await searchTransactionRows(db, query, cap, tooMany(cap));
    const code = await currencyCodes(db);
    const tillsByShift = await tillsOfShifts(db, page.items.map((t) => t.tillShiftId));
    const rows = page.items.map((t) => [
      t.id,
      t.transType,
      narrativeForAccount(t, query.account) ?? '',
      amount(t.dAmount),
      code(t.currencyId),
      t.transDate ?? '',
      tillOfPosting(tillsByShift, t.tillShiftId)?.name ?? '',
    ]);
    return [{ name: 'Transactions', rows: [['ID', 'Type', 'Description', 'Amount', 'Currency', 'Date', 'Till'], ...rows], widths: [10, 10, 40, 16, 9, 12, 16] }];
  });
}

/** The deleted results table (docs/architecture.md, Screens, Search Transactions); when each was deleted, in the shop's `timeZone`. */
export function exportDeleted(db: Executor, query: TransactionExportQuery, timeZone: string, cap = exportCap): Promise<Buffer> {
  return exportWorkbook(async () => {
    const page = await searchDeleted(db, { ...query, limit: cap }, tooMany(cap));
    const code = await currencyCodes(db);
    const rows = page.items.map((t) => [
      t.originalTransactionId,
      t.transType,
      narrativeForAccount(t, query.account) ?? '',
      amount(t.dAmount),
      code(t.currencyId),
      t.transDate ?? '',
      dateTime(t.deletedDate),
      t.deletedBy ?? '',
    ]);
    const header = ['Original ID', 'Type', 'Description', 'Amount', 'Currency', 'Transaction Date', `Deleted Date (${timeZone})`, 'Deleted By'];
    return [{ name: 'Deleted transactions', rows: [header, ...rows], widths: [12, 10, 40, 16, 9, 16, 24, 16], timeZone }];
  });
}
