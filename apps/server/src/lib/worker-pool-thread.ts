import { parentPort } from 'node:worker_threads';
import { AppError, type ErrorParams } from './errors';
import type { ErrorCode } from '@sarafi/core/contract/error-codes';

/** One job for a worker thread: the module (a file URL the server names, never one a request names) and its input. */
export interface PoolTask {
  module: string;
  job: unknown;
}

export type PoolOutcome =
  | { ok: true; value: unknown }
  | { ok: false; refused: { status: number; message: string; code: ErrorCode; params?: ErrorParams } }
  | { ok: false; failed: string };

/** What a module run on the pool exports: its `work`, whose answer crosses back by structured clone. */
interface PoolModule {
  work(job: unknown): unknown;
}

/**
 * Runs in a worker thread of the pool (worker-pool.ts): one job per message, with the module the message names. A
 * refusal the module throws (an AppError: the user's input) crosses back whole; anything else is the server's fault.
 */
async function run({ module, job }: PoolTask): Promise<PoolOutcome> {
  try {
    const loaded = (await import(module)) as PoolModule;
    return { ok: true, value: await loaded.work(job) };
  } catch (error) {
    if (error instanceof AppError) return { ok: false, refused: { status: error.statusCode, message: error.message, code: error.code, params: error.params } };
    return { ok: false, failed: error instanceof Error ? (error.stack ?? error.message) : String(error) };
  }
}

parentPort?.on('message', async (task: PoolTask) => parentPort?.postMessage(await run(task)));
