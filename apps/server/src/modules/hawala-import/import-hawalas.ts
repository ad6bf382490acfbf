import { sql } from 'drizzle-orm';
import { rowsOf } from '../../db/rows-of';
import { hawalaImportMessages, type HawalaImportMode, type HawalaImportResult, type HawalaImportRowError, type HawalaImportSender } from '@sarafi/core';
import type { Database, Transaction } from '../../db/client';
import { AppError } from '../../lib/errors';
import type { ParsedImport, RecordColumns } from './map-rows';
import { withLimitErrors } from './posting-limit-rows';
import { refusedRows, refuseEmpty } from './preview-import';
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
 * that of docs/architecture.md, Wire fields. Returns how many rows were added, and the ids of those added among
 * `watched` (the batch's hawala numbers screening hit), joined rather than searched row by row: a number already
 * stored is another hawala's, and its hit not this import's to hold.
 */
async function insertBatch(
  tx: Transaction,
  records: RecordColumns,
  order: number[],
  options: ImportOptions,
  watched: readonly string[],
): Promise<{ added: number; watchedIds: Map<string, number> }> {
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
      returning id, hawala_no
    )
    select (select count(*)::int from added) as added,
           coalesce((select json_object_agg(a.hawala_no, a.id) from added a join unnest(${sql.param(watched)}::text[]) as w(hawala_no) using (hawala_no)), '{}') as watched`);
  const [row] = rowsOf<{ added: number; watched: Record<string, number> }>(result);
  return { added: row!.added, watchedIds: new Map(Object.entries(row!.watched).map(([number, id]) => [number, Number(id)])) };
}

/** Which of `numbers` are stored already: hawalas are never deleted, so none of these can be added by this import. */
async function storedNumbers(db: Database, numbers: string[]): Promise<Set<string>> {
  const result = await db.execute(sql`select hawala_no from hawala_details where hawala_no = any(${sql.param(numbers)}::text[])`);
  return new Set(rowsOf<{ hawala_no: string }>(result).map((row) => row.hawala_no));
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
  const { refused } = await refusedRows(db, parsed.records, options.sender);
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
  const stored = await storedNumbers(db, order.map((i) => numbers[i]!));
  const fresh = stored.size === 0 ? order : order.filter((i) => !stored.has(numbers[i]!));
  const hits = await screenImportRows(db, parsed.records, fresh);
  const watched = new Set(hits.map((hit) => numbers[hit.row]!));
  const { importedCount, heldCount } = await db.transaction(async (tx) => {
    let added = 0;
    const addedIds = new Map<string, number>();
    for (let i = 0; i < fresh.length; i += batchSize) {
      const batch = fresh.slice(i, i + batchSize);
      const result = await insertBatch(tx, parsed.records, batch, options, batch.map((row) => numbers[row]!).filter((number) => watched.has(number)));
      added += result.added;
      for (const [number, id] of result.watchedIds) addedIds.set(number, id);
    }
    return { importedCount: added, heldCount: await holdImportedRows(tx, parsed.records, hits, addedIds) };
  });
  const duplicateCount = parsed.duplicates.length + order.length - importedCount;
  return { importedCount, duplicateCount, heldCount, skipped: errors, message: hawalaImportMessages.imported(importedCount, duplicateCount, errors.length) };
}
