import { utils, type ParsingOptions, type WorkSheet } from '@e965/xlsx';
import { hawalaImportHeaderSearchRows, hawalaImportMessages } from '@sarafi/core/contract/hawala-import';
import { AppError } from '../../lib/errors';
import { cellValue } from './cell-values';
import type { SheetRow } from './map-rows';
import { headerColumns, maxSheetColumns, sheetRow, tooManyRowsError, type FindHeader, type HeaderColumns } from './sheet-header';

/**
 * SheetJS options: only the first sheet; only as many rows as a header anywhere in the search window needs to have
 * `maxRows` rows below it, plus one; only cell values — no formatted text, HTML, formulae or styles, which would
 * cost memory and are never read.
 */
export const sheetReadOptions = (maxRows: number) =>
  ({
    type: 'array',
    sheets: 0,
    sheetRows: hawalaImportHeaderSearchRows + maxRows + 1,
    dense: true,
    cellText: false,
    cellHTML: false,
    cellFormula: false,
    cellNF: false,
    cellStyles: false,
  }) satisfies ParsingOptions;

/**
 * The non-blank rows below the header of a dense worksheet read with `sheetReadOptions(maxRows)`, handed to
 * `onRow` in order. More than `maxRows` rows below the header (by the sheet's recorded range, which SheetJS keeps
 * in '!fullref' when it stopped early) refuses the file rather than importing part of it.
 */
export function readSheetRows(sheet: WorkSheet, maxRows: number, onRow: (row: SheetRow) => void) {
  readSheetGrid(sheet, maxRows, headerColumns, onRow);
}

/** `readSheetRows` with another rule for the header row and its columns. */
export function readSheetGrid<K extends string>(sheet: WorkSheet, maxRows: number, findHeader: FindHeader<K>, onRow: (row: SheetRow<K>) => void) {
  const data = sheet['!data'] ?? [];
  const ref = sheet['!ref'];
  if (!ref) throw new AppError(422, hawalaImportMessages.noHeader, 'hawalaImport.noHeader');
  const read = utils.decode_range(ref);
  let header: { row: number; columns: HeaderColumns<K> } | null = null;
  for (let r = 0; r <= Math.min(read.e.r, hawalaImportHeaderSearchRows - 1) && !header; r++) {
    // A row whose last cell lies far right is a sparse array as long as that column: only real columns are read.
    const columns = findHeader((data[r] ?? []).slice(0, maxSheetColumns).map((cell) => cellValue(cell)));
    if (columns) header = { row: r, columns };
  }
  if (!header) throw new AppError(422, hawalaImportMessages.noHeader, 'hawalaImport.noHeader');
  const lastRow = utils.decode_range(sheet['!fullref'] ?? ref).e.r;
  if (lastRow - header.row > maxRows) throw tooManyRowsError(maxRows);

  for (let r = header.row + 1; r <= read.e.r; r++) {
    const line = data[r];
    if (!line) continue;
    const row = sheetRow(r + 1, header.columns, (c) => cellValue(line[c]));
    if (row) onRow(row);
  }
}
