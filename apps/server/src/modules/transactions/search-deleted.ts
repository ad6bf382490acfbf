import { eq, inArray } from 'drizzle-orm';
import type { DeletedTransaction, TransactionSearchQuery } from '@sarafi/core';
import type { Executor } from '../../db/client';
import { deletedTransactions, users } from '../../db/schema';
import { documentDto } from '../ledger/transaction-dto';
import { isoOrNull } from '../../lib/dates';
import { keysetSearch, unpagedCap, type Page, type SearchColumns } from './search-filters';

const d = deletedTransactions;
export const deletedColumns: SearchColumns = {
  key: d.id,
  reference: d.originalTransactionId,
  transType: d.transType,
  transDescription: d.transDescription,
  cTransDescription: d.cTransDescription,
  dAmount: d.dAmount,
  cAmount: d.cAmount,
  transDate: d.transDate,
  inAccountId: d.inAccountId,
  outAccountId: d.outAccountId,
};

type Row = { d: typeof deletedTransactions.$inferSelect; deletedBy: string | null };

export function toDeletedDto({ d: row, deletedBy }: Row): DeletedTransaction {
  return {
    id: row.id,
    originalTransactionId: row.originalTransactionId,
    ...documentDto(row),
    originalCreatedAt: isoOrNull(row.originalCreatedAt),
    originalUpdatedAt: isoOrNull(row.originalUpdatedAt),
    deletedDate: row.deletedDate.toISOString(),
    deletedUserId: row.deletedUserId,
    deletionReason: row.deletionReason,
    formName: row.formName,
    deletedBy,
  };
}

/**
 * GET /api/deleted-transactions: the same rules, the reference ID matched against the original id; most
 * recently deleted first.
 */
export async function searchDeleted(
  db: Executor,
  query: Omit<TransactionSearchQuery, 'limit'> & { limit?: number },
  onOverflow?: () => never,
): Promise<Page<DeletedTransaction>> {
  const page = await keysetSearch(
    db,
    deletedTransactions,
    deletedColumns,
    'd',
    query,
    query.limit ?? unpagedCap,
    (ids) =>
      db
        .select({ d: deletedTransactions, deletedBy: users.username })
        .from(deletedTransactions)
        .leftJoin(users, eq(users.id, deletedTransactions.deletedUserId))
        .where(inArray(deletedTransactions.id, ids)),
    (row) => row.d.id,
    onOverflow,
  );
  return { items: page.items.map(toDeletedDto), nextCursor: page.nextCursor };
}
