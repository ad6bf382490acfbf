import { sql } from 'drizzle-orm';
import { hawalaImportMessages, type HawalaImportDuplicate, type HawalaPreviewResponse } from '@sarafi/core';
import type { Executor } from '../../db/client';
import { hawalaDetails } from '../../db/schema';
import { AppError } from '../../lib/errors';
import type { ParsedImport } from './map-rows';

/** One array parameter, not one parameter per number: a file may hold 100,000 of them. */
async function storedHawalaNumbers(db: Executor, numbers: string[]): Promise<Set<string>> {
  const rows = await db
    .select({ hawalaNo: hawalaDetails.hawalaNo })
    .from(hawalaDetails)
    .where(sql`${hawalaDetails.hawalaNo} = any(${sql.param(numbers)}::text[])`);
  return new Set(rows.map((row) => row.hawalaNo));
}

export function refuseEmpty(parsed: ParsedImport) {
  if (parsed.totalRows === 0) throw new AppError(422, hawalaImportMessages.noRows);
}

/**
 * What an import of this file would do now: the rows it would add, the rows that block it and the rows it would
 * skip (hawala number already stored, or repeated in the file). Writes nothing.
 */
export async function previewImport(db: Executor, parsed: ParsedImport): Promise<HawalaPreviewResponse> {
  refuseEmpty(parsed);
  const stored = await storedHawalaNumbers(
    db,
    parsed.records.map((r) => r.hawalaNo),
  );
  const alreadyImported: HawalaImportDuplicate[] = parsed.records
    .filter((r) => stored.has(r.hawalaNo))
    .map((r) => ({ row: r.row, hawalaNo: r.hawalaNo, reason: 'Already imported' }));
  const duplicates = [...alreadyImported, ...parsed.duplicates].sort((a, b) => a.row - b.row);
  return {
    preview: parsed.records.filter((r) => !stored.has(r.hawalaNo)),
    errors: parsed.errors,
    duplicates,
    duplicateCount: duplicates.length,
    totalRows: parsed.totalRows,
  };
}
