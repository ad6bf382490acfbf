import { z } from 'zod';
import { isIsoDate } from '../calendar';
import { hawalaCurrencies } from './hawala';

/**
 * The partner's template, columns C–L (docs/architecture.md, Constants and limits). Columns are found by their header text, ignoring case and
 * spaces, so the order and position may differ; the four marked required locate the header row.
 */
export const hawalaImportColumns = [
  { key: 'hawalaNo', header: 'Trans No', required: true },
  { key: 'senderName', header: 'Sender Name', required: true },
  { key: 'receiverName', header: 'Receiver Name', required: true },
  { key: 'amount', header: 'Amount', required: true },
  { key: 'exchangeRate', header: 'Exchange Rate', required: false },
  { key: 'currency', header: 'Currency', required: false },
  { key: 'rAmount', header: 'R Amount', required: false },
  { key: 'receiverLocation', header: 'Destination', required: false },
  { key: 'rate', header: 'Rate', required: false },
  { key: 'intoUSD', header: 'Into USD', required: false },
  { key: 'transactionDate', header: 'Date', required: false },
  { key: 'senderCode', header: 'Sender Code', required: false },
] as const;
export type HawalaImportColumnKey = (typeof hawalaImportColumns)[number]['key'];

/** What each column holds, as the template's notes sheet explains it to the partner who fills it in (English). */
export const hawalaImportColumnNotes: Record<HawalaImportColumnKey, string> = {
  hawalaNo: "The hawala's number (the partner's transaction number); each number is imported once",
  senderName: 'Who sent the money, as the partner wrote it',
  receiverName: 'Who collects the money here',
  amount: "What the sender paid, in the sending partner's currency (for example pounds for a London partner)",
  exchangeRate: "The partner's rate from Amount to R Amount (optional)",
  currency: 'The currency the receiver is paid in: AFN, USD, EUR or PKR (blank means AFN)',
  rAmount: 'What the receiver is paid, in Currency; a hawala without it cannot be paid out',
  receiverLocation: 'Where the receiver collects (optional)',
  rate: "The partner's own rate column (optional, kept as written)",
  intoUSD: 'The amount in US dollars (optional)',
  transactionDate: "The row's own date: 2026-04-04, 04/04/2026 (day first), an Excel date or 1405-01-15; blank takes the screen's date",
  senderCode: "The account code of the partner who sent this row (optional); blank means the partner chosen on the import screen",
};

/**
 * Other names partners' files give a template column (matched like the headers, ignoring case and spaces). A row's
 * own date wins over the screen's date; a file without a date column takes the screen's date for every row.
 */
export const hawalaImportHeaderAliases: Partial<Record<HawalaImportColumnKey, readonly string[]>> = {
  senderCode: ['Sender Account', 'Partner Code', 'Agent Code', 'Sender Partner'],
  transactionDate: ['Trans Date', 'Transaction Date', 'Send Date', 'Sent Date', 'Date Sent', 'Value Date', 'Hawala Date', 'تاریخ', 'نیټه'],
};

/** How an import treats invalid rows: refuse the whole file (SPEC's behaviour) or add the valid rows and list the rest. */
export const hawalaImportModes = ['all', 'valid'] as const;
export type HawalaImportMode = (typeof hawalaImportModes)[number];

/** The header row is looked for in this many rows at the top of the first sheet (title rows may precede it). */
export const hawalaImportHeaderSearchRows = 20;

/** What the file chooser offers and the server accepts (docs/architecture.md, Validation, 'Import'). */
export const hawalaImportFileTypes = {
  extensions: ['.xls', '.xlsx', '.ods'],
  mimeTypes: [
    'application/vnd.ms-excel',
    'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    'application/vnd.oasis.opendocument.spreadsheet',
  ],
} as const;

const mb = (bytes: number) => bytes / (1024 * 1024);

