/**
 * node-postgres queues a query sent to a connection that is running one, and warns once per process. A transaction
 * holds one connection, so reads on it in parallel (a `Promise.all` over a transaction) wait in that queue; reads that
 * may run in a transaction go through `sideBySide` (db/side-by-side.ts). In tests the warning is a failure, with the
 * stack of the call that queued.
 */
const installed = Symbol.for('sarafi.test.oneQueryAtATime');
const scope = globalThis as { [installed]?: true };
// Once per worker: a worker keeps its modules, and runs this file, for every test file it takes (vitest.config.ts).
if (!scope[installed]) {
  scope[installed] = true;
  Error.stackTraceLimit = 40;
  process.on('warning', (warning) => {
    if (warning.name === 'DeprecationWarning' && warning.message.includes('already executing a query')) {
      throw new Error(`a query was queued on a connection already running one: read in turn inside a transaction (db/side-by-side.ts)\n${warning.stack}`);
    }
  });
}
