import { inArray } from 'drizzle-orm';
import { accountDisplayName, type SearchAccountRef, type TransactionSearchQuery, type TransactionSearchRow } from '@sarafi/core';
import type { Executor } from '../../db/client';
import { accounts, dayClosePostings, transactions } from '../../db/schema';
import { toTransactionDto } from '../ledger/transaction-dto';
import { dealValuesOf } from '../fx/deal-sync';
import { tillOfPosting, tillsOfShifts } from '../tills/posting-tills';
import { keysetSearch, unpagedCap, type Page, type SearchColumns } from './search-filters';
import { sideBySide } from '../../db/side-by-side';

export const transactionColumns: SearchColumns = {
  key: transactions.id,
  reference: transactions.id,
  transType: transactions.transType,
  transDescription: transactions.transDescription,
  cTransDescription: transactions.cTransDescription,
  dAmount: transactions.dAmount,
  cAmount: transactions.cAmount,
  transDate: transactions.transDate,
  inAccountId: transactions.inAccountId,
  outAccountId: transactions.outAccountId,
};

type Row = typeof transactions.$inferSelect;

/** Raw rows, for the export, which may read more than one page. */
export function searchTransactionRows(
  db: Executor,
  query: Omit<TransactionSearchQuery, 'limit'>,
  limit: number,
  onOverflow?: () => never,
): Promise<Page<Row>> {
  return keysetSearch(
    db,
    transactions,
    transactionColumns,
    't',
    query,
    limit,
    (ids) => db.select().from(transactions).where(inArray(transactions.id, ids)),
    (row) => row.id,
    onOverflow,
  );
}

/** The accounts a page of rows names, in one query for the page rather than one per row. */
async function accountRefs(db: Executor, rows: Row[]): Promise<Map<number, SearchAccountRef>> {
  const ids = [...new Set(rows.flatMap((row) => [row.inAccountId, row.outAccountId]).filter((id): id is number => id !== null))];
  if (ids.length === 0) return new Map();
  const found = await db
    .select({ id: accounts.id, accountCode: accounts.accountCode, accountName: accounts.accountName, lastName: accounts.lastName })
    .from(accounts)
    .where(inArray(accounts.id, ids));
  return new Map(found.map(({ id, accountCode, ...name }) => [id, { id, accountCode, accountName: accountDisplayName(name) }]));
}

/** Which rows of a page are a day close's over/short vouchers: the screens offer no change of them. */
async function closePostingIds(db: Executor, rows: Row[]): Promise<Set<number>> {
  const vouchers = rows.filter((row) => row.transType === 'Debit' || row.transType === 'Credit').map((row) => row.id);
  if (vouchers.length === 0) return new Set();
  const found = await db.select({ id: dayClosePostings.transactionId }).from(dayClosePostings).where(inArray(dayClosePostings.transactionId, vouchers));
  return new Set(found.map((row) => row.id));
}

/**
 * GET /api/transactions: the search rules (docs/architecture.md, Validation) on the server, newest first, one keyset page
 * at a time; each row names the till its cash moved, if any (docs/decisions.md, Tills and shifts).
 */
export async function searchTransactions(db: Executor, query: TransactionSearchQuery): Promise<Page<TransactionSearchRow>> {
  const page = await searchTransactionRows(db, query, query.limit ?? unpagedCap);
  const [refs, deals, closing, tillsByShift] = await sideBySide(db, [
    () => accountRefs(db, page.items),
    () => dealValuesOf(db, page.items.map((row) => row.id)),
    () => closePostingIds(db, page.items),
    () => tillsOfShifts(db, page.items.map((row) => row.tillShiftId)),
  ]);
  const ref = (id: number | null) => (id === null ? null : (refs.get(id) ?? null));
  return {
    items: page.items.map((row) => ({
      ...toTransactionDto(row, deals.get(row.id), tillOfPosting(tillsByShift, row.tillShiftId)),
      debitAccount: ref(row.outAccountId),
      creditAccount: ref(row.inAccountId),
      ...(closing.has(row.id) ? { closePosting: true as const } : {}),
    })),
    nextCursor: page.nextCursor,
  };
}
