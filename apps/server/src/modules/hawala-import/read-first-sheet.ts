import * as zlib from 'node:zlib';
import { CFB, read } from '@e965/xlsx';
import { hawalaImportMessages } from '@sarafi/core/contract/hawala-import';
import { AppError } from '../../lib/errors';
import type { SpreadsheetContainer } from './check-upload';
import { checkUnzippedSize } from './inflated-size';
import type { SheetRow } from './map-rows';
import { checkOdsRepeats, odsContentPart } from './ods-repeats';
import { readSheetGrid, sheetReadOptions } from './read-sheet';
import { readXlsxGrid, xlsxWorkbookPart } from './read-xlsx';
import type { FindHeader } from './sheet-header';
import { readZipDirectory } from './zip-directory';

// SheetJS's ES module inflates with its own JavaScript unless handed node's zlib, which reads a large sheet about
// twice as fast. It finds where each deflate stream ends through zlib's deprecated `bytesRead` (DEP0108); that
// warning would print once per reader and is silenced in this process only.
process.noDeprecation = true;
(CFB as { utils: { use_zlib(z: typeof zlib): void } }).utils.use_zlib(zlib);

/** A checked upload (check-upload.ts) and the limits it is read within. */
export interface SheetJob {
  bytes: Uint8Array;
  container: SpreadsheetContainer;
  maxRows: number;
  maxUnzippedBytes: number;
}

const zipHolds = (job: SheetJob, part: string) => job.container === 'zip' && (readZipDirectory(job.bytes) ?? []).some((entry) => entry.name === part);

/**
 * Hands the rows below the first sheet's header to `onRow`, within the job's limits. xlsx, the common case, is
 * streamed (read-xlsx.ts); xls, ods and xlsb are read whole by SheetJS, which holds every cell of the sheet at once
 * and is bounded by the row limit and the reader process's heap cap. An ods can declare a cell repeated any number
 * of times, which SheetJS would expand, so its repeats are counted first.
 */
export async function readFirstSheet<K extends string>(job: SheetJob, findHeader: FindHeader<K>, onRow: (row: SheetRow<K>) => void) {
  if (zipHolds(job, xlsxWorkbookPart)) return readXlsxGrid(job.bytes, job, findHeader, onRow);
  if (job.container === 'zip') await checkUnzippedSize(job.bytes, job.maxUnzippedBytes);
  if (zipHolds(job, odsContentPart)) await checkOdsRepeats(job.bytes, job);
  const workbook = read(job.bytes, sheetReadOptions(job.maxRows));
  const sheet = workbook.Sheets[workbook.SheetNames[0] ?? ''];
  if (!sheet) throw new AppError(422, hawalaImportMessages.noHeader, 'hawalaImport.noHeader');
  readSheetGrid(sheet, job.maxRows, findHeader, onRow);
}
