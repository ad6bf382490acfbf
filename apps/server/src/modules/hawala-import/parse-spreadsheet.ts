import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { hawalaImportMessages } from '@sarafi/core';
import { AppError } from '../../lib/errors';
import type { SpreadsheetContainer } from './check-upload';
import type { ParsedImport } from './map-rows';
import type { ParseOutcome, ParseTask } from './parse-worker';
import type { SheetJob } from './read-first-sheet';

/**
 * The reader's heap cap: an xls or ods of 100,000 rows, which SheetJS reads whole, needs roughly 160–200 MB of it (a
 * streamed xlsx far less). The reader is a child process, not a worker thread: V8 ends the whole process when one
 * large allocation fails, even inside a worker with resource limits, and a 1 KB ods that declares a cell repeated
 * 10^8 times did exactly that to the server. A process that runs out of heap ends alone, and the upload gets a 422.
 */
const readerHeapMb = 384;
export const parseTimeoutMs = 60_000;
/**
 * One file is read at a time: a 100,000-row sheet takes a few hundred MB while it is read, and imports are rare
 * enough that a second one waiting a few seconds costs less than the memory of two.
 */
const maxParallel = 1;
/**
 * Starting a reader (node, loader, SheetJS, contracts) takes a few hundred milliseconds, so a reader that read a
 * small file is kept for the next one. After a large file or a failure it is ended, which hands its whole heap back
 * at once; an idle reader ends after a minute.
 */
const reuseBelowBytes = 1024 * 1024;
const idleMs = 60_000;

const idle: { reader: ChildProcess; timer: NodeJS.Timeout }[] = [];
let running = 0;
const waiting: (() => void)[] = [];

function end(reader: ChildProcess) {
  const at = idle.findIndex((entry) => entry.reader === reader);
  if (at >= 0) clearTimeout(idle.splice(at, 1)[0]!.timer);
  reader.kill('SIGKILL');
}

/** An idle reader keeps neither this process alive nor its own pipe open. */
function unref(reader: ChildProcess) {
  reader.unref();
  reader.channel?.unref();
}

function spawn(): ChildProcess {
  const reader = fork(fileURLToPath(new URL('./parse-worker-boot.mjs', import.meta.url)), [new URL('./parse-worker.ts', import.meta.url).href], {
    // Not the server's own flags (a debugger port, a loader, a larger heap): only the cap.
    execArgv: [`--max-old-space-size=${readerHeapMb}`, '--max-semi-space-size=16'],
    // Structured clone, so the upload's bytes and the rows' arrays cross as they are rather than as JSON.
    serialization: 'advanced',
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  // Failures while reading reach the job's own listeners; these only drop a reader that dies while idle.
  reader.on('error', () => end(reader));
  reader.on('exit', () => end(reader));
  unref(reader);
  return reader;
}

/** A reader that may not be reused is replaced by a fresh one, so the import that follows a preview need not wait. */
function release(used: ChildProcess, reusable: boolean) {
  if (!reusable) end(used);
  if (!reusable && idle.length >= maxParallel) return;
  const reader = reusable ? used : spawn();
  unref(reader);
  idle.push({ reader, timer: setTimeout(() => end(reader), idleMs).unref() });
}

function acquire(): ChildProcess {
  const entry = idle.pop();
  const reader = entry?.reader ?? spawn();
  if (entry) clearTimeout(entry.timer);
  reader.ref();
  reader.channel?.ref();
  return reader;
}

const tooComplex = () => new AppError(422, hawalaImportMessages.tooComplex, 'hawalaImport.tooComplex');

function read<T>(reader: ChildProcess, task: ParseTask, timeoutMs: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const settle = (reusable: boolean, outcome: () => void) => {
      clearTimeout(timer);
      reader.off('message', onMessage).off('error', onError).off('exit', onExit);
      release(reader, reusable);
      outcome();
    };
    // The reader module named by the task answers with its own type.
    const onMessage = (outcome: ParseOutcome<T>) =>
      settle(task.job.bytes.length < reuseBelowBytes, () => (outcome.ok ? resolve(outcome.parsed) : reject(new AppError(outcome.status, outcome.message, outcome.code, outcome.params))));
    const onError = (error: Error) => settle(false, () => reject(error));
    // A reader ends before answering when it runs out of heap (V8 aborts it) or is killed: the file was too much.
    const onExit = () => settle(false, () => reject(tooComplex()));
    const timer = setTimeout(() => settle(false, () => reject(new AppError(422, hawalaImportMessages.tooSlow(timeoutMs / 1000), 'hawalaImport.tooSlow', { seconds: timeoutMs / 1000 }))), timeoutMs);
    reader.on('message', onMessage).on('error', onError).on('exit', onExit);
    reader.send(task);
  });
}

/** Reads and checks a hawala spreadsheet in a separate process, within a heap cap and a time limit. */
export function parseSpreadsheet(
  bytes: Uint8Array,
  container: SpreadsheetContainer,
  limits: { maxRows: number; maxUnzippedBytes: number },
  timeoutMs = parseTimeoutMs,
): Promise<ParsedImport> {
  return readInWorker<SheetJob, ParsedImport>(new URL('./read-hawala-sheet.ts', import.meta.url), { bytes, container, ...limits }, timeoutMs);
}

/**
 * Reads an upload in a separate process with the reader module at `reader` (its `readJob`), within the same heap
 * cap, time limit and one-at-a-time queue as every other spreadsheet.
 */
export async function readInWorker<J extends SheetJob, T>(reader: URL, job: J, timeoutMs = parseTimeoutMs): Promise<T> {
  // A finishing reader hands its slot straight to the next in line, so no newcomer can slip in between.
  if (running >= maxParallel) await new Promise<void>((resolve) => waiting.push(resolve));
  else running++;
  try {
    return await read<T>(acquire(), { reader: reader.href, job }, timeoutMs);
  } finally {
    const next = waiting.shift();
    if (next) next();
    else running--;
  }
}
