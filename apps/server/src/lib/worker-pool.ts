import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { serverMessages } from '@sarafi/core/contract/error-codes';
import { AppError } from './errors';
import type { PoolOutcome, PoolTask } from './worker-pool-thread';

/**
 * Worker threads for the CPU-heavy part of a request: matching a reconciliation, checking a logo's pixels. One
 * thread on a two-core machine (the other core is the event loop's and PostgreSQL's), two at most.
 */
export const poolThreads = Math.min(2, Math.max(1, availableParallelism() - 1));
/** Heavy requests that may wait for a thread; one more is refused at once (503) rather than queued behind seconds of work. */
export const poolQueue = 4;
/** A thread takes a few hundred milliseconds to start (the tsx loader), so an idle one is kept a minute. */
const idleMs = 60_000;

/** Runs `job` through the `work` export of the module at `module` on a pool thread; its answer crosses back by structured clone. */
export type OffThread = <T>(module: URL, job: unknown) => Promise<T>;

let admitted = 0;
let started = 0;
const idle: { worker: Worker; timer: NodeJS.Timeout }[] = [];
const waiting: ((worker: Worker) => void)[] = [];

function spawn(): Worker {
  started++;
  const worker = new Worker(new URL('./worker-pool-boot.mjs', import.meta.url), { workerData: { entry: new URL('./worker-pool-thread.ts', import.meta.url).href } });
  // A thread that fails while idle is ended; one that fails during a job also rejects that job (offThread).
  worker.on('error', () => void worker.terminate());
  worker.once('exit', () => {
    started--;
    const at = idle.findIndex((entry) => entry.worker === worker);
    if (at >= 0) clearTimeout(idle.splice(at, 1)[0]!.timer);
  });
  return worker;
}

async function acquire(): Promise<Worker> {
  const entry = idle.pop();
  if (entry) {
    clearTimeout(entry.timer);
    entry.worker.ref();
    return entry.worker;
  }
  if (started < poolThreads) return spawn();
  return new Promise((resolve) => waiting.push(resolve));
}

/** A thread that finished its job goes straight to the next in line, else waits idle (not keeping the process alive). */
function release(worker: Worker) {
  const next = waiting.shift();
  if (next) return next(worker);
  worker.unref();
  idle.push({ worker, timer: setTimeout(() => void worker.terminate(), idleMs).unref() });
}

/** A thread that failed is ended, and the next in line gets a fresh one. */
function replace(worker: Worker) {
  void worker.terminate();
  const next = waiting.shift();
  if (next) next(spawn());
}

const offThread: OffThread = async <T>(module: URL, job: unknown) => {
  const worker = await acquire();
  return new Promise<T>((resolve, reject) => {
    const settle = (healthy: boolean, outcome: () => void) => {
      worker.off('message', onMessage).off('error', onError).off('exit', onExit);
      if (healthy) release(worker);
      else replace(worker);
      outcome();
    };
    const onMessage = (outcome: PoolOutcome) =>
      settle(true, () => {
        if (outcome.ok) return resolve(outcome.value as T);
        if ('refused' in outcome) return reject(new AppError(outcome.refused.status, outcome.refused.message, outcome.refused.code, outcome.refused.params));
        reject(new Error(outcome.failed));
      });
    const onError = (error: Error) => settle(false, () => reject(error));
    const onExit = (code: number) => settle(false, () => reject(new Error(`a pool thread exited with code ${code}`)));
    worker.on('message', onMessage).on('error', onError).on('exit', onExit);
    worker.postMessage({ module: module.href, job } satisfies PoolTask);
  });
};

/**
 * A heavy request: admitted while fewer than `poolThreads + poolQueue` are in flight, else refused at once with 503
 * and Retry-After, before it reads anything from the database. Its database reads run outside `offThread`, so no
 * pool connection is held while it waits for a thread or while a thread works.
 */
export async function heavyRequest<T>(work: (offThread: OffThread) => Promise<T>): Promise<T> {
  if (admitted >= poolThreads + poolQueue) throw new AppError(503, serverMessages.busy, 'busy');
  admitted++;
  try {
    return await work(offThread);
  } finally {
    admitted--;
  }
}
