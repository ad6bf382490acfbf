import { sql } from 'drizzle-orm';
import { rowsOf } from '../../db/rows-of';
import { hawalaImportMessages, type HawalaImportMode, type HawalaImportResult, type HawalaImportRowError, type HawalaImportSender } from '@sarafi/core';
import type { Database, Transaction } from '../../db/client';
import { AppError } from '../../lib/errors';
import type { ParsedImport, RecordColumns } from './map-rows';
import { withLimitErrors } from './posting-limit-rows';
import { refusedRows, refuseEmpty, storedHawalaNumbers } from './preview-import';
import { holdImportedRows, screenImportRows } from '../screening/hold-imported';

/** A file with invalid rows imports nothing; the route sends the rows with the message (422). */
export class InvalidRowsError extends AppError {
  constructor(readonly rows: HawalaImportRowError[]) {
    super(422, hawalaImportMessages.invalidRows(rows.length), 'hawalaImport.invalidRows', { count: rows.length });
  }
}

export interface ImportOptions {
  /** The screen's date, for rows without their own. */
  transactionDate: string;
  /** The partner who sent the sheet, for rows without their own Sender Code. */
  sender: HawalaImportSender;
  /** 'all' refuses the file when any row is invalid; 'valid' adds the valid rows and lists the others. */
  mode?: HawalaImportMode;
  now: Date;
  /** Rows per INSERT; each statement binds one array per column whatever its size. */
  batchSize?: number;
}

/**
 * How far the hawala search's trigram index (`hawala_details_search_trgm_idx`) lets its pending list grow within an
 * import's transaction before merging it: at PostgreSQL's default (4 MB) a 100,000-row import merges it a dozen times
 * and spends about a quarter more of the database's CPU on the INSERTs (docs/decisions.md, Hawala import).
 */
const searchIndexPendingKb = 32 * 1024;

/** Remarks the Pass Hawala screen in docs/architecture.md shows for imported hawalas. */
export const importRemarks = 'Imported from Excel file';

/** The rows at `order` (indexes into `records`) as one array parameter per column. */
const columnsOf = (records: RecordColumns, order: number[]) => {
  const column = <K extends keyof RecordColumns>(key: K) => sql.param(order.map((i) => records[key][i]));
  return sql`${column('hawalaNo')}::text[], ${column('senderName')}::text[], ${column('receiverName')}::text[],
    ${column('receiverLocation')}::text[], ${column('amount')}::numeric[], ${column('currency')}::text[],
    ${column('exchangeRate')}::numeric[], ${column('rAmount')}::numeric[], ${column('rate')}::numeric[], ${column('intoUSD')}::numeric[],
    ${column('transactionDate')}::text[], ${column('senderCode')}::text[]`;
};

/**
 * One INSERT per batch from column arrays (`unnest`): a multi-row VALUES list binds 14 parameters a row, and
 * building and sending those took ten times as long for 100,000 rows. A row without its own Sender Code is the
 * sheet's sender's, so Pass books its payout to that partner; hawalaStatus ('Pending') takes the table's default,
 * that of docs/architecture.md, Wire fields. Returns how many rows were added.
 */
async function insertBatch(tx: Transaction, records: RecordColumns, order: number[], options: ImportOptions): Promise<number> {
  const result = await tx.execute(sql`
    with added as (
      insert into hawala_details (sender_code, hawala_no, sender_name, receiver_name, receiver_location, amount, currency,
                                  exchange_rate, r_amount, rate, into_usd, remarks, import_date, transaction_date)
      select coalesce(row_sender, ${options.sender.code}), hawala_no, sender_name, receiver_name, receiver_location, amount,
             currency, exchange_rate, r_amount, rate, into_usd, ${importRemarks}, ${options.now.toISOString()}::timestamptz,
             coalesce(row_date, ${options.transactionDate})
      from unnest(${columnsOf(records, order)}) as r(hawala_no, sender_name, receiver_name, receiver_location, amount,
                                                     currency, exchange_rate, r_amount, rate, into_usd, row_date, row_sender)
      on conflict (hawala_no) do nothing
      returning 1
    )
    select count(*)::int as added from added`);
  return rowsOf<{ added: number }>(result)[0]!.added;
}

