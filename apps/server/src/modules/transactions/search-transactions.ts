import { inArray } from 'drizzle-orm';
import type { Transaction, TransactionSearchQuery } from '@sarafi/core';
import type { Executor } from '../../db/client';
import { transactions } from '../../db/schema';
import { toTransactionDto } from '../ledger/transaction-dto';
import { keysetSearch, unpagedCap, type Page, type SearchColumns } from './search-filters';

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

/** GET /api/transactions: SPEC §5's search rules on the server, newest first, one keyset page at a time. */
export async function searchTransactions(db: Executor, query: TransactionSearchQuery): Promise<Page<Transaction>> {
  const page = await searchTransactionRows(db, query, query.limit ?? unpagedCap);
  return { items: page.items.map(toTransactionDto), nextCursor: page.nextCursor };
}
