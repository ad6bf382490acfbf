import { hawalaImportColumnNotes, hawalaImportColumns } from '@sarafi/core';
import { exportWorkbook } from '../exports/export-builder';

/**
 * The import template (docs/decisions.md, Hawala import): a first sheet with the columns the import reads, in the
 * order it documents them, and a second sheet saying what each column holds and whether it is required. Only the
 * first sheet is read on import, so the notes never become rows.
 */
export function templateFile(): Promise<Buffer> {
  return exportWorkbook(async () => [
    { name: 'Hawalas', rows: [hawalaImportColumns.map((c) => c.header)], widths: hawalaImportColumns.map((c) => Math.max(12, c.header.length + 2)) },
    {
      name: 'Columns',
      rows: [['Column', 'Required', 'What it holds'], ...hawalaImportColumns.map((c) => [c.header, c.required ? 'Yes' : 'No', hawalaImportColumnNotes[c.key]])],
      widths: [16, 10, 100],
    },
  ]);
}
