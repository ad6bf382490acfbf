import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import type { Config } from './config';
import type { DatabaseHandle } from './db/client';
import type { BackupService } from './modules/backup/backup-service';

/** How long requests in flight (and the closing backup) get after the stop signal before the process gives up. */
const drainLimitMs = 120_000;

/** Exits after `drainLimitMs` whatever is still running: a stuck request must not keep a stopping process alive for ever. */
export function exitIfStuck(log: (message: string) => void) {
  setTimeout(() => {
    log(`Sarafi did not stop within ${drainLimitMs / 1000} s of the stop signal; exiting`);
    process.exit(1);
  }, drainLimitMs).unref();
}

/** Calls `stop` once on the first SIGINT or SIGTERM (a terminal's Ctrl+C, a process manager's stop). */
export function onStopSignal(stop: () => Promise<void>) {
  let stopping = false;
  const once = () => {
    if (stopping) return;
    stopping = true;
    void stop();
  };
  process.on('SIGINT', once);
  process.on('SIGTERM', once);
}

/** Thrown when the port cannot be listened on; its message says why in a sentence for the person starting the app. */
export class ListenError extends Error {
  constructor(
    message: string,
    readonly code: string | undefined,
  ) {
    super(message);
  }
}

/**
 * The app on the port: built on the open database and listening, in a single process or a cluster's worker alike. A
 * port it cannot take closes the app and throws a `ListenError` naming it; the database stays the caller's.
 */
export async function listenApp(
  handle: DatabaseHandle,
  config: Config,
  backups: BackupService,
  logStream?: { write(line: string): void },
): Promise<FastifyInstance> {
  const app = await buildApp({ db: handle.db, dbKind: handle.kind, config, logger: true, logStream, pool: handle.pool, backups });
  try {
    await app.listen({ port: config.PORT, host: config.HOST });
  } catch (error) {
    await app.close();
    const code = (error as NodeJS.ErrnoException).code;
    throw new ListenError(code === 'EADDRINUSE' ? `port ${config.PORT} is already in use (set PORT to another)` : (error as Error).message, code);
  }
  return app;
}

export const servingLine = (config: Config, handle: DatabaseHandle, processes: number) =>
  `Sarafi is serving on port ${config.PORT} with ${handle.kind === 'embedded' ? `its embedded PostgreSQL server in ${config.DATA_DIR}` : 'PostgreSQL at DATABASE_URL'}` +
  (processes > 1 ? `, ${processes} app processes` : '');
