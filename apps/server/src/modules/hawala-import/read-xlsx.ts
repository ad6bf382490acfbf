import { hawalaImportHeaderSearchRows, hawalaImportMessages } from '@sarafi/core/contract/hawala-import';
import { AppError } from '../../lib/errors';
import type { CellValue } from './cell-values';
import type { SheetRow } from './map-rows';
import { readSharedStrings, StringItem } from './shared-strings';
import { headerColumns, maxSheetColumns, sheetRow, tooManyRowsError, type FindHeader, type HeaderColumns } from './sheet-header';
import { xlsxCellValue, type XlsxCell } from './xlsx-cell';
import { attribute, XmlScanner, type XmlHandler } from './xml-scanner';
import { readZipDirectory, type ZipEntry } from './zip-directory';
import { entryText, entryTextChunks, UnpackBudget } from './zip-entry';

export const xlsxWorkbookPart = 'xl/workbook.xml';

/** Every start tag of an XML document, with its attributes; for the small parts (workbook, relationships). */
function startTags(xml: string): { name: string; tag: string }[] {
  const tags: { name: string; tag: string }[] = [];
  const scanner = new XmlScanner({ open: (name, tag) => tags.push({ name, tag }), close: () => undefined, text: () => undefined });
  scanner.write(xml);
  scanner.end();
  return tags;
}

/** A relationship target as a zip entry name: relative to the folder of the part that refers to it, or absolute. */
function partName(target: string): string {
  const segments = target.startsWith('/') ? [] : ['xl'];
  for (const segment of target.split('/')) {
    if (segment === '..') segments.pop();
    else if (segment !== '' && segment !== '.') segments.push(segment);
  }
  return segments.join('/');
}

/** The first sheet's part, the shared-strings part and the date system, from the workbook and its relationships. */
async function locateParts(bytes: Uint8Array, find: (name: string) => ZipEntry | undefined, budget: UnpackBudget) {
  const workbook = find(xlsxWorkbookPart);
  const relations = find('xl/_rels/workbook.xml.rels');
  if (!workbook || !relations) throw new Error('the workbook has no relationships');
  const workbookTags = startTags(await entryText(bytes, workbook, budget));
  const firstSheet = workbookTags.find((t) => t.name === 'sheet')?.tag;
  const properties = workbookTags.find((t) => t.name === 'workbookPr')?.tag;
  const date1904 = ['1', 'true'].includes(properties ? (attribute(properties, 'date1904') ?? '') : '');
  const targets = startTags(await entryText(bytes, relations, budget))
    .filter((t) => t.name === 'Relationship')
    .map((t) => ({ id: attribute(t.tag, 'Id'), type: attribute(t.tag, 'Type') ?? '', target: attribute(t.tag, 'Target') ?? '' }));
  const sheetId = firstSheet ? /\s[\w.-]+:id\s*=\s*["']([^"']*)["']/.exec(firstSheet)?.[1] : undefined;
  const sheetTarget = targets.find((t) => t.id === sheetId)?.target;
  const stringsTarget = targets.find((t) => t.type.endsWith('/sharedStrings'))?.target;
  return {
    sheet: sheetTarget === undefined ? undefined : find(partName(sheetTarget)),
    sharedStrings: find(partName(stringsTarget ?? 'sharedStrings.xml')),
    date1904,
  };
}

/** Column index (0 = A) of a cell reference such as 'C5', or -1 when it has no column letters. */
function columnOf(ref: string): number {
  let column = 0;
  for (let i = 0; i < ref.length; i++) {
    const letter = ref.charCodeAt(i) - 64;
    if (letter < 1 || letter > 26) break;
    column = column * 26 + letter;
  }
  return column - 1;
}

/**
 * Follows <sheetData> tag by tag: finds the header within the search window from every cell's value, then keeps
 * only the template columns of each row and hands the row on as soon as it ends.
 */
class SheetRows<K extends string> implements XmlHandler {
  readonly scanner = new XmlScanner(this);
  private readonly inlineText = new StringItem(this.scanner);
  done = false;
  private inSheetData = false;
  private header: { row: number; columns: HeaderColumns<K>; columnsWanted: boolean[] } | null = null;
  private rowNumber = 0;
  private column = -1;
  private values: CellValue[] = [];
  private cell: XlsxCell | null = null;
  private inInline = false;

  constructor(
    private readonly strings: readonly string[],
    private readonly date1904: boolean,
    private readonly maxRows: number,
    private readonly findHeader: FindHeader<K>,
    private readonly onRow: (row: SheetRow<K>) => void,
  ) {}

  /**
   * Before the header every cell may name a column; after it, only the template's columns are read. A cell past
   * the last column ('ZZZZ1') is never read, so no row's values become a sparse array millions long.
   */
  private wanted(column: number): boolean {
    if (column >= maxSheetColumns) return false;
    if (!this.header) return this.rowNumber <= hawalaImportHeaderSearchRows;
    return this.header.columnsWanted[column] === true;
  }

