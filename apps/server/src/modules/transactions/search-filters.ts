import { and, desc, eq, ilike, like, lt, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { maxSerialId, transactionMessages, type TransactionExportQuery } from '@sarafi/core';
import { searchText } from '../../db/schema';
import type { Database, Executor, Transaction } from '../../db/client';
import { AppError, badRequest, pgErrorCode } from '../../lib/errors';

/** The columns a search reads, so live and deleted transactions share one set of match rules. */
export interface SearchColumns {
  /** The keyset column: pages run newest first by it. */
  key: AnyPgColumn;
  /** What the reference ID is a substring of: the transaction's id (the original id for a deleted one). */
  reference: AnyPgColumn;
  transType: AnyPgColumn;
  transDescription: AnyPgColumn;
  cTransDescription: AnyPgColumn;
  dAmount: AnyPgColumn;
  cAmount: AnyPgColumn;
  transDate: AnyPgColumn;
  inAccountId: AnyPgColumn;
  outAccountId: AnyPgColumn;
}

/**
 * Without `limit` a list answers with at most this many newest rows (and `X-Next-Cursor` when there are more):
 * The "whole list" (docs/architecture.md, HTTP API) cannot be millions of rows in one response.
 */
export const unpagedCap = 5000;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
const contains = (text: string) => `%${escapeLike(text)}%`;

/** The match rules (docs/architecture.md, Validation) except the account, which `keysetSearch` splits into two index-ordered scans. */
function conditions(c: SearchColumns, q: TransactionExportQuery): SQL[] {
  const where: SQL[] = [];
  if (q.type) where.push(eq(c.transType, q.type));
  if (q.referenceId) where.push(like(searchText.id(c.reference), contains(q.referenceId)));
  if (q.id) where.push(eq(c.reference, q.id));
  if (q.narrative) where.push(ilike(searchText.narrative(c.transDescription, c.cTransDescription), contains(q.narrative)));
  if (q.amount) where.push(like(searchText.amount(c.dAmount, c.cAmount), contains(q.amount)));
  if (q.date) where.push(eq(c.transDate, q.date));
  return where;
}

/** Cursors are opaque to clients: a list letter and the last key, base64url-encoded. */

export function encodeCursor(list: 't' | 'd', key: number) {
  return Buffer.from(`${list}${key}`).toString('base64url');
}
export function decodeCursor(list: 't' | 'd', cursor: string): number {
  const text = Buffer.from(cursor, 'base64url').toString();
  const key = text.startsWith(list) && /^\d{1,10}$/.test(text.slice(1)) ? Number(text.slice(1)) : NaN;
  if (!Number.isSafeInteger(key) || key > maxSerialId) throw badRequest(transactionMessages.searchCursorInvalid, 'transaction.searchCursorInvalid');
  return key;
}

export interface Page<T> {
  items: T[];
  nextCursor: string | null;
}

/** Rows are loaded by key in chunks: one statement may bind at most 65,535 parameters. */
const loadChunk = 5000;

/**
 * One page of matches, newest first, after `cursor`. The keys are found first and the rows loaded by key after:
 * a keys-only query can be answered from an index alone (type + account never together costs nothing), where
 * selecting whole rows makes the planner prefer walking the primary key. "Account on either side" runs as two
 * scans, one per side, each already in key order through its (account, id) index, merged here: an OR of the two
 * sides would read every row of a busy account (the cash account has most of them) and sort them for one page.
 */
export async function keysetSearch<T>(
  db: Executor,
  table: PgTable,
  c: SearchColumns,
  list: 't' | 'd',
  q: TransactionExportQuery & { cursor?: string },
  limit: number,
  load: (keys: number[]) => Promise<T[]>,
  keyOf: (row: T) => number,
  /** Called instead of loading the rows when more than `limit` match (the export refuses those). */
  onOverflow?: () => never,
): Promise<Page<T>> {
  const where = conditions(c, q);
  if (q.cursor) where.push(lt(c.key, decodeCursor(list, q.cursor)));
  const keysWhere = async (condition: SQL | undefined) =>
    (await db.select({ key: c.key }).from(table).where(condition).orderBy(desc(c.key)).limit(limit + 1)).map((r) => Number(r.key));
  let keys: number[];
  if (q.account === undefined) {
    keys = await keysWhere(and(...where));
  } else {
    const into = await keysWhere(and(...where, eq(c.inAccountId, q.account)));
    const out = await keysWhere(and(...where, eq(c.outAccountId, q.account)));
    keys = [...new Set([...into, ...out])].sort((a, b) => b - a).slice(0, limit + 1);
  }
  if (keys.length > limit && onOverflow) onOverflow();
  const pageKeys = keys.slice(0, limit);
  const byKey = new Map<number, T>();
  for (let i = 0; i < pageKeys.length; i += loadChunk) {
    for (const row of await load(pageKeys.slice(i, i + loadChunk))) byKey.set(keyOf(row), row);
  }
  // A row deleted between the two statements is simply left out of the page.
  const items = pageKeys.flatMap((key) => byKey.get(key) ?? []);
  const last = pageKeys.at(-1);
  return { items, nextCursor: keys.length > limit && last !== undefined ? encodeCursor(list, last) : null };
}

/**
 * Runs a search in a read-only transaction with a statement timeout. A substring whose trigrams are common but
 * which matches few rows (or type and narrative that never meet) makes PostgreSQL read most of the table; on
 * millions of rows that must end in a clear 422, not hold a pooled connection for minutes.
 */
export async function boundedSearch<T>(db: Database, seconds: number, search: (tx: Transaction) => Promise<T>): Promise<T> {
  try {
    return await db.transaction(
      async (tx) => {
        await tx.execute(sql.raw(`set local statement_timeout = '${Math.round(seconds * 1000)}ms'`));
        return search(tx);
      },
      { accessMode: 'read only' },
    );
  } catch (error) {
    if (pgErrorCode(error) === '57014') {
      throw new AppError(422, transactionMessages.searchTooSlow, 'transaction.searchTooSlow');
    }
    throw error;
  }
}
