import { sql } from 'drizzle-orm';
import {
  hawalaImportMessages,
  hawalaImportProblemReason,
  type HawalaImportDuplicate,
  type HawalaImportProblem,
  type HawalaImportRowError,
  type HawalaImportSender,
} from '@sarafi/core';
import type { Executor } from '../../db/client';
import { hawalaDetails } from '../../db/schema';
import { AppError } from '../../lib/errors';
import type { ParsedImport, RecordColumns } from './map-rows';
import { rowSenders } from './import-sender';
import { allRefused, overLimitRows, withLimitErrors } from './posting-limit-rows';
import { beyondWindowRows } from './date-window-rows';
import { sideBySide } from '../../db/side-by-side';

const alreadyImportedProblem: HawalaImportProblem = { code: 'alreadyImported' };

/** One array parameter, not one parameter per number: a file may hold 100,000 of them. */
export async function storedHawalaNumbers(db: Executor, numbers: string[]): Promise<Set<string>> {
  const rows = await db
    .select({ hawalaNo: hawalaDetails.hawalaNo })
    .from(hawalaDetails)
    .where(sql`${hawalaDetails.hawalaNo} = any(${sql.param(numbers)}::text[])`);
  return new Set(rows.map((row) => row.hawalaNo));
}

export function refuseEmpty(parsed: ParsedImport) {
  if (parsed.totalRows === 0) throw new AppError(422, hawalaImportMessages.noRows, 'hawalaImport.noRows');
}

/**
 * A preview before it is written out: the rows it lists are indexes into `records`, so a 100,000-row preview is
 * not built as objects here (preview-json.ts writes each row as it sends it).
 */
export interface ImportPreview {
  records: RecordColumns;
  previewRows: number[];
  errors: HawalaImportRowError[];
  duplicates: HawalaImportDuplicate[];
  totalRows: number;
  sender: HawalaImportSender;
  senders: HawalaImportSender[];
}

/** The rows the database refuses: over a posting limit, or naming a sender that is no partner. */
export async function refusedRows(db: Executor, records: RecordColumns, sender: HawalaImportSender, now: Date) {
  const [overLimit, senders, beyondWindow] = await sideBySide(db, [() => overLimitRows(db, records), () => rowSenders(db, records, sender), () => beyondWindowRows(db, records, now)]);
  return { refused: allRefused(overLimit, senders, beyondWindow), senders: senders.senders };
}

/**
 * What an import of this file would do now: the rows it would add, the rows that block it and the rows it would
 * skip (hawala number already stored, or repeated in the file). Writes nothing.
 */
export async function previewImport(db: Executor, parsed: ParsedImport, sender: HawalaImportSender, now = new Date()): Promise<ImportPreview> {
  refuseEmpty(parsed);
  const { records } = parsed;
  const [stored, { refused: overLimit, senders }] = await sideBySide(db, [() => storedHawalaNumbers(db, records.hawalaNo), () => refusedRows(db, records, sender, now)]);
  const previewRows: number[] = [];
  const alreadyImported: HawalaImportDuplicate[] = [];
  records.hawalaNo.forEach((hawalaNo, i) => {
    if (overLimit.indexes.has(i)) return;
    if (stored.has(hawalaNo)) alreadyImported.push({ row: records.row[i]!, hawalaNo, reason: hawalaImportProblemReason(alreadyImportedProblem), problem: alreadyImportedProblem });
    else previewRows.push(i);
  });
  const duplicates = [...alreadyImported, ...parsed.duplicates].sort((a, b) => a.row - b.row);
  return { records, previewRows, errors: withLimitErrors(parsed.errors, overLimit), duplicates, totalRows: parsed.totalRows, sender, senders };
}