/**
 * The ids of the rows among `numbers` that this transaction added (hawala number → id): a row's `xmin` is the
 * transaction that wrote it, so a number already stored, or stored by a concurrent import, is another hawala's, and
 * its hit not this import's to hold.
 */
async function addedHere(tx: Transaction, numbers: readonly string[]): Promise<Map<string, number>> {
  if (numbers.length === 0) return new Map();
  const result = await tx.execute(sql`
    select hawala_no, id from hawala_details
    where hawala_no = any(${sql.param(numbers)}::text[]) and xmin = pg_current_xact_id()::xid`);
  return new Map(rowsOf<{ hawala_no: string; id: number }>(result).map((row) => [row.hawala_no, row.id]));
}

/**
 * Stores the file's valid hawalas in one transaction: all of them or, on any failure, none. In 'all' mode (the
 * default) one invalid row refuses the file; in 'valid' mode the invalid rows are left out and returned as
 * `skipped`, and a file with no valid row is refused. `ON CONFLICT DO NOTHING` skips hawala numbers already stored,
 * including ones a concurrent import commits while this one runs (the unique index makes the second writer wait
 * for the first), and the count of rows added is exact.
 */
export async function importHawalas(db: Database, parsed: ParsedImport, options: ImportOptions): Promise<HawalaImportResult> {
  refuseEmpty(parsed);
  const { refused } = await refusedRows(db, parsed.records, options.sender, options.now);
  const errors = withLimitErrors(parsed.errors, refused);
  if (errors.length > 0 && options.mode !== 'valid') throw new InvalidRowsError(errors);
  const batchSize = options.batchSize ?? 10_000;
  // In hawala-number order: two imports sharing numbers then wait on each other in the same order and cannot
  // deadlock, whatever the order of their files.
  const numbers = parsed.records.hawalaNo;
  const order = numbers
    .map((_, i) => i)
    .filter((i) => !refused.indexes.has(i))
    .sort((a, b) => (numbers[a]! < numbers[b]! ? -1 : numbers[a]! > numbers[b]! ? 1 : 0));
  if (order.length === 0) throw new AppError(422, hawalaImportMessages.noValidRows, 'hawalaImport.noValidRows');
  // The rows already stored (a re-import, an earlier sheet) are neither screened nor sent: each was screened when it
  // came and may have been reviewed since. A row a concurrent import stores meanwhile is screened here, skipped by
  // ON CONFLICT there, and its hits are not held.
  // Hawalas are never deleted, so none of the numbers stored already can be added by this import.
  const stored = await storedHawalaNumbers(db, order.map((i) => numbers[i]!));
  const fresh = stored.size === 0 ? order : order.filter((i) => !stored.has(numbers[i]!));
  // The names are screened on a pool thread while the rows go in: the hits are needed only for the holds, written
  // last in the same transaction (docs/decisions.md, Compliance: sanctions screening). A failed screening (a busy
  // pool's 503) rolls the rows back; until it is awaited, its failure is kept, not thrown unhandled.
  const screening = screenImportRows(db, parsed.records, fresh);
  screening.catch(() => undefined);
  const { importedCount, heldCount } = await db.transaction(async (tx) => {
    await tx.execute(sql.raw(`set local gin_pending_list_limit = '${searchIndexPendingKb}kB'`));
    let count = 0;
    for (let i = 0; i < fresh.length; i += batchSize) count += await insertBatch(tx, parsed.records, fresh.slice(i, i + batchSize), options);
    const hits = await screening;
    const addedIds = await addedHere(tx, [...new Set(hits.map((hit) => numbers[hit.row]!))]);
    const held = await holdImportedRows(tx, parsed.records, hits, addedIds);
    // What is left in the pending list goes into the index now, so the next clerk's hawala does not pay for it.
    await tx.execute(sql`select gin_clean_pending_list('hawala_details_search_trgm_idx'::regclass)`);
    return { importedCount: count, heldCount: held };
  });
  const duplicateCount = parsed.duplicates.length + order.length - importedCount;
  return { importedCount, duplicateCount, heldCount, skipped: errors, message: hawalaImportMessages.imported(importedCount, duplicateCount, errors.length) };
}
