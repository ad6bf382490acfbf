/**
 * Links what still waits, then recomputes the journal's hash chain and compares it with the ledger (docs/decisions.md, Journal), on the database
 * the app uses (DATABASE_URL, or the embedded server in DATA_DIR while the app is stopped). Prints the verdict as JSON;
 * exits 0 when the books verify, 1 when something was changed, 2 when it could not run.
 *   npm run verify-journal
 */
import { loadConfig } from '../apps/server/src/config';
import { openDatabase } from '../apps/server/src/db/client';
import { chainPending } from '../apps/server/src/modules/journal/chain-journal';
import { verifyJournal } from '../apps/server/src/modules/journal/verify-journal';

async function main() {
  const config = loadConfig();
  const handle = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  try {
    // With the app stopped nobody else links what committed last: this run is the chainer first.
    await chainPending(handle.db, { wait: true });
    const verdict = await verifyJournal(handle.db);
    console.log(JSON.stringify(verdict, null, 2));
    process.exitCode = verdict.ok ? 0 : 1;
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  console.error(`verify-journal could not run: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(2);
});
