/**
 * Restores a backup into an EMPTY database: the embedded server's in DATA_DIR (default ./data; stop the app first),
 * or DATABASE_URL when set, as the app reads them.
 *   npm run restore -- database_backup_2026-01-31.sql
 * Takes the app's backups (GET /api/database/backup, the Backups screen, automatic ones; checked against the
 * fingerprint each carries) and the plain-SQL backups of earlier versions (PGlite, pg_dump). Refuses, with one line
 * and exit 1, a target that holds any table, a file that was cut short or changed, or one that is not a backup; a
 * refused or failed restore leaves the target empty. Start the app on the restored database afterwards.
 */
import { ConfigError, loadConfig } from '../apps/server/src/config';
import { LegacyDataDirError, openDatabase, type DatabaseHandle } from '../apps/server/src/db/client';
import { restoreBackup, RestoreRefused } from '../apps/server/src/modules/backup/restore-backup';

async function main() {
  let handle: DatabaseHandle | undefined;
  try {
    const file = process.argv[2];
    if (!file || process.argv.length > 3) throw new RestoreRefused('Usage: npm run restore -- FILE (a .sql backup)');
    const config = loadConfig();
    try {
      handle = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
    } catch (error) {
      // The DATA_DIR lock (the app is running), an old PGlite folder, or an unreachable PostgreSQL.
      if (error instanceof LegacyDataDirError) throw new RestoreRefused(error.message);
      throw new RestoreRefused(`Cannot open the database: ${error instanceof Error ? error.message : String(error)}`);
    }
    const started = Date.now();
    const { tables } = await restoreBackup(handle.pool, file);
    const target = handle.kind === 'embedded' ? `the embedded database in ${config.DATA_DIR}` : 'PostgreSQL';
    console.log(`Restored ${file} into ${target}: ${tables} tables in ${Date.now() - started} ms.`);
  } catch (error) {
    const forPeople = error instanceof RestoreRefused || error instanceof ConfigError;
    console.error(forPeople ? `restore: ${error.message}` : `restore failed, nothing was restored: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`);
    process.exitCode = 1;
  } finally {
    await handle?.close();
  }
}

await main();
