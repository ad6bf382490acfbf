import { parentPort } from 'node:worker_threads';
import * as zlib from 'node:zlib';
import { CFB, read } from '@e965/xlsx';
import { hawalaImportMessages } from '@sarafi/core/contract/hawala-import';
import { AppError } from '../../lib/errors';
import { unzipsWithin } from './inflated-size';
import { mapRows, type ParsedImport } from './map-rows';
import { readSheetRows, sheetReadOptions } from './read-sheet';
import type { SpreadsheetContainer } from './check-upload';

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

export type ParseOutcome = { ok: true; parsed: ParsedImport } | { ok: false; status: number; message: string };

async function parse(job: ParseJob): Promise<ParsedImport> {
  if (job.container === 'zip' && !(await unzipsWithin(job.bytes, job.maxUnzippedBytes))) {
    throw new AppError(413, hawalaImportMessages.unzippedTooLarge(job.maxUnzippedBytes));
  }
  const workbook = read(job.bytes, sheetReadOptions(job.maxRows));
  const sheet = workbook.Sheets[workbook.SheetNames[0] ?? ''];
  if (!sheet) throw new AppError(422, hawalaImportMessages.noHeader);
  return mapRows(readSheetRows(sheet, job.maxRows));
}

/**
 * Runs in a worker thread (see parse-spreadsheet.ts) so a large or hostile file costs this thread's heap and
 * time, not the server's; it reads one file per message. A file SheetJS cannot read is the user's problem (422),
 * never a crash.
 */
async function run(job: ParseJob): Promise<ParseOutcome> {
  try {
    return { ok: true, parsed: await parse(job) };
  } catch (error) {
    if (error instanceof AppError) return { ok: false, status: error.statusCode, message: error.message };
    return { ok: false, status: 422, message: hawalaImportMessages.unreadable };
  }
}

parentPort?.on('message', async (job: ParseJob) => parentPort?.postMessage(await run(job)));
