import { hawalaImportMessages } from '@sarafi/core/contract/hawala-import';
import type { ErrorCode } from '@sarafi/core/contract/error-codes';
import { AppError, type ErrorParams } from '../../lib/errors';
import type { SheetJob } from './read-first-sheet';

/** What a reader module exports: how one checked upload becomes what its use case needs. */
export interface SheetReader<J extends SheetJob, T> {
  readJob(job: J): Promise<T>;
}

/** A job for the reader module at `reader` (a file URL the server names, never one a request names). */
export interface ParseTask<J extends SheetJob = SheetJob> {
  reader: string;
  job: J;
}

export type ParseOutcome<T = unknown> = { ok: true; parsed: T } | { ok: false; status: number; message: string; code: ErrorCode; params?: ErrorParams };

/**
 * Runs in its own process (see parse-spreadsheet.ts) so a large or hostile file costs this process's heap and
 * time, not the server's; it reads one file per message, with the reader module the message names (the hawala
 * import's, reconciliation's). A file that cannot be read is the user's problem (422), never a crash.
 */
async function run(task: ParseTask): Promise<ParseOutcome> {
  try {
    const reader = (await import(task.reader)) as SheetReader<SheetJob, unknown>;
    return { ok: true, parsed: await reader.readJob(task.job) };
  } catch (error) {
    if (error instanceof AppError) return { ok: false, status: error.statusCode, message: error.message, code: error.code, params: error.params };
    return { ok: false, status: 422, message: hawalaImportMessages.unreadable, code: 'hawalaImport.unreadable' };
  }
}

process.on('message', async (task: ParseTask) => process.send?.(await run(task)));
// The server went away (or ended this reader): nothing is left to answer.
process.on('disconnect', () => process.exit(0));