  open(name: string, tag: string) {
    if (this.inInline) {
      this.inlineText.open(name);
      return;
    }
    if (!this.inSheetData) {
      if (name === 'sheetData') this.inSheetData = true;
      return;
    }
    if (name === 'c') {
      const ref = attribute(tag, 'r');
      const column = ref === undefined ? -1 : columnOf(ref);
      this.column = column >= 0 ? column : this.column + 1;
      this.cell = this.wanted(this.column) ? { type: attribute(tag, 't'), raw: undefined, inline: undefined } : null;
    } else if (name === 'v' && this.cell) {
      this.cell.raw = '';
      this.scanner.wantText = true;
    } else if (name === 'is' && this.cell) {
      this.inInline = true;
    } else if (name === 'row') {
      const r = attribute(tag, 'r');
      // A row number that is not one ('abc', '-3', '1.5') is treated as absent: the row follows the one before.
      this.rowNumber = r !== undefined && /^\s*\d+\s*$/.test(r) && Number(r) > 0 ? Number(r) : this.rowNumber + 1;
      this.column = -1;
      this.values = [];
    }
  }

  text(raw: string) {
    if (this.inInline) this.inlineText.text(raw);
    else if (this.cell) this.cell.raw += raw;
  }

  close(name: string) {
    if (this.inInline) {
      if (name !== 'is') return this.inlineText.close(name);
      this.inInline = false;
      this.cell!.inline = this.inlineText.take();
    } else if (name === 'v') {
      this.scanner.wantText = false;
      // An empty <v/> is no value, as for SheetJS.
      if (this.cell?.raw === '') this.cell.raw = undefined;
    } else if (name === 'c' && this.cell) {
      const value = xlsxCellValue(this.cell, this.strings, this.date1904);
      if (value) this.values[this.column] = value;
      this.cell = null;
    } else if (name === 'row' && this.inSheetData) {
      this.endRow();
    } else if (name === 'sheetData') {
      this.done = true;
      this.inSheetData = false;
    }
  }

  private endRow() {
    const values = this.values;
    if (!this.header) {
      if (this.rowNumber > hawalaImportHeaderSearchRows) throw new AppError(422, hawalaImportMessages.noHeader, 'hawalaImport.noHeader');
      const columns = this.findHeader(values);
      if (columns) {
        const columnsWanted: boolean[] = [];
        for (const c of columns.values()) columnsWanted[c] = true;
        this.header = { row: this.rowNumber, columns, columnsWanted };
      }
      return;
    }
    if (this.rowNumber <= this.header.row) return;
    // Counted by the rows the sheet has, blank or not, as SheetJS counts its range: a file is refused whole.
    if (this.rowNumber - this.header.row > this.maxRows) throw tooManyRowsError(this.maxRows);
    const row = sheetRow(this.rowNumber, this.header.columns, (c) => values[c]);
    if (row) this.onRow(row);
  }

  finish() {
    if (!this.done) this.scanner.end();
    if (!this.header) throw new AppError(422, hawalaImportMessages.noHeader, 'hawalaImport.noHeader');
  }
}

/**
 * Reads the first sheet of an xlsx as it is inflated, without ever holding the sheet's XML or its cells whole: a
 * 100,000-row sheet costs its shared strings and a few chunks of memory instead of SheetJS's workbook model.
 * Yields what `readSheetRows` yields for the same file (rows, header rules, errors). Inflated bytes are counted
 * against `maxUnzippedBytes` (413), so a central directory that understates them stops here.
 */
export async function readXlsxRows(bytes: Uint8Array, limits: { maxRows: number; maxUnzippedBytes: number }, onRow: (row: SheetRow) => void) {
  await readXlsxGrid(bytes, limits, headerColumns, onRow);
}

/** `readXlsxRows` with another rule for the header row and its columns. */
export async function readXlsxGrid<K extends string>(
  bytes: Uint8Array,
  limits: { maxRows: number; maxUnzippedBytes: number },
  findHeader: FindHeader<K>,
  onRow: (row: SheetRow<K>) => void,
) {
  const entries = readZipDirectory(bytes);
  if (!entries) throw new Error('the zip has no central directory');
  const byName = new Map(entries.map((e) => [e.name.toLowerCase(), e]));
  // Part names are case-insensitive in an OPC package.
  const find = (name: string) => byName.get(name.toLowerCase());
  const budget = new UnpackBudget(limits.maxUnzippedBytes);
  const parts = await locateParts(bytes, find, budget);
  if (!parts.sheet) throw new AppError(422, hawalaImportMessages.noHeader, 'hawalaImport.noHeader');
  const strings = parts.sharedStrings ? await readSharedStrings(entryTextChunks(bytes, parts.sharedStrings, budget)) : [];
  const sheet = new SheetRows(strings, parts.date1904, limits.maxRows, findHeader, onRow);
  for await (const chunk of entryTextChunks(bytes, parts.sheet, budget)) {
    sheet.scanner.write(chunk);
    if (sheet.done) break;
  }
  sheet.finish();
}
