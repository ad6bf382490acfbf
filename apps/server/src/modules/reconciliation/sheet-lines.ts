import type { ReconciliationMapping, reconciliationSkipReasons } from '@sarafi/core/contract/reconciliation';
import { Money } from '@sarafi/core/money/decimal';
import { sheetCurrencyCode } from '@sarafi/core/partners/sheet-currency';
import { parseSheetDecimal, type CellValue } from '../hawala-import/cell-values';
import type { SheetRow } from '../hawala-import/map-rows';
import { sheetDate } from '../hawala-import/sheet-date';
import type { MappedField } from './sheet-columns';

/** A line of their sheet with its amount as they wrote it: credit less debit, or their one signed amount column. */
export interface SheetLine {
  row: number;
  hawalaNo: string | null;
  date: string;
  currency: string;
  amount: string;
}

export type SkipReason = (typeof reconciliationSkipReasons)[number];

export interface PartnerSheetLines {
  lines: SheetLine[];
  skipped: { row: number; reason: SkipReason; text: string | null }[];
  skippedCount: number;
  /** Per currency, the running balance on their last line of it, as written (a mapped balance column). */
  closing: Record<string, string>;
}

/**
 * Their sheet as the reader process hands it back: the JSON text of its PartnerSheetLines, which crosses to the server
 * and on to the matching thread as one string rather than 100,000 objects for the server's thread to copy twice.
 */
export interface PartnerSheetText {
  lineCount: number;
  json: string;
}

const keptSkips = 100;
/** A hawala number longer than any we store cannot match; it is cut, so a hostile cell cannot swell the result. */
const maxNumberLength = 100;
const quote = (text: string) => (text.length > 40 ? `${text.slice(0, 40)}…` : text);
const textOf = (cell: CellValue | undefined) => (cell && 'text' in cell ? cell : null);

/** A money cell as a 2-place decimal: typed text with more places is refused, a computed number rounded as shown. */
function money(cell: CellValue | undefined): string | null | 'bad' {
  const value = textOf(cell);
  if (!value) return cell ? 'bad' : null;
  const parsed = parseSheetDecimal(value.text, 2, value.number === true);
  return parsed.ok ? parsed.value : 'bad';
}

/** Collects a partner sheet's lines row by row as the reader hands them over; rows it cannot read are listed. */
export class SheetLines {
  private readonly parsed: PartnerSheetLines = { lines: [], skipped: [], skippedCount: 0, closing: {} };

  constructor(private readonly mapping: ReconciliationMapping) {}

  private skip(row: number, reason: SkipReason, cell: CellValue | undefined) {
    this.parsed.skippedCount++;
    if (this.parsed.skipped.length < keptSkips) this.parsed.skipped.push({ row, reason, text: textOf(cell) ? quote(textOf(cell)!.text) : null });
  }

  private amount(cells: SheetRow<MappedField>['cells']): string | null | 'bad' {
    if (this.mapping.amount) return money(cells.amount);
    const debit = money(cells.debit);
    const credit = money(cells.credit);
    if (debit === 'bad' || credit === 'bad') return 'bad';
    if (debit === null && credit === null) return null;
    return new Money(credit ?? 0).minus(debit ?? 0).toFixed(2);
  }

  add({ row, cells }: SheetRow<string>) {
    const mapped: SheetRow<MappedField>['cells'] = cells;
    const dateCell = textOf(mapped.date);
    if (!dateCell) return this.skip(row, 'noDate', mapped.date);
    const date = sheetDate(dateCell);
    if (!date) return this.skip(row, 'badDate', mapped.date);
    const amount = this.amount(mapped);
    if (amount === null) return this.skip(row, 'noAmount', undefined);
    if (amount === 'bad') return this.skip(row, 'badAmount', mapped.amount ?? mapped.debit ?? mapped.credit);
    const named = textOf(mapped.currency)?.text;
    const currency = named ? sheetCurrencyCode(named) : this.mapping.defaultCurrency;
    if (!currency) return this.skip(row, 'noCurrency', mapped.currency);
    const hawalaNo = textOf(mapped.hawalaNo)?.text.slice(0, maxNumberLength) ?? null;
    this.parsed.lines.push({ row, hawalaNo, date, currency: currency.slice(0, 10), amount });
    const balance = money(mapped.balance);
    if (balance !== null && balance !== 'bad') this.parsed.closing[currency] = balance;
  }

  result(): PartnerSheetText {
    return { lineCount: this.parsed.lines.length, json: JSON.stringify(this.parsed) };
  }
}
