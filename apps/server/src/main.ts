import { buildApp } from './app';
import { backupDirOf, ConfigError, loadConfig } from './config';
import { LegacyDataDirError, openDatabase } from './db/client';
import { runMigrations } from './db/migrate';
import { seedSystem } from './db/seed-system';
import { startAuthHousekeeping } from './modules/auth/housekeeping';
import { startJournalChainer } from './modules/journal/chain-journal';
import { createBackupService } from './modules/backup/backup-service';

/** How often committed journal rows are linked into the chain (docs/decisions.md, Journal). */
const journalChainEveryMs = 500;

/** One line on stderr and a non-zero exit: what a person starting the app needs to read. */
function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

async function main() {
  const config = loadConfig();
  const handle = await openDatabase(
    { databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR },
    {
      // Requests answer 503 while the embedded server is down; it is restarted, and when that fails we stop.
      onFatal: (message) => fail(`Sarafi stopped: ${message}`),
      onNotice: (message) => console.error(`Sarafi: ${message}`),
    },
  );
  await runMigrations(handle);
  const seeded = await seedSystem(handle.db, { username: config.ADMIN_USERNAME, password: config.ADMIN_PASSWORD });
  if (seeded.generatedAdminPassword) {
    // Printed once, on the console only (never to the log), so the first admin can sign in.
    console.log(`\nFirst admin created: username '${seeded.createdAdmin}', password '${seeded.generatedAdminPassword}'\nChange it after signing in.\n`);
  }
  for (const change of seeded.renamedUsers ?? []) {
    // Usernames are unique ignoring case and look-alike forms now; an operator must tell the renamed user.
    console.error(`Sarafi: user '${change.from}' is now '${change.to}' (it looked like another username)`);
  }

  const backups = createBackupService(handle, { dir: backupDirOf(config), everyHours: config.BACKUP_EVERY_HOURS, keep: config.BACKUP_KEEP });
  const app = await buildApp({ db: handle.db, dbKind: handle.kind, config, logger: true, pool: handle.pool, backups });
  // Both start once the app listens: a start that fails must not leave them working on a closed pool.
  let stopHousekeeping = () => {};
  let stopChainer = () => {};
  let stopBackups = () => {};
  let closing = false;
  const shutdown = async () => {
    if (closing) return;
    closing = true;
    // Requests in flight get this long to finish, and the closing backup its time; a stuck one must not keep a
    // stopping process alive for ever.
    setTimeout(() => {
      app.log.error('Sarafi did not stop within 120 s of the stop signal; exiting');
      process.exit(1);
    }, 120_000).unref();
    stopHousekeeping();
    stopChainer();
    stopBackups();
    await app.close();
    if (config.BACKUP_EVERY_HOURS > 0) {
      // Verified at the next start: a stop should not wait for a restore.
      await backups.takeNow('shutdown', { verify: false }).catch((error: unknown) => app.log.error({ err: error }, 'backup at shutdown failed'));
    }
    await handle.close();
    process.exit(0);
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);

  await app.listen({ port: config.PORT, host: config.HOST }).catch((error: NodeJS.ErrnoException) => {
    const why = error.code === 'EADDRINUSE' ? `port ${config.PORT} is already in use (set PORT to another)` : error.message;
    return handle.close().finally(() => fail(`Sarafi cannot listen on ${config.HOST}:${config.PORT}: ${why}`));
  });
  stopHousekeeping = startAuthHousekeeping(handle.db, config, (error) => app.log.warn({ err: error }, 'housekeeping failed'));
  stopChainer = startJournalChainer(handle.db, journalChainEveryMs, (error) => app.log.error({ err: error }, 'journal chaining failed'));
  stopBackups = backups.startSchedule({ info: (m) => app.log.info(m), error: (m) => app.log.error(m) });
  app.log.info(`Sarafi is serving on port ${config.PORT} with ${handle.kind === 'embedded' ? `its embedded PostgreSQL server in ${config.DATA_DIR}` : 'PostgreSQL at DATABASE_URL'}`);
}

main().catch((error: unknown) => {
  const forPeople = error instanceof ConfigError || error instanceof LegacyDataDirError;
  fail(forPeople ? (error as Error).message : error instanceof Error ? `Startup failed: ${error.message.split('\n')[0]}` : String(error));
});
