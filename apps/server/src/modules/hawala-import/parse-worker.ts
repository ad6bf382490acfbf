import * as zlib from 'node:zlib';
import { CFB, read } from '@e965/xlsx';
import { hawalaImportMessages } from '@sarafi/core/contract/hawala-import';
import type { ErrorCode } from '@sarafi/core/contract/error-codes';
import { AppError, type ErrorParams } from '../../lib/errors';
import { checkUnzippedSize } from './inflated-size';
import { checkOdsRepeats, odsContentPart } from './ods-repeats';
import { checkResultSize } from './result-size';
import { RowChecker, type ParsedImport } from './map-rows';
import { readSheetRows, sheetReadOptions } from './read-sheet';
import { readXlsxRows, xlsxWorkbookPart } from './read-xlsx';
import type { SpreadsheetContainer } from './check-upload';
import { readZipDirectory } from './zip-directory';

// SheetJS's ES module inflates with its own JavaScript unless handed node's zlib, which reads a large sheet about
// twice as fast. It finds where each deflate stream ends through zlib's deprecated `bytesRead` (DEP0108); that
// warning would print once per reader and is silenced in this process only.
process.noDeprecation = true;
(CFB as { utils: { use_zlib(z: typeof zlib): void } }).utils.use_zlib(zlib);

export interface ParseJob {
  bytes: Uint8Array;
  container: SpreadsheetContainer;
  maxRows: number;
  maxUnzippedBytes: number;
}

export type ParseOutcome = { ok: true; parsed: ParsedImport } | { ok: false; status: number; message: string; code: ErrorCode; params?: ErrorParams };

const zipHolds = (job: ParseJob, part: string) => job.container === 'zip' && (readZipDirectory(job.bytes) ?? []).some((entry) => entry.name === part);

/**
 * xlsx, the common case, is streamed (read-xlsx.ts); xls, ods and xlsb are read whole by SheetJS, which holds
 * every cell of the sheet at once and is bounded by the row limit and this process's heap cap. An ods can declare a
 * cell repeated any number of times, which SheetJS would expand, so its repeats are counted first.
 */
async function parse(job: ParseJob): Promise<ParsedImport> {
  const checker = new RowChecker();
  const onRow = checker.add.bind(checker);
  if (zipHolds(job, xlsxWorkbookPart)) {
    await readXlsxRows(job.bytes, job, onRow);
    return checker.result();
  }
  if (job.container === 'zip') await checkUnzippedSize(job.bytes, job.maxUnzippedBytes);
  if (zipHolds(job, odsContentPart)) await checkOdsRepeats(job.bytes, job);
  const workbook = read(job.bytes, sheetReadOptions(job.maxRows));
  const sheet = workbook.Sheets[workbook.SheetNames[0] ?? ''];
  if (!sheet) throw new AppError(422, hawalaImportMessages.noHeader);
  readSheetRows(sheet, job.maxRows, onRow);
  return checker.result();
}

/**
 * Runs in its own process (see parse-spreadsheet.ts) so a large or hostile file costs this process's heap and
 * time, not the server's; it reads one file per message. A file that cannot be read is the user's problem (422),
 * never a crash.
 */
async function run(job: ParseJob): Promise<ParseOutcome> {
  try {
    const parsed = await parse(job);
    checkResultSize(parsed, job.maxUnzippedBytes);
    return { ok: true, parsed };
  } catch (error) {
    if (error instanceof AppError) return { ok: false, status: error.statusCode, message: error.message, code: error.code, params: error.params };
    return { ok: false, status: 422, message: hawalaImportMessages.unreadable, code: 'hawalaImport.unreadable' };
  }
}

process.on('message', async (job: ParseJob) => process.send?.(await run(job)));
// The server went away (or ended this reader): nothing is left to answer.
process.on('disconnect', () => process.exit(0));
