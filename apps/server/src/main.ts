import cluster from 'node:cluster';
import os from 'node:os';
import { ConfigError, loadConfig } from './config';
import { LegacyDataDirError } from './db/client';
import { createBackupService } from './modules/backup/backup-service';
import { startDatabase } from './start-database';
import { startBackgroundJobs } from './serve/background-jobs';
import { exitIfStuck, onStopSignal, serveApp, servingLine } from './serve/serve-app';
import { backupSettingsOf, servePrimary, serveWorker } from './serve/serve-cluster';

/** One line on stderr and a non-zero exit: what a person starting the app needs to read. */
function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

/** `WEB_CONCURRENCY` of 1: the whole app in this one process. */
async function serveAlone(config: ReturnType<typeof loadConfig>) {
  let stopJobs = () => {};
  let closeApp = async () => {};
  const handle = await startDatabase(config, fail);
  const backups = createBackupService(handle, backupSettingsOf(config));
  onStopSignal(async () => {
    exitIfStuck((message) => console.error(message));
    stopJobs();
    await closeApp();
    if (config.BACKUP_EVERY_HOURS > 0) {
      // Verified at the next start: a stop should not wait for a restore.
      await backups.takeNow('shutdown', { verify: false }).catch((error: unknown) => console.error(`Sarafi: backup at shutdown failed: ${String(error)}`));
    }
    await handle.close();
    process.exit(0);
  });
  const app = await serveApp(handle, config, backups, fail);
  closeApp = () => app.close();
  stopJobs = startBackgroundJobs(handle, config, backups, {
    info: (message) => app.log.info(message),
    warn: (message, error) => app.log.warn({ err: error }, message),
    error: (message, error) => app.log.error({ err: error }, message),
  });
  app.log.info(servingLine(config, handle, 1));
}

async function main() {
  const config = loadConfig();
  if (cluster.isWorker) return serveWorker(config, fail);
  const processes = config.WEB_CONCURRENCY ?? os.availableParallelism();
  return processes > 1 ? servePrimary(config, processes, fail) : serveAlone(config);
}

main().catch((error: unknown) => {
  const forPeople = error instanceof ConfigError || error instanceof LegacyDataDirError;
  fail(forPeople ? (error as Error).message : error instanceof Error ? `Startup failed: ${error.message.split('\n')[0]}` : String(error));
});
