// Deep imports, not '@sarafi/core': this runs in the parse worker, which should not load every contract.
import { hawalaCurrencies } from '@sarafi/core/contract/hawala';
import {
  hawalaImportColumns,
  type HawalaImportColumnKey,
  type HawalaImportDuplicate,
  type HawalaImportPreviewRow,
  type HawalaImportRowError,
} from '@sarafi/core/contract/hawala-import';
import type { DecimalProblem } from '@sarafi/core/money/amount-parse';
import { parseSheetDecimal, type CellValue } from './cell-values';

/** A non-blank row below the header: its sheet row number (1-based, as the spreadsheet shows it) and its cells. */
export interface SheetRow {
  row: number;
  cells: Partial<Record<HawalaImportColumnKey, CellValue>>;
}

/**
 * Rows as one array per field, `row[i]`, `hawalaNo[i]`… being row i: 100,000 rows then cross from the parse worker
 * as eleven arrays instead of 100,000 objects (a smaller copy, made faster), and the insert binds these very arrays.
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
  };
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

const labels = Object.fromEntries(hawalaImportColumns.map((c) => [c.key, c.header])) as Record<HawalaImportColumnKey, string>;
/** numeric(20,2) holds 18 digits before the point, numeric(20,8) 12 (SPEC §9 precisions). */
const limits = { amount: { places: 2, digits: 18 }, rate: { places: 8, digits: 12 } } as const;
/** Column lengths of hawala_details. */
const maxLength: Partial<Record<HawalaImportColumnKey, number>> = { hawalaNo: 50, senderName: 255, receiverName: 255, receiverLocation: 255 };
const missing: Partial<Record<HawalaImportColumnKey, string>> = {
  hawalaNo: 'Missing hawala number (Trans No)',
  senderName: 'Missing sender name',
  receiverName: 'Missing receiver name',
  amount: 'Missing amount',
};
const quote = (text: string) => `'${text.length > 40 ? `${text.slice(0, 40)}…` : text}'`;

/** One cell's text; every problem is added to `reasons`, so the user can fix a row in one go. */
function text(row: SheetRow, key: HawalaImportColumnKey, reasons: string[]): string | null {
  const cell = row.cells[key];
  if (cell && 'formulaError' in cell) {
    reasons.push(`Formula error in ${labels[key]}`);
    return null;
  }
  if (!cell) {
    if (missing[key]) reasons.push(missing[key]);
    return null;
  }
  // PostgreSQL text cannot hold U+0000; xlsx can hide one in a cell as the escape _x0000_.
  if (cell.text.includes('\u0000')) {
    reasons.push(`${labels[key]} contains a hidden NUL character`);
    return null;
  }
  const max = maxLength[key];
  if (max !== undefined && cell.text.length > max) {
    reasons.push(`${labels[key]} is longer than ${max} characters`);
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

const problemReasons: Record<DecimalProblem, (label: string, raw: string) => string> = {
  notANumber: (label, raw) => `${label} is not a number: ${quote(raw)}`,
  grouping: (label, raw) => `${label} ${quote(raw)}: commas may only separate thousands (1,234,567.50), and the decimal point is a dot`,
  places: (label, raw) => `${label} has more than 2 decimals: ${quote(raw)}`,
  imprecise: (label, raw) => `${label} is not a number: ${quote(raw)}`,
};

function decimal(row: SheetRow, key: HawalaImportColumnKey, kind: keyof typeof limits, reasons: string[]): string | null {
  const raw = text(row, key, reasons);
  if (raw === null) return null;
  const { places, digits } = limits[kind];
  const cell = row.cells[key];
  const numberCell = cell !== null && cell !== undefined && 'text' in cell && cell.number === true;
  const parsed = parseSheetDecimal(raw, places, numberCell || roundedColumns.has(key));
  if (!parsed.ok) {
    reasons.push(problemReasons[parsed.problem](labels[key], raw));
    return null;
  }
  const fixed = parsed.value;
  if (fixed.startsWith('-')) reasons.push(`${labels[key]} is negative: ${quote(raw)}`);
  else if (fixed.indexOf('.') > digits) reasons.push(`${labels[key]} is too large: ${quote(raw)}`);
  // Rates are shown as written ('85.5'); the column pads them to 8 places.
  else return kind === 'amount' ? fixed : fixed.replace(/\.?0+$/, '');
  return null;
}

function currency(row: SheetRow, reasons: string[]): HawalaImportPreviewRow['currency'] | null {
  const code = text(row, 'currency', reasons)?.toUpperCase() ?? 'AFN';
  const known = hawalaCurrencies.find((c) => c === code);
  if (!known) reasons.push(`Unknown currency ${quote(code)}: use ${hawalaCurrencies.join(', ')}`);
  return known ?? null;
}

function readRow(row: SheetRow): { record: HawalaImportPreviewRow } | { error: HawalaImportRowError } {
  const reasons: string[] = [];
  const hawalaNo = text(row, 'hawalaNo', reasons);
  const senderName = text(row, 'senderName', reasons);
  const receiverName = text(row, 'receiverName', reasons);
  const amount = decimal(row, 'amount', 'amount', reasons);
  const code = currency(row, reasons);
  const rate = decimal(row, 'rate', 'rate', reasons);
  const receiverLocation = text(row, 'receiverLocation', reasons);
  const exchangeRate = decimal(row, 'exchangeRate', 'rate', reasons);
  const rAmount = decimal(row, 'rAmount', 'amount', reasons);
  const intoUSD = decimal(row, 'intoUSD', 'amount', reasons);
  if (reasons.length > 0 || !hawalaNo || !senderName || !receiverName || !amount || !code) {
    const plain = row.cells.hawalaNo;
    return { error: { row: row.row, hawalaNo: plain && 'text' in plain ? plain.text : null, reason: reasons.join('; ') } };
  }
  const record = { row: row.row, hawalaNo, senderName, receiverName, amount, currency: code, rate, receiverLocation, exchangeRate, rAmount, intoUSD };
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
      this.parsed.duplicates.push({ row: record.row, hawalaNo: record.hawalaNo, reason: `Repeats row ${first} of this file` });
      return;
    }
    this.firstRow.set(record.hawalaNo, record.row);
    pushRecord(this.parsed.records, record);
  }

  result(): ParsedImport {
    return this.parsed;
  }
}
