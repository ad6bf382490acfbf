import { Worker } from 'node:worker_threads';
import { hawalaImportMessages } from '@sarafi/core';
import { AppError } from '../../lib/errors';
import type { SpreadsheetContainer } from './check-upload';
import type { ParsedImport } from './map-rows';
import type { ParseJob, ParseOutcome } from './parse-worker';

/**
 * A worker's own heap cap: an xls or ods of 100,000 rows, which SheetJS reads whole, needs roughly 160–200 MB of
 * it (a streamed xlsx far less), and a file that needs more than the cap makes the worker fail alone instead of the
 * server. A cap is a ceiling, not a reservation, so lowering it would save nothing on xlsx and refuse large xls.
 * Buffers (the upload, zlib output) live outside this heap and are bounded by the upload and unpacked-size limits.
 */
const workerHeapMb = 384;
export const parseTimeoutMs = 60_000;
/**
 * One file is read at a time: a 100,000-row sheet takes a few hundred MB while it is read, and imports are rare
 * enough that a second one waiting a few seconds costs less than the memory of two.
 */
const maxParallel = 1;
/**
 * Booting a worker (loader, SheetJS, contracts) takes a few hundred milliseconds, so a worker that read a small
 * file is kept for the next one. After a large file or a failure it is ended, which hands its whole heap back at
 * once instead of leaving it to the garbage collector; an idle worker ends after a minute.
 */
const reuseBelowBytes = 1024 * 1024;
const idleMs = 60_000;

const idle: { worker: Worker; timer: NodeJS.Timeout }[] = [];
let running = 0;
const waiting: (() => void)[] = [];

function end(worker: Worker) {
  const at = idle.findIndex((entry) => entry.worker === worker);
  if (at >= 0) clearTimeout(idle.splice(at, 1)[0]!.timer);
  void worker.terminate();
}

function spawn(): Worker {
  const worker = new Worker(new URL('./parse-worker-boot.mjs', import.meta.url), {
    workerData: { entry: new URL('./parse-worker.ts', import.meta.url).href },
    resourceLimits: { maxOldGenerationSizeMb: workerHeapMb },
  });
  // Failures while reading reach the job's own listeners; these only drop a worker that dies while idle.
  worker.on('error', () => end(worker));
  worker.on('exit', () => end(worker));
  worker.unref();
  return worker;
}

/** A worker that may not be reused is replaced by a fresh one, so the import that follows a preview need not wait. */
function release(used: Worker, reusable: boolean) {
  if (!reusable) end(used);
  if (!reusable && idle.length >= maxParallel) return;
  const worker = reusable ? used : spawn();
  idle.push({ worker, timer: setTimeout(() => end(worker), idleMs).unref() });
}

function acquire(): Worker {
  const entry = idle.pop();
  if (!entry) return spawn();
  clearTimeout(entry.timer);
  return entry.worker;
}

function read(worker: Worker, job: ParseJob, timeoutMs: number): Promise<ParsedImport> {
  return new Promise((resolve, reject) => {
    const settle = (reusable: boolean, outcome: () => void) => {
      clearTimeout(timer);
      worker.off('message', onMessage).off('error', onError).off('exit', onExit);
      release(worker, reusable);
      outcome();
    };
    const onMessage = (outcome: ParseOutcome) =>
      settle(job.bytes.length < reuseBelowBytes, () => (outcome.ok ? resolve(outcome.parsed) : reject(new AppError(outcome.status, outcome.message, outcome.code, outcome.params))));
    const onError = (error: Error & { code?: string }) =>
      settle(false, () => reject(error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? new AppError(422, hawalaImportMessages.tooComplex) : error));
    const onExit = (code: number) => settle(false, () => reject(new Error(`the spreadsheet worker exited with code ${code} before answering`)));
    const timer = setTimeout(() => settle(false, () => reject(new AppError(422, hawalaImportMessages.tooSlow(timeoutMs / 1000), 'hawalaImport.tooSlow', { seconds: timeoutMs / 1000 }))), timeoutMs);
    worker.on('message', onMessage).on('error', onError).on('exit', onExit);
    worker.postMessage(job);
  });
}

/** Reads and checks a spreadsheet off the request thread, within a heap cap and a time limit. */
export async function parseSpreadsheet(
  bytes: Uint8Array,
  container: SpreadsheetContainer,
  limits: { maxRows: number; maxUnzippedBytes: number },
  timeoutMs = parseTimeoutMs,
): Promise<ParsedImport> {
  // A finishing reader hands its slot straight to the next in line, so no newcomer can slip in between.
  if (running >= maxParallel) await new Promise<void>((resolve) => waiting.push(resolve));
  else running++;
  try {
    return await read(acquire(), { bytes, container, ...limits }, timeoutMs);
  } finally {
    const next = waiting.shift();
    if (next) next();
    else running--;
  }
}
