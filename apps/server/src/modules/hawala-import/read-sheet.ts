import { utils, type CellObject, type ParsingOptions, type WorkSheet } from '@e965/xlsx';
import { hawalaImportColumns, hawalaImportHeaderSearchRows, hawalaImportMessages, type HawalaImportColumnKey } from '@sarafi/core/contract/hawala-import';
import { AppError } from '../../lib/errors';
import { cellValue } from './cell-values';
import type { SheetRow } from './map-rows';

/** 'TRANS  NO', 'trans no' and 'TransNo' are all the template's 'Trans No'. */
const normalise = (text: string) => text.toLowerCase().replace(/\s+/g, '');
const keyOfHeader = new Map<string, HawalaImportColumnKey>(hawalaImportColumns.map((c) => [normalise(c.header), c.key]));
const requiredKeys = hawalaImportColumns.filter((c) => c.required).map((c) => c.key);

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

/** The first row that names every required column, and where each template column is. */
function findHeader(data: CellObject[][], lastRow: number) {
  for (let r = 0; r <= lastRow; r++) {
    const columns = new Map<HawalaImportColumnKey, number>();
    (data[r] ?? []).forEach((cell, c) => {
      const value = cellValue(cell);
      const key = value && 'text' in value ? keyOfHeader.get(normalise(value.text)) : undefined;
      if (key && !columns.has(key)) columns.set(key, c);
    });
    if (requiredKeys.every((key) => columns.has(key))) return { row: r, columns };
  }
  return null;
}

/**
 * The non-blank rows below the header of a dense worksheet read with `sheetReadOptions(maxRows)`. More than
 * `maxRows` rows below the header (by the sheet's recorded range, which SheetJS keeps in '!fullref' when it stopped
 * early) refuses the file rather than importing part of it.
 */
export function readSheetRows(sheet: WorkSheet, maxRows: number): SheetRow[] {
  const data = sheet['!data'] ?? [];
  const ref = sheet['!ref'];
  if (!ref) throw new AppError(422, hawalaImportMessages.noHeader);
  const read = utils.decode_range(ref);
  const header = findHeader(data, Math.min(read.e.r, hawalaImportHeaderSearchRows - 1));
  if (!header) throw new AppError(422, hawalaImportMessages.noHeader);
  const lastRow = utils.decode_range(sheet['!fullref'] ?? ref).e.r;
  if (lastRow - header.row > maxRows) throw new AppError(422, hawalaImportMessages.tooManyRows(maxRows));

  const rows: SheetRow[] = [];
  for (let r = header.row + 1; r <= read.e.r; r++) {
    const line = data[r];
    if (!line) continue;
    const cells: SheetRow['cells'] = {};
    let blank = true;
    for (const [key, c] of header.columns) {
      const value = cellValue(line[c]);
      if (value) {
        cells[key] = value;
        blank = false;
      }
    }
    if (!blank) rows.push({ row: r + 1, cells });
  }
  return rows;
}
