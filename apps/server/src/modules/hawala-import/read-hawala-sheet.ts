import { checkResultSize } from './result-size';
import { namesPart, RowChecker, type NamesPart, type ParsedImport } from './map-rows';
import { readFirstSheet, type SheetJob } from './read-first-sheet';
import { headerColumns } from './sheet-header';

/** A hawala sheet's job: with `namesEvery`, the records' names are handed over that many at a time while reading. */
export interface HawalaSheetJob extends SheetJob {
  namesEvery?: number;
}

/**
 * The hawala template's rows of an upload, checked and mapped; run in the reader process (parse-worker.ts). An import
 * asks for the names as they are read (`namesEvery`), so its screening starts while the rest of the sheet is read.
 */
export async function readJob(job: HawalaSheetJob, progress: (part: NamesPart) => void): Promise<ParsedImport> {
  const checker = new RowChecker();
  const { records } = checker.result();
  let sent = 0;
  const every = job.namesEvery;
  await readFirstSheet(job, headerColumns, (row) => {
    checker.add(row);
    if (every !== undefined && records.hawalaNo.length - sent >= every) {
      progress(namesPart(records, sent));
      sent = records.hawalaNo.length;
    }
  });
  const parsed = checker.result();
  checkResultSize(parsed, job.maxUnzippedBytes);
  if (every !== undefined && records.hawalaNo.length > sent) progress(namesPart(records, sent));
  return parsed;
}
