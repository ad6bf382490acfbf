// Deep imports, not '@sarafi/core': this runs in the parse worker, which should not load every contract.
import { hawalaCurrencies } from '@sarafi/core/contract/hawala';
import {
  hawalaImportProblemReason,
  type HawalaImportColumnKey,
  type HawalaImportDuplicate,
  type HawalaImportPreviewRow,
  type HawalaImportProblem,
  type HawalaImportRowError,
} from '@sarafi/core/contract/hawala-import';
import type { DecimalProblem } from '@sarafi/core/money/amount-parse';
import { parseSheetDecimal, type CellValue } from './cell-values';
import { sheetDate } from './sheet-date';

/**
 * A non-blank row below the header: its sheet row number (1-based, as the spreadsheet shows it) and its cells, by
 * the column each is read as (the template's columns here; a partner sheet's mapped columns in reconciliation).
 */
export interface SheetRow<K extends string = HawalaImportColumnKey> {
  row: number;
  cells: Partial<Record<K, CellValue>>;
}

/**
 * Rows as one array per field, `row[i]`, `hawalaNo[i]`… being row i: 100,000 rows then cross from the parse worker
 * as one array per field instead of 100,000 objects (a smaller copy, made faster), and the insert binds these very arrays.
 */
export type RecordColumns = { [K in keyof HawalaImportPreviewRow]: HawalaImportPreviewRow[K][] };

export const emptyColumns = (): RecordColumns => ({
  row: [],
  hawalaNo: [],
  senderName: [],
  receiverName: [],
  amount: [],
  currency: [],
  rate: [],
  receiverLocation: [],
  exchangeRate: [],
  rAmount: [],
  intoUSD: [],
  transactionDate: [],
  senderCode: [],
});

function pushRecord(columns: RecordColumns, record: HawalaImportPreviewRow) {
  columns.row.push(record.row);
  columns.hawalaNo.push(record.hawalaNo);
  columns.senderName.push(record.senderName);
  columns.receiverName.push(record.receiverName);
  columns.amount.push(record.amount);
  columns.currency.push(record.currency);
  columns.rate.push(record.rate);
  columns.receiverLocation.push(record.receiverLocation);
  columns.exchangeRate.push(record.exchangeRate);
  columns.rAmount.push(record.rAmount);
  columns.intoUSD.push(record.intoUSD);
  columns.transactionDate.push(record.transactionDate);
  columns.senderCode.push(record.senderCode);
}

/** Row i as the preview lists it. */
export function recordAt(columns: RecordColumns, i: number): HawalaImportPreviewRow {
  return {
    row: columns.row[i]!,
    hawalaNo: columns.hawalaNo[i]!,
    senderName: columns.senderName[i]!,
    receiverName: columns.receiverName[i]!,
    amount: columns.amount[i]!,
    currency: columns.currency[i]!,
    rate: columns.rate[i] ?? null,
    receiverLocation: columns.receiverLocation[i] ?? null,
    exchangeRate: columns.exchangeRate[i] ?? null,
    rAmount: columns.rAmount[i] ?? null,
    intoUSD: columns.intoUSD[i] ?? null,
    transactionDate: columns.transactionDate[i] ?? null,
    senderCode: columns.senderCode[i] ?? null,
  };
}

/** Row i's stored values as the cells of a skipped row (an over-limit row is refused after it was read). */
export function recordCells(columns: RecordColumns, i: number): Record<string, string> {
  const cells: Record<string, string> = {};
  for (const [key, value] of Object.entries(recordAt(columns, i))) if (key !== 'row' && value !== null) cells[key] = String(value);
  return cells;
}

/** Everything a file says, before the database is asked which hawala numbers it already holds. */
export interface ParsedImport {
  /** Valid rows, first occurrence of each hawala number only. */
  records: RecordColumns;
  errors: HawalaImportRowError[];
  /** Valid rows whose hawala number appeared on an earlier row of the file. */
  duplicates: HawalaImportDuplicate[];
  totalRows: number;
}

