import { z } from 'zod';
import { isIsoDate } from '../calendar';
import { hawalaCurrencies } from './hawala';

/**
 * The partner's template, columns C–L (SPEC §9). Columns are found by their header text, ignoring case and
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
] as const;
export type HawalaImportColumnKey = (typeof hawalaImportColumns)[number]['key'];

/** The header row is looked for in this many rows at the top of the first sheet (title rows may precede it). */
export const hawalaImportHeaderSearchRows = 20;

/** What the file chooser offers and the server accepts (SPEC §5 'Import'). */
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
  invalidRows: (count: number) =>
    `${count} ${count === 1 ? 'row has a problem' : 'rows have problems'}; correct the file and import it again (nothing was imported)`,
  transactionDate: 'Transaction date must be a date written YYYY-MM-DD',
  imported: (imported: number, duplicates: number) =>
    `Imported ${imported} ${imported === 1 ? 'hawala' : 'hawalas'}; ${duplicates} ${duplicates === 1 ? 'duplicate' : 'duplicates'} skipped`,
} as const;

/**
 * SPEC §3 'Hawala import preview row', plus the sheet row number and the other amounts it will store. Amounts are
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
});
export type HawalaImportPreviewRow = z.infer<typeof hawalaImportPreviewRow>;

/** A row that blocks the import: its sheet row number (as the spreadsheet program shows it) and why. */
export const hawalaImportRowError = z.object({ row: z.number().int(), hawalaNo: z.string().nullable(), reason: z.string() });
export type HawalaImportRowError = z.infer<typeof hawalaImportRowError>;

/** A row that will be skipped because its hawala number is already stored or appeared earlier in the file. */
export const hawalaImportDuplicate = z.object({
  row: z.number().int(),
  hawalaNo: z.string(),
  reason: z.string(),
});
export type HawalaImportDuplicate = z.infer<typeof hawalaImportDuplicate>;

/**
 * POST /api/hawala/preview. SPEC's field `preview` lists the rows an import would add; the rest are extensions:
 * the rows that block it, the rows it would skip, and the count of non-blank rows read.
 */
export const hawalaPreviewResponse = z.object({
  preview: z.array(hawalaImportPreviewRow),
  errors: z.array(hawalaImportRowError),
  duplicates: z.array(hawalaImportDuplicate),
  duplicateCount: z.number().int(),
  totalRows: z.number().int(),
});
export type HawalaPreviewResponse = z.infer<typeof hawalaPreviewResponse>;

/** POST /api/hawala/import: SPEC §3 'Import result'. */
export const hawalaImportResult = z.object({ importedCount: z.number().int(), duplicateCount: z.number().int(), message: z.string() });
export type HawalaImportResult = z.infer<typeof hawalaImportResult>;

/** A refused import: `{ message, code }`, plus the rows at fault when the file has invalid rows (422). */
export const hawalaImportErrorResponse = z.object({
  message: z.string(),
  code: z.string().optional(),
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
  errors: z.array(hawalaImportRowError).optional(),
});
export type HawalaImportErrorResponse = z.infer<typeof hawalaImportErrorResponse>;

/** The import form's `transactionDate` (SPEC §2.18); blank means today. */
export const hawalaImportTransactionDate = z
  .string()
  .trim()
  .refine(isIsoDate, hawalaImportMessages.transactionDate);
