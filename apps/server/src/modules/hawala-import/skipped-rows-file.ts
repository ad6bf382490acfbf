import { hawalaImportColumns, type HawalaSkippedRowsRequest } from '@sarafi/core';
import { exportWorkbook } from '../exports/export-builder';

/**
 * The rows a valid-rows import skipped, as an XLSX the partner or clerk corrects and imports again: the template's
 * headers (so the file is read as the original was), each row's cells as written, then the reason in the clerk's
 * language, in a column the import ignores. The sheet row each came from leads, to find it in the original file.
 */
export function skippedRowsFile({ rows, reasonHeader }: HawalaSkippedRowsRequest): Promise<Buffer> {
  return exportWorkbook(async () => {
    const header = ['Row', ...hawalaImportColumns.map((c) => c.header), reasonHeader];
    const lines = rows.map((r) => [r.row, ...hawalaImportColumns.map((c) => r.cells[c.key] ?? null), r.reason]);
    return [{ name: 'Skipped rows', rows: [header, ...lines], widths: [6, 16, 22, 22, 12, 12, 9, 12, 16, 10, 12, 12, 12, 60] }];
  });
}
