import pino from 'pino';

/** Bytes of log lines gathered before one write to stdout. */
const batchBytes = 4096;
/** The longest a quiet server's line waits in the batch. */
const flushEveryMs = 1000;

/**
 * Standard output for the production log, written in batches (docs/decisions.md, Posting speed): a request logs two
 * lines, and writing each at once cost a system call apiece, about a tenth of the app's CPU per posting. Lines wait
 * at most `flushEveryMs`; pino writes what is left when the process exits, a crash included (a SIGKILL loses the batch).
 */
export function batchedStdout() {
  const destination = pino.destination({ dest: 1, sync: false, minLength: batchBytes });
  setInterval(() => destination.flush(), flushEveryMs).unref();
  return destination;
}
