import { checkResultSize } from './result-size';
import { RowChecker, type ParsedImport } from './map-rows';
import { readFirstSheet, type SheetJob } from './read-first-sheet';
import { headerColumns } from './sheet-header';

/** The hawala template's rows of an upload, checked and mapped; run in the reader process (parse-worker.ts). */
export async function readJob(job: SheetJob): Promise<ParsedImport> {
  const checker = new RowChecker();
  await readFirstSheet(job, headerColumns, (row) => checker.add(row));
  const parsed = checker.result();
  checkResultSize(parsed, job.maxUnzippedBytes);
  return parsed;
}