/** numeric(20,2) holds 18 digits before the point, numeric(20,8) 12 (the precisions in docs/architecture.md, Constants and limits). */
const limits = { amount: { places: 2, digits: 18 }, rate: { places: 8, digits: 12 } } as const;
/** Column lengths of hawala_details. */
const maxLength: Partial<Record<HawalaImportColumnKey, number>> = { senderCode: 50, hawalaNo: 50, senderName: 255, receiverName: 255, receiverLocation: 255 };
const required: ReadonlySet<HawalaImportColumnKey> = new Set(['hawalaNo', 'senderName', 'receiverName', 'amount']);
/** A cell as a problem quotes it, and as a skipped row hands it back (the longest stored text is 255 characters). */
const quote = (text: string) => (text.length > 40 ? `${text.slice(0, 40)}…` : text);
const cellLimit = 1000;

/** One cell's text; every problem is added to `problems`, so the user can fix a row in one go. */
function text(row: SheetRow, key: HawalaImportColumnKey, problems: HawalaImportProblem[]): string | null {
  const cell = row.cells[key];
  if (cell && 'formulaError' in cell) {
    problems.push({ code: 'formulaError', params: { column: key } });
    return null;
  }
  if (!cell) {
    if (required.has(key)) problems.push({ code: 'missing', params: { column: key } });
    return null;
  }
  // PostgreSQL text cannot hold U+0000; xlsx can hide one in a cell as the escape _x0000_.
  if (cell.text.includes('\u0000')) {
    problems.push({ code: 'hiddenNul', params: { column: key } });
    return null;
  }
  const max = maxLength[key];
  if (max !== undefined && cell.text.length > max) {
    problems.push({ code: 'tooLong', params: { column: key, max } });
    return null;
  }
  return cell.text;
}

/**
 * Money typed as text (Amount, R Amount) is refused with more than 2 decimals, as on every form. Rates, Into USD (a
 * derived figure) and number cells round half-up as stored: a number cell holds the double a formula such as
 * Amount × Rate produced, which the sheet shows rounded, and the preview shows the stored amount before anything is kept.
 */
const roundedColumns: ReadonlySet<HawalaImportColumnKey> = new Set(['exchangeRate', 'rate', 'intoUSD']);
/** 'imprecise' (a double past 15 digits) reads to the clerk as any other non-number. */
const problemCode = (problem: DecimalProblem) => (problem === 'imprecise' ? 'notANumber' : problem);

function decimal(row: SheetRow, key: HawalaImportColumnKey, kind: keyof typeof limits, problems: HawalaImportProblem[]): string | null {
  const raw = text(row, key, problems);
  if (raw === null) return null;
  const { places, digits } = limits[kind];
  const cell = row.cells[key];
  const numberCell = cell !== null && cell !== undefined && 'text' in cell && cell.number === true;
  const parsed = parseSheetDecimal(raw, places, numberCell || roundedColumns.has(key));
  const params = { column: key, text: quote(raw) };
  if (!parsed.ok) {
    problems.push({ code: problemCode(parsed.problem), params });
    return null;
  }
  const fixed = parsed.value;
  if (fixed.startsWith('-')) problems.push({ code: 'negative', params });
  else if (fixed.indexOf('.') > digits) problems.push({ code: 'tooLarge', params });
  // Rates are shown as written ('85.5'); the column pads them to 8 places.
  else return kind === 'amount' ? fixed : fixed.replace(/\.?0+$/, '');
  return null;
}

function currency(row: SheetRow, problems: HawalaImportProblem[]): HawalaImportPreviewRow['currency'] | null {
  const code = text(row, 'currency', problems)?.toUpperCase() ?? 'AFN';
  const known = hawalaCurrencies.find((c) => c === code);
  if (!known) problems.push({ code: 'unknownCurrency', params: { column: 'currency', text: quote(code) } });
  return known ?? null;
}

