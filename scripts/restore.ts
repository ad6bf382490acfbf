/**
 * Restores a backup (GET /api/database/backup, from PGlite or PostgreSQL) into an EMPTY database: the PGlite
 * data directory DATA_DIR (default ./data), or DATABASE_URL when set, as the server reads them.
 *   npm run restore -- database_backup_2026-01-31.sql
 * Refuses (exit 1, one line) when the target holds any table, so a restore never mixes two sets of books.
 * Start the server on the restored database afterwards: its migrations are already recorded as applied.
 */
import { readFile } from 'node:fs/promises';
import { ConfigError, loadConfig } from '../apps/server/src/config';
import { openDatabase, type DatabaseHandle } from '../apps/server/src/db/client';
import { restoreDatabase, RestoreRefused } from '../apps/server/src/modules/backup/restore-database';

async function main() {
  let handle: DatabaseHandle | undefined;
  try {
    const file = process.argv[2];
    if (!file || process.argv.length > 3) throw new RestoreRefused('Usage: npm run restore -- FILE (a .sql backup)');
    const config = loadConfig();
    const dump = await readFile(file, 'utf8').catch((error: NodeJS.ErrnoException) => {
      throw new RestoreRefused(`Cannot read ${file}: ${error.code ?? error.message}`);
    });
    try {
      handle = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
    } catch (error) {
      // The DATA_DIR lock (server running) or an unreachable PostgreSQL.
      throw new RestoreRefused(`Cannot open the database: ${error instanceof Error ? error.message : String(error)}`);
    }
    const started = Date.now();
    const { tables } = await restoreDatabase(handle, dump);
    const target = handle.kind === 'pglite' ? `embedded PGlite in ${config.DATA_DIR}` : 'PostgreSQL';
    console.log(`Restored ${file} into ${target}: ${tables} tables in ${Date.now() - started} ms.`);
  } catch (error) {
    const forPeople = error instanceof RestoreRefused || error instanceof ConfigError;
    console.error(forPeople ? `restore: ${error.message}` : `restore failed, nothing was restored: ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 1;
  } finally {
    await handle?.close();
  }
}

await main();