export const hawalaImportMessages = {
  noFile: 'No file selected',
  invalidType: 'Invalid File Type: Please select an Excel file (.xls, .xlsx) or OpenDocument Spreadsheet (.ods)',
  oneFile: 'Send one file at a time',
  tooLarge: (maxBytes: number) => `The file is larger than ${mb(maxBytes)} MB`,
  unzippedTooLarge: (maxBytes: number) =>
    `The spreadsheet expands to more than ${mb(maxBytes)} MB when unpacked; split it into smaller files`,
  tooManyRows: (maxRows: number) =>
    `More than ${maxRows.toLocaleString('en-US')} rows below the header; split the file into parts of at most ${maxRows.toLocaleString('en-US')} rows`,
  tooManyCells: (maxCells: number) =>
    `The spreadsheet declares more than ${maxCells.toLocaleString('en-US')} cells, counting each repeated row and column, or a cell past the last column; delete the rows and columns the template does not use`,
  unreadable: 'The file could not be read as a spreadsheet: it may be damaged or password-protected',
  tooComplex: 'The spreadsheet needs more memory to read than the server allows; split it into smaller files',
  tooSlow: (seconds: number) => `Reading the spreadsheet took longer than ${seconds} seconds; split it into smaller files`,
  noHeader: `No header row found: the first sheet needs the columns ${hawalaImportColumns
    .filter((c) => c.required)
    .map((c) => c.header)
    .join(', ')} within its first ${hawalaImportHeaderSearchRows} rows`,
  noRows: 'The file has no hawala rows below the header row',
  noValidRows: 'No row of the file can be imported; correct the rows listed and preview the file again',
  mode: "Import mode must be 'all' or 'valid'",
  invalidRows: (count: number) =>
    `${count} ${count === 1 ? 'row has a problem' : 'rows have problems'}; correct the file and import it again (nothing was imported)`,
  transactionDate: 'Transaction date must be a date written YYYY-MM-DD',
  imported: (imported: number, duplicates: number, invalid = 0) =>
    `Imported ${imported} ${imported === 1 ? 'hawala' : 'hawalas'}; ${duplicates} ${duplicates === 1 ? 'duplicate' : 'duplicates'} skipped` +
    (invalid > 0 ? `; ${invalid} invalid ${invalid === 1 ? 'row' : 'rows'} skipped` : ''),
} as const;

/**
 * Why a row cannot be imported or is skipped, as a code and its parameters, so the web app says it in the clerk's
 * language; `reason` keeps the English words for API clients. `column` is a HawalaImportColumnKey, `text` the
 * cell as written (cut to 40 characters).
 */
export const hawalaImportProblemCodes = [
  'missing',
  'formulaError',
  'hiddenNul',
  'tooLong',
  'notANumber',
  'grouping',
  'places',
  'negative',
  'tooLarge',
  'unknownCurrency',
  'badDate',
  'overLimit',
  'alreadyImported',
  'repeatsRow',
  'senderNotPartner',
  'dateBeyondWindow',
] as const;
export type HawalaImportProblemCode = (typeof hawalaImportProblemCodes)[number];
export const hawalaImportProblem = z.object({
  code: z.enum(hawalaImportProblemCodes),
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
});
export type HawalaImportProblem = z.infer<typeof hawalaImportProblem>;

const headerOf = (column: string | number | undefined) => hawalaImportColumns.find((c) => c.key === column)?.header ?? String(column);
const quoted = (text: string | number | undefined) => `'${text ?? ''}'`;

/** A problem in the English words API clients read in `reason`. */
export function hawalaImportProblemReason({ code, params = {} }: HawalaImportProblem): string {
  const label = headerOf(params.column);
  switch (code) {
    case 'missing':
      return params.column === 'hawalaNo' ? 'Missing hawala number (Trans No)' : `Missing ${label.toLowerCase()}`;
    case 'formulaError':
      return `Formula error in ${label}`;
    case 'hiddenNul':
      return `${label} contains a hidden NUL character`;
    case 'tooLong':
      return `${label} is longer than ${params.max} characters`;
    case 'notANumber':
      return `${label} is not a number: ${quoted(params.text)}`;
    case 'grouping':
      return `${label} ${quoted(params.text)}: commas may only separate thousands (1,234,567.50), and the decimal point is a dot`;
    case 'places':
      return `${label} has more than 2 decimals: ${quoted(params.text)}`;
    case 'negative':
      return `${label} is negative: ${quoted(params.text)}`;
    case 'tooLarge':
      return `${label} is too large: ${quoted(params.text)}`;
    case 'unknownCurrency':
      return `Unknown currency ${quoted(params.text)}: use ${hawalaCurrencies.join(', ')}`;
    case 'badDate':
      return `${label} is not a date: ${quoted(params.text)} (write 2026-04-04, 04/04/2026 day first, or 1405-01-15 Solar Hijri)`;
    case 'overLimit':
      return `R Amount ${params.amount} is more than one posting may carry: at most ${params.limit} ${params.currency}`;
    case 'alreadyImported':
      return 'Already imported';
    case 'repeatsRow':
      return `Repeats row ${params.row} of this file`;
    case 'senderNotPartner':
      return `Sender Code ${quoted(params.text)} is not an active partner account`;
    case 'dateBeyondWindow':
      return `${label} ${params.date} is after the latest day a hawala may be dated (${params.latest})`;
  }
}

