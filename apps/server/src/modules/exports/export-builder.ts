import { Worker } from 'node:worker_threads';
import { serverMessages } from '@sarafi/core';
import { AppError } from '../../lib/errors';
import type { BuildOutcome } from './export-worker';
import type { SheetSpec } from './sheet-spec';

/**
 * Exports running at once in this process. A 100,000-row export reads its rows and builds a file of several MB;
 * two at a time keep the database and memory free for the counter, and a third clerk is asked to retry (503)
 * rather than queued behind minutes of work.
 */
export const maxConcurrentExports = 2;
/** A worker takes a few hundred milliseconds to start, so it is kept a minute for the next export. */
const idleMs = 60_000;

let running = 0;
const idle: { worker: Worker; timer: NodeJS.Timeout }[] = [];

function spawn(): Worker {
  const worker = new Worker(new URL('./export-worker-boot.mjs', import.meta.url), {
    workerData: { entry: new URL('./export-worker.ts', import.meta.url).href },
  });
  worker.on('error', () => drop(worker));
  worker.on('exit', () => drop(worker));
  return worker;
}

function drop(worker: Worker) {
  const at = idle.findIndex((entry) => entry.worker === worker);
  if (at >= 0) clearTimeout(idle.splice(at, 1)[0]!.timer);
  void worker.terminate();
}

function release(worker: Worker) {
  worker.unref();
  idle.push({ worker, timer: setTimeout(() => drop(worker), idleMs).unref() });
}

/** Builds the XLSX in a worker thread: the server's own thread keeps answering while a large file is written. */
function build(sheets: SheetSpec[]): Promise<Buffer> {
  const entry = idle.pop();
  if (entry) clearTimeout(entry.timer);
  const worker = entry?.worker ?? spawn();
  worker.ref();
  return new Promise((resolve, reject) => {
    const settle = (reusable: boolean, outcome: () => void) => {
      worker.off('message', onMessage).off('error', onError).off('exit', onExit);
      if (reusable) release(worker);
      else drop(worker);
      outcome();
    };
    const onMessage = (outcome: BuildOutcome) =>
      settle(outcome.ok, () => (outcome.ok ? resolve(Buffer.from(outcome.file.buffer, outcome.file.byteOffset, outcome.file.byteLength)) : reject(new Error(outcome.message))));
    const onError = (error: Error) => settle(false, () => reject(error));
    const onExit = (code: number) => settle(false, () => reject(new Error(`the export worker exited with code ${code}`)));
    worker.on('message', onMessage).on('error', onError).on('exit', onExit);
    worker.postMessage(sheets);
  });
}

/**
 * Every XLSX export goes through here: it takes one of `maxConcurrentExports` slots for the whole export (reading
 * its rows with `produce`, then building the file off the request thread), or is refused with 503 when none is free.
 */
export async function exportWorkbook(produce: () => Promise<SheetSpec[]>): Promise<Buffer> {
  if (running >= maxConcurrentExports) throw new AppError(503, serverMessages.exportBusy, 'exportBusy');
  running++;
  try {
    return await build(await produce());
  } finally {
    running--;
  }
}
