import { hawalaImportColumns, hawalaImportHeaderAliases, hawalaImportMessages, type HawalaImportColumnKey } from '@sarafi/core/contract/hawala-import';
import { AppError } from '../../lib/errors';
import type { CellValue } from './cell-values';
import type { SheetRow } from './map-rows';

/** 'TRANS  NO', 'trans no' and 'TransNo' are all the template's 'Trans No'. */
const normalise = (text: string) => text.toLowerCase().replace(/\s+/g, '');
const keyOfHeader = new Map<string, HawalaImportColumnKey>([
  ...hawalaImportColumns.map((c): [string, HawalaImportColumnKey] => [normalise(c.header), c.key]),
  ...hawalaImportColumns.flatMap((c) => (hawalaImportHeaderAliases[c.key] ?? []).map((alias): [string, HawalaImportColumnKey] => [normalise(alias), c.key])),
]);
const requiredKeys = hawalaImportColumns.filter((c) => c.required).map((c) => c.key);

/**
 * Columns a sheet can have (A to XFD, as in Excel and LibreOffice). A cell said to lie further right is no template
 * column; it is skipped, or, where a library would build it, refused before it is built.
 */
export const maxSheetColumns = 16_384;

/** Where each template column is, by column index (0 = A). */
export type HeaderColumns<K extends string = HawalaImportColumnKey> = Map<K, number>;

/** Decides whether a row, given as a sparse array of its values by column, is the header, and where its columns are. */
export type FindHeader<K extends string> = (values: CellValue[]) => HeaderColumns<K> | null;

/**
 * The template columns of a row given as a sparse array of its values by column, or null when it does not name
 * every required column. A header named twice counts where it first appears.
 */
export function headerColumns(values: CellValue[]): HeaderColumns | null {
  const columns: HeaderColumns = new Map();
  values.forEach((value, c) => {
    const key = value && 'text' in value ? keyOfHeader.get(normalise(value.text)) : undefined;
    if (key && !columns.has(key)) columns.set(key, c);
  });
  return requiredKeys.every((key) => columns.has(key)) ? columns : null;
}

/** A row below the header as map-rows reads it, or null when every template cell is blank. */
export function sheetRow<K extends string>(row: number, columns: HeaderColumns<K>, valueAt: (column: number) => CellValue | undefined): SheetRow<K> | null {
  const cells: SheetRow<K>['cells'] = {};
  let blank = true;
  for (const [key, c] of columns) {
    const value = valueAt(c);
    if (value) {
      cells[key] = value;
      blank = false;
    }
  }
  return blank ? null : { row, cells };
}

/** More rows below the header than the limit: both readers refuse the file with the same words and code. */
export const tooManyRowsError = (maxRows: number) =>
  new AppError(422, hawalaImportMessages.tooManyRows(maxRows), 'hawalaImport.tooManyRows', { rows: maxRows.toLocaleString('en-US') });