/**
 * docs/architecture.md, Wire fields, 'Hawala import preview row', plus the sheet row number and the other amounts it will store. Amounts are
 * rounded half-up to 2 places, rates to 8, exactly as they will be stored.
 */
export const hawalaImportPreviewRow = z.object({
  row: z.number().int(),
  hawalaNo: z.string(),
  senderName: z.string(),
  receiverName: z.string(),
  amount: z.string(),
  currency: z.enum(hawalaCurrencies),
  rate: z.string().nullable(),
  receiverLocation: z.string().nullable(),
  exchangeRate: z.string().nullable(),
  rAmount: z.string().nullable(),
  intoUSD: z.string().nullable(),
  /** The row's own date ('YYYY-MM-DD'), or null when it has none and the screen's date is used. */
  transactionDate: z.string().nullable(),
  /** The row's own sending partner (its Sender Code cell), or null when it has none and the chosen partner sent it. */
  senderCode: z.string().nullable(),
});
export type HawalaImportPreviewRow = z.infer<typeof hawalaImportPreviewRow>;

/**
 * A row that blocks an all-or-nothing import, or is skipped by a valid-rows import: its sheet row number (as the
 * spreadsheet program shows it), why, and its template cells as written, so the skipped rows can be handed back
 * as a file to correct and import again.
 */
export const hawalaImportRowError = z.object({
  row: z.number().int(),
  hawalaNo: z.string().nullable(),
  reason: z.string(),
  problems: z.array(hawalaImportProblem),
  cells: z.record(z.string(), z.string()),
});
export type HawalaImportRowError = z.infer<typeof hawalaImportRowError>;

/** A row that will be skipped because its hawala number is already stored or appeared earlier in the file. */
export const hawalaImportDuplicate = z.object({
  row: z.number().int(),
  hawalaNo: z.string(),
  reason: z.string(),
  problem: hawalaImportProblem,
});
export type HawalaImportDuplicate = z.infer<typeof hawalaImportDuplicate>;

/**
 * POST /api/hawala/preview. SPEC's field `preview` lists the rows an import would add; the rest are extensions:
 * the rows that block it, the rows it would skip, and the count of non-blank rows read.
 */
/** A sending partner as the preview names it: Amount is in its currency. */
export const hawalaImportSender = z.object({ code: z.string(), name: z.string(), currency: z.string().nullable() });
export type HawalaImportSender = z.infer<typeof hawalaImportSender>;

export const hawalaPreviewResponse = z.object({
  preview: z.array(hawalaImportPreviewRow),
  errors: z.array(hawalaImportRowError),
  duplicates: z.array(hawalaImportDuplicate),
  duplicateCount: z.number().int(),
  totalRows: z.number().int(),
  /** The partner who sent the sheet (the form's senderAccountId, else 2001): rows without a Sender Code are its. */
  sender: hawalaImportSender,
  /** Every partner the previewed rows name by Sender Code, the sheet's sender included. */
  senders: z.array(hawalaImportSender),
});
export type HawalaPreviewResponse = z.infer<typeof hawalaPreviewResponse>;

/** POST /api/hawala/import: docs/architecture.md, Wire fields, 'Import result', plus the invalid rows a valid-rows import left out. */
export const hawalaImportResult = z.object({
  importedCount: z.number().int(),
  duplicateCount: z.number().int(),
  /** Rows imported but held for compliance review: a sender or receiver matched a sanctions list (not passable until released). */
  heldCount: z.number().int().default(0),
  skipped: z.array(hawalaImportRowError),
  message: z.string(),
});
export type HawalaImportResult = z.infer<typeof hawalaImportResult>;

/** A refused import: `{ message, code }`, plus the rows at fault when the file has invalid rows (422). */
export const hawalaImportErrorResponse = z.object({
  message: z.string(),
  code: z.string().optional(),
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
  errors: z.array(hawalaImportRowError).optional(),
});
export type HawalaImportErrorResponse = z.infer<typeof hawalaImportErrorResponse>;

/** POST /api/hawala/skipped-rows: the skipped rows, with their reasons in the clerk's language, back as an XLSX. */
export const hawalaSkippedRowsRequest = z.object({
  rows: z
    .array(z.object({ row: z.number().int(), cells: z.record(z.string(), z.string().max(1000)), reason: z.string().max(2000) }))
    .min(1)
    .max(100_000),
  reasonHeader: z.string().min(1).max(60),
});
export type HawalaSkippedRowsRequest = z.infer<typeof hawalaSkippedRowsRequest>;

/** The import form's `transactionDate` (docs/architecture.md, Screens, Import Hawala); blank means today. */
export const hawalaImportTransactionDate = z
  .string()
  .trim()
  .refine(isIsoDate, hawalaImportMessages.transactionDate);
