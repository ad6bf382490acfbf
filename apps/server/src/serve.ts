import { buildApp } from './app';
import { backupDirOf, type Config } from './config';
import { openDatabase } from './db/client';
import { runMigrations } from './db/migrate';
import { seedSystem, type SeedResult } from './db/seed-system';
import { startAuthHousekeeping } from './modules/auth/housekeeping';
import { createBackupService } from './modules/backup/backup-service';
import { startJournalChainer } from './modules/journal/chain-journal';

/** How often committed journal rows are linked into the chain (docs/decisions.md, Journal). */
const journalChainEveryMs = 500;

export interface ServeOptions {
  /** The embedded server could not be kept running: the process must stop. */
  onFatal(message: string): void;
  onNotice(message: string): void;
  /** Where the request log goes; the process's stdout when absent. */
  logStream?: { write(line: string): void };
}

export interface Serving {
  readonly port: number;
  readonly seeded: SeedResult;
  readonly kind: 'embedded' | 'postgres';
  /** Stops taking requests, lets those in flight finish, takes the closing backup when backups are on, closes the database. */
  close(): Promise<void>;
}

/** Thrown when the port cannot be listened on; `main.ts` says why in a sentence. */
export class ListenError extends Error {
  constructor(
    message: string,
    readonly code: string | undefined,
  ) {
    super(message);
  }
}

/**
 * Everything `npm start` does between reading its settings and serving: the database (migrated, seeded), the app,
 * the journal chainer, session housekeeping and scheduled backups. `main.ts` adds the process's signals; the journeys
 * start the same thing inside their test process (docs/decisions.md, "CI time").
 */
export async function serve(config: Config, options: ServeOptions): Promise<Serving> {
  const handle = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR }, { onFatal: options.onFatal, onNotice: options.onNotice });
  try {
    await runMigrations(handle);
  } catch (error) {
    await handle.close();
    throw error;
  }
  const seeded = await seedSystem(handle.db, { username: config.ADMIN_USERNAME, password: config.ADMIN_PASSWORD });
  const backups = createBackupService(handle, { dir: backupDirOf(config), everyHours: config.BACKUP_EVERY_HOURS, keep: config.BACKUP_KEEP });
  const app = await buildApp({ db: handle.db, dbKind: handle.kind, config, logger: true, logStream: options.logStream, pool: handle.pool, backups });
  try {
    await app.listen({ port: config.PORT, host: config.HOST });
  } catch (error) {
    await app.close();
    await handle.close();
    const code = (error as NodeJS.ErrnoException).code;
    throw new ListenError(code === 'EADDRINUSE' ? `port ${config.PORT} is already in use (set PORT to another)` : (error as Error).message, code);
  }
  // These start once the app listens: a start that fails must not leave them working on a closed pool.
  const stopHousekeeping = startAuthHousekeeping(handle.db, config, (error) => app.log.warn({ err: error }, 'housekeeping failed'));
  const stopChainer = startJournalChainer(handle.db, journalChainEveryMs, (error) => app.log.error({ err: error }, 'journal chaining failed'));
  const stopBackups = backups.startSchedule({ info: (m) => app.log.info(m), error: (m) => app.log.error(m) });
  app.log.info(`Sarafi is serving on port ${config.PORT} with ${handle.kind === 'embedded' ? `its embedded PostgreSQL server in ${config.DATA_DIR}` : 'PostgreSQL at DATABASE_URL'}`);

  const address = app.server.address();
  return {
    port: typeof address === 'object' && address ? address.port : config.PORT,
    seeded,
    kind: handle.kind,
    async close() {
      stopHousekeeping();
      stopChainer();
      stopBackups();
      await app.close();
      if (config.BACKUP_EVERY_HOURS > 0) {
        // Verified at the next start: a stop should not wait for a restore.
        await backups.takeNow('shutdown', { verify: false }).catch((error: unknown) => app.log.error({ err: error }, 'backup at shutdown failed'));
      }
      await handle.close();
    },
  };
}
