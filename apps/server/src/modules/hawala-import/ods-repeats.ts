import { hawalaImportHeaderSearchRows, hawalaImportMessages } from '@sarafi/core/contract/hawala-import';
import { AppError } from '../../lib/errors';
import { maxSheetColumns, tooManyRowsError } from './sheet-header';
import { XmlScanner, type XmlHandler } from './xml-scanner';
import { readZipDirectory } from './zip-directory';
import { entryTextChunks, UnpackBudget } from './zip-entry';

export const odsContentPart = 'content.xml';

/** Cells SheetJS may build per row the import can read: the template has ten columns, a clerk's copy a few more. */
const cellsPerRow = 20;

export const tooManyCellsError = (maxCells: number) =>
  new AppError(422, hawalaImportMessages.tooManyCells(maxCells), 'hawalaImport.tooManyCells', { cells: maxCells.toLocaleString('en-US') });

const attributes = /\s([^"\s?>/]+)\s*=\s*(?:"([^"]*)"|'([^']*)'|([^'">\s]+))/g;

/**
 * A tag's attributes as SheetJS reads them: any prefix dropped, any case, a suffix after '_' ignored. Read more
 * loosely than SheetJS would rather than less, so that no spelling hides a repeat from the count.
 */
function attributesOf(tag: string): Map<string, string> {
  const found = new Map<string, string>();
  for (const [, name = '', ...values] of tag.matchAll(attributes)) {
    const local = name.slice(name.indexOf(':') + 1).toLowerCase().replace(/_.*$/, '');
    found.set(local, values.find((v) => v !== undefined) ?? '');
  }
  return found;
}

/** A repeat count read both as SheetJS reads rows (`+value`) and columns (`parseInt`), whichever is larger. */
function repeat(found: Map<string, string>, name: string): number {
  const value = found.get(name);
  if (value === undefined) return 1;
  const count = Math.max(parseInt(value, 10) || 0, Number(value) || 0);
  return count > 1 ? count : 1;
}

/**
 * Follows an ods's rows and cells as SheetJS will expand them (a cell with content is copied for every repeated
 * row and column; an empty self-closed cell only moves the column on, however often it repeats, as the blank
 * remainder of every sheet LibreOffice writes does) and stops at the first limit crossed.
 */
class RepeatCounter implements XmlHandler {
  readonly scanner = new XmlScanner(this);
  private row = 0;
  private rowRepeat = 1;
  private column = 0;
  private cells = 0;

  constructor(
    private readonly maxRows: number,
    private readonly maxCells: number,
  ) {}

  open(tagName: string, tag: string, selfClosing: boolean) {
    const name = tagName.replace(/_.*$/, '');
    if (name === 'table') this.row = 0;
    else if (name === 'table-row') {
      this.rowRepeat = repeat(attributesOf(tag), 'number-rows-repeated');
      this.column = 0;
    } else if (name === 'table-cell' || name === 'covered-table-cell') {
      const found = attributesOf(tag);
      const columns = repeat(found, 'number-columns-repeated');
      // SheetJS keeps a self-closed cell only when it carries a string value, and then once, not repeated.
      const kept = name === 'table-cell' && (!selfClosing || found.has('string-value'));
      if (kept) this.keep(selfClosing ? 1 : columns);
      this.column += columns;
    }
  }

  private keep(columns: number) {
    if (this.row + this.rowRepeat > this.maxRows) throw tooManyRowsError(this.maxRows - hawalaImportHeaderSearchRows - 1);
    this.cells += this.rowRepeat * columns;
    if (this.cells > this.maxCells || this.column + columns > maxSheetColumns) throw tooManyCellsError(this.maxCells);
  }

  close(tagName: string) {
    if (tagName.replace(/_.*$/, '') === 'table-row') {
      this.row += this.rowRepeat;
      this.rowRepeat = 1;
    }
  }

  text() {}
}

/**
 * Refuses an ods whose declared repeats would make SheetJS build more rows than the import reads (422, too many
 * rows), more than `cellsPerRow` cells a row or a cell past the last column (422, too many cells), before SheetJS
 * sees it: a 1 KB file can declare a cell repeated 10^8 times. Reads content.xml chunk by chunk. Should a file still
 * find a way past this count, the reader's heap cap ends the reader alone (parse-spreadsheet.ts).
 */
export async function checkOdsRepeats(bytes: Uint8Array, limits: { maxRows: number; maxUnzippedBytes: number }) {
  const content = readZipDirectory(bytes)?.find((entry) => entry.name === odsContentPart);
  if (!content) return;
  const sheetRows = hawalaImportHeaderSearchRows + limits.maxRows + 1;
  const counter = new RepeatCounter(sheetRows, sheetRows * cellsPerRow);
  for await (const chunk of entryTextChunks(bytes, content, new UnpackBudget(limits.maxUnzippedBytes))) counter.scanner.write(chunk);
  counter.scanner.end();
}
