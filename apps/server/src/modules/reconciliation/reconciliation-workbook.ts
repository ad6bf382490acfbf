import type { ReconciliationResult } from '@sarafi/core';
import { buildWorkbook } from '../exports/build-workbook';
import { reconciliationSheets } from './reconciliation-sheets';

export interface WorkbookJob {
  /** The kept run as the JSON text it is stored and sent as (kept-reconciliations.ts). */
  json: string;
  partnerName: string;
}

/**
 * A kept reconciliation's XLSX, built on a pool thread (lib/worker-pool.ts): parsing a large run's 10 MB of lines
 * and writing them into sheets is seconds of CPU that the server's own thread must not spend.
 */
export function work(job: WorkbookJob): Uint8Array {
  return buildWorkbook(reconciliationSheets(JSON.parse(job.json) as ReconciliationResult, job.partnerName));
}
