import { startBackgroundJobs } from './background-jobs';
import { backupSettingsOf, type Config } from './config';
import type { DatabaseEvents } from './db/client';
import type { SeedResult } from './db/seed-system';
import { createBackupService } from './modules/backup/backup-service';
import { listenApp, servingLine } from './serve-app';
import { startDatabase } from './start-database';

export interface ServeOptions extends DatabaseEvents {
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

/**
 * Everything a single-process `npm start` does between reading its settings and serving: the database (migrated,
 * seeded), the app, and the timed work. `main.ts` adds the process's signals; the journeys start the same thing inside
 * their test process (docs/decisions.md, "CI time"). A port it cannot take throws a `ListenError`.
 */
export async function serve(config: Config, options: ServeOptions): Promise<Serving> {
  const { handle, seeded } = await startDatabase(config, options);
  const backups = createBackupService(handle, backupSettingsOf(config));
  const app = await listenApp(handle, config, backups, options.logStream).catch(async (error: unknown) => {
    await handle.close();
    throw error;
  });
  const stopJobs = startBackgroundJobs(handle, config, backups, {
    info: (message) => app.log.info(message),
    warn: (message, error) => app.log.warn({ err: error }, message),
    error: (message, error) => app.log.error({ err: error }, message),
  });
  app.log.info(servingLine(config, handle, 1));

  const address = app.server.address();
  return {
    port: typeof address === 'object' && address ? address.port : config.PORT,
    seeded,
    kind: handle.kind,
    async close() {
      stopJobs();
      await app.close();
      if (config.BACKUP_EVERY_HOURS > 0) {
        // Verified at the next start: a stop should not wait for a restore.
        await backups.takeNow('shutdown', { verify: false }).catch((error: unknown) => app.log.error({ err: error }, 'backup at shutdown failed'));
      }
      await handle.close();
    },
  };
}
