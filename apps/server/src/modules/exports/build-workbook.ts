import * as XLSX from '@e965/xlsx';
import { formatAmount, Money } from '@sarafi/core';
import type { ExportCell, SheetSpec } from './sheet-spec';
import { dateTimeCell } from './date-time-cell';

/**
 * A decimal with at most 15 significant digits survives the trip through a double and back unchanged, so a
 * 2-decimal amount below 1e13 is exact as a number cell. Larger ones (numeric(20,2) allows them) go in as
 * text: a spreadsheet that cannot sum them beats one that shows a different amount.
 */
const exactAsNumberBelow = new Money('1e13');
const amountFormat = '#,##0.00';

/**
 * Text a spreadsheet program could take for a formula when the cell is edited, or a CSV copy of it is opened
 * (=, +, -, @, and tab or CR before them): a narrative typed as '=HYPERLINK(…)' must stay text. A leading
 * apostrophe keeps it visibly text. Amounts and other numbers are number cells, never text, so a negative stays a
 * number.
 */
const formulaLike = /^[=+\-@\t\r]/;
export const neutralise = (text: string) => (formulaLike.test(text) ? `'${text}` : text);

/** An amount cell: a number formatted '#,##0.00' for sums in the spreadsheet, or the exact text when too large. */
export function amountCell(amount: string): XLSX.CellObject {
  const text = formatAmount(amount);
  // The decimal string becomes a number only here, for the cell value; `w` keeps the exact text beside it.
  if (new Money(amount).abs().lt(exactAsNumberBelow)) return { t: 'n', v: Number(amount), z: amountFormat, w: text };
  return { t: 's', v: text };
}

function cellOf(value: ExportCell, timeZone: string | undefined): XLSX.CellObject | string | number | undefined {
  if (value === null || value === undefined) return undefined;
  if (typeof value === 'number') return value;
  if (typeof value === 'string') return neutralise(value);
  if ('instant' in value) {
    if (!timeZone) throw new Error('a sheet with date-time cells needs its time zone');
    return dateTimeCell(value.instant, timeZone);
  }
  return amountCell(value.amount);
}

/** Bounds of a column sized to its text: narrow codes stay readable, a long narrative does not push the rest away. */
const widthBounds = { min: 8, max: 50 } as const;

/** Each column as wide as its longest text as shown (an amount with its separators, a date-time as written). */
function fittedWidths(cells: (XLSX.CellObject | string | number | undefined)[][]): number[] {
  const widths: number[] = [];
  for (const row of cells) {
    row.forEach((cell, c) => {
      const text = cell === undefined ? '' : typeof cell === 'object' ? String(cell.w ?? cell.v ?? '') : String(cell);
      widths[c] = Math.max(widths[c] ?? widthBounds.min, Math.min(widthBounds.max, text.length + 2));
    });
  }
  return widths;
}

/** The XLSX file of `sheets`, every cell written by `cellOf`. */
export function buildWorkbook(sheets: SheetSpec[]): Uint8Array {
  const book = XLSX.utils.book_new();
  for (const spec of sheets) {
    const cells = spec.rows.map((row) => row.map((value) => cellOf(value, spec.timeZone)));
    const sheet = XLSX.utils.aoa_to_sheet(cells);
    sheet['!cols'] = (spec.widths ?? fittedWidths(cells)).map((wch) => ({ wch }));
    XLSX.utils.book_append_sheet(book, sheet, spec.name);
  }
  return new Uint8Array(XLSX.write(book, { type: 'array', bookType: 'xlsx' }) as ArrayBuffer);
}