/** The row's own date, or null when its date cell is blank (the screen's date is then used). */
function date(row: SheetRow, problems: HawalaImportProblem[]): string | null {
  const cell = row.cells.transactionDate;
  if (!cell) return null;
  if ('formulaError' in cell) {
    problems.push({ code: 'formulaError', params: { column: 'transactionDate' } });
    return null;
  }
  const day = sheetDate(cell);
  if (!day) problems.push({ code: 'badDate', params: { column: 'transactionDate', text: quote(cell.text) } });
  return day;
}

/** The row's template cells as written, for the skipped-rows file. */
function cellsOf(row: SheetRow): Record<string, string> {
  const cells: Record<string, string> = {};
  // A hidden NUL is dropped: the cell is handed back to be corrected, and no file may carry one.
  for (const [key, cell] of Object.entries(row.cells)) if (cell && 'text' in cell) cells[key] = cell.text.replaceAll('\u0000', '').slice(0, cellLimit);
  return cells;
}

export function rowError(row: number, hawalaNo: string | null, problems: HawalaImportProblem[], cells: Record<string, string>): HawalaImportRowError {
  return { row, hawalaNo, reason: problems.map(hawalaImportProblemReason).join('; '), problems, cells };
}

function readRow(row: SheetRow): { record: HawalaImportPreviewRow } | { error: HawalaImportRowError } {
  const problems: HawalaImportProblem[] = [];
  const hawalaNo = text(row, 'hawalaNo', problems);
  const senderName = text(row, 'senderName', problems);
  const receiverName = text(row, 'receiverName', problems);
  const amount = decimal(row, 'amount', 'amount', problems);
  const code = currency(row, problems);
  const rate = decimal(row, 'rate', 'rate', problems);
  const receiverLocation = text(row, 'receiverLocation', problems);
  const exchangeRate = decimal(row, 'exchangeRate', 'rate', problems);
  const rAmount = decimal(row, 'rAmount', 'amount', problems);
  const intoUSD = decimal(row, 'intoUSD', 'amount', problems);
  const transactionDate = date(row, problems);
  const senderCode = text(row, 'senderCode', problems)?.trim() || null;
  if (problems.length > 0 || !hawalaNo || !senderName || !receiverName || !amount || !code) {
    const plain = row.cells.hawalaNo;
    return { error: rowError(row.row, plain && 'text' in plain ? plain.text.slice(0, cellLimit) : null, problems, cellsOf(row)) };
  }
  const record = { row: row.row, hawalaNo, senderName, receiverName, amount, currency: code, rate, receiverLocation, exchangeRate, rAmount, intoUSD, transactionDate, senderCode };
  return { record };
}

/**
 * Checks each row as a reader hands it over and maps it to what will be stored, so the sheet's rows are never all
 * held at once. A hawala number repeated in the file keeps its first valid row; later ones are duplicates
 * (skipped, counted), as stored numbers are.
 */
export class RowChecker {
  private readonly parsed: ParsedImport = { records: emptyColumns(), errors: [], duplicates: [], totalRows: 0 };
  private readonly firstRow = new Map<string, number>();

  add(row: SheetRow) {
    this.parsed.totalRows++;
    const result = readRow(row);
    if ('error' in result) {
      this.parsed.errors.push(result.error);
      return;
    }
    const { record } = result;
    const first = this.firstRow.get(record.hawalaNo);
    if (first !== undefined) {
      const problem = { code: 'repeatsRow', params: { row: first } } satisfies HawalaImportProblem;
      this.parsed.duplicates.push({ row: record.row, hawalaNo: record.hawalaNo, reason: hawalaImportProblemReason(problem), problem });
      return;
    }
    this.firstRow.set(record.hawalaNo, record.row);
    pushRecord(this.parsed.records, record);
  }

  result(): ParsedImport {
    return this.parsed;
  }
}
