import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import type { Config } from '../config';
import type { DatabaseHandle } from '../db/client';
import type { BackupService } from '../modules/backup/backup-service';

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

/**
 * The app on the port: built on the open database and listening. A port it cannot take ends the process with one line
 * naming it.
 */
export async function serveApp(
  handle: DatabaseHandle,
  config: Config,
  backups: BackupService,
  fail: (message: string) => never,
): Promise<FastifyInstance> {
  const app = await buildApp({ db: handle.db, dbKind: handle.kind, config, logger: true, pool: handle.pool, backups });
  await app.listen({ port: config.PORT, host: config.HOST }).catch((error: NodeJS.ErrnoException) => {
    const why = error.code === 'EADDRINUSE' ? `port ${config.PORT} is already in use (set PORT to another)` : error.message;
    return handle.close().finally(() => fail(`Sarafi cannot listen on ${config.HOST}:${config.PORT}: ${why}`));
  });
  return app;
}

export const servingLine = (config: Config, handle: DatabaseHandle, processes: number) =>
  `Sarafi is serving on port ${config.PORT} with ${handle.kind === 'embedded' ? `its embedded PostgreSQL server in ${config.DATA_DIR}` : 'PostgreSQL at DATABASE_URL'}` +
  (processes > 1 ? `, ${processes} app processes` : '');
