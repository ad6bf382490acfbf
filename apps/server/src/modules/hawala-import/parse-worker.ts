import { parentPort } from 'node:worker_threads';
import * as zlib from 'node:zlib';
import { CFB, read } from '@e965/xlsx';
import { hawalaImportMessages } from '@sarafi/core/contract/hawala-import';
import type { ErrorCode } from '@sarafi/core/contract/error-codes';
import { AppError, type ErrorParams } from '../../lib/errors';
import { checkUnzippedSize } from './inflated-size';
import { RowChecker, type ParsedImport } from './map-rows';
import { readSheetRows, sheetReadOptions } from './read-sheet';
import { readXlsxRows, xlsxWorkbookPart } from './read-xlsx';
import type { SpreadsheetContainer } from './check-upload';
import { readZipDirectory } from './zip-directory';

// SheetJS's ES module inflates with its own JavaScript unless handed node's zlib, which reads a large sheet about
// twice as fast. It finds where each deflate stream ends through zlib's deprecated `bytesRead` (DEP0108); that
// warning would print once per worker and is silenced in this thread only.
process.noDeprecation = true;
(CFB as { utils: { use_zlib(z: typeof zlib): void } }).utils.use_zlib(zlib);

export interface ParseJob {
  bytes: Uint8Array;
  container: SpreadsheetContainer;
  maxRows: number;
  maxUnzippedBytes: number;
}

export type ParseOutcome = { ok: true; parsed: ParsedImport } | { ok: false; status: number; message: string; code: ErrorCode; params?: ErrorParams };

const isXlsx = (job: ParseJob) => job.container === 'zip' && (readZipDirectory(job.bytes) ?? []).some((entry) => entry.name === xlsxWorkbookPart);

/**
 * xlsx, the common case, is streamed (read-xlsx.ts); xls, ods and xlsb are read whole by SheetJS, which holds
 * every cell of the sheet at once and is bounded by the row limit and this worker's heap cap.
 */
async function parse(job: ParseJob): Promise<ParsedImport> {
  const checker = new RowChecker();
  const onRow = checker.add.bind(checker);
  if (isXlsx(job)) {
    await readXlsxRows(job.bytes, job, onRow);
    return checker.result();
  }
  if (job.container === 'zip') await checkUnzippedSize(job.bytes, job.maxUnzippedBytes);
  const workbook = read(job.bytes, sheetReadOptions(job.maxRows));
  const sheet = workbook.Sheets[workbook.SheetNames[0] ?? ''];
  if (!sheet) throw new AppError(422, hawalaImportMessages.noHeader);
  readSheetRows(sheet, job.maxRows, onRow);
  return checker.result();
}

/**
 * Runs in a worker thread (see parse-spreadsheet.ts) so a large or hostile file costs this thread's heap and
 * time, not the server's; it reads one file per message. A file that cannot be read is the user's problem (422),
 * never a crash.
 */
async function run(job: ParseJob): Promise<ParseOutcome> {
  try {
    return { ok: true, parsed: await parse(job) };
  } catch (error) {
    if (error instanceof AppError) return { ok: false, status: error.statusCode, message: error.message, code: error.code, params: error.params };
    return { ok: false, status: 422, message: hawalaImportMessages.unreadable, code: 'hawalaImport.unreadable' };
  }
}

parentPort?.on('message', async (job: ParseJob) => parentPort?.postMessage(await run(job)));
