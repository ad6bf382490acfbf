import cluster from 'node:cluster';
import { startBackgroundJobs } from '../background-jobs';
import { backupSettingsOf, type Config } from '../config';
import { openPostgres, type DatabaseHandle } from '../db/client';
import { createBackupService } from '../modules/backup/backup-service';
import { exitIfStuck, listenApp, onStopSignal, servingLine } from '../serve-app';
import { consoleDatabaseEvents, startDatabase, tellSeeded } from '../start-database';

/** What the primary hands each worker: the database it opened and how many processes share the port. */
interface WorkerBrief {
  url: string;
  kind: DatabaseHandle['kind'];
  processes: number;
}
const briefVariable = 'SARAFI_WORKER_BRIEF';

/** More worker deaths than this within a minute is a crash loop, not bad luck: the app stops. */
const maxReplacementsPerMinute = 10;

/**
 * The primary of `WEB_CONCURRENCY` app processes on one port (docs/decisions.md, Every core): it opens and migrates the
 * database once, forks the workers (node:cluster hands them the port's connections in turn), runs the timed work
 * alone, replaces a worker that dies, and on SIGTERM drains every worker before its closing backup.
 */
export async function servePrimary(config: Config, processes: number, fail: (message: string) => never) {
  let stopping = false;
  let stopJobs = () => {};
  const { handle, seeded } = await startDatabase(config, consoleDatabaseEvents(fail));
  tellSeeded(seeded);
  const backups = createBackupService(handle, backupSettingsOf(config));
  const brief: WorkerBrief = { url: handle.url, kind: handle.kind, processes };
  const fork = () => cluster.fork({ [briefVariable]: JSON.stringify(brief) });

  onStopSignal(async () => {
    stopping = true;
    exitIfStuck((message) => console.error(message));
    stopJobs();
    const workers = Object.values(cluster.workers ?? {}).filter((w) => w !== undefined && !w.isDead());
    const exited = workers.map((w) => new Promise((resolve) => w!.once('exit', resolve)));
    // A process group's signal reaches the workers already; a process manager's reaches only this one.
    for (const w of workers) w!.process.kill('SIGTERM');
    await Promise.all(exited);
    if (config.BACKUP_EVERY_HOURS > 0) {
      // Verified at the next start: a stop should not wait for a restore.
      await backups.takeNow('shutdown', { verify: false }).catch((error: unknown) => console.error(`Sarafi: backup at shutdown failed: ${String(error)}`));
    }
    await handle.close();
    process.exit(0);
  });

  const listening = new Set<number>();
  const replaced: number[] = [];
  let started = 0;
  cluster.on('listening', (worker) => {
    listening.add(worker.id);
    if (++started > processes) console.error(`Sarafi: app process ${worker.process.pid} is serving in its place`);
  });
  cluster.on('exit', (worker, code, signal) => {
    const served = listening.delete(worker.id);
    if (stopping) return;
    const how = signal ?? `code ${code}`;
    // A worker that never listened failed to start (a taken port, say; it said why): another would fail the same way.
    if (!served) return void handle.close().finally(() => fail(`Sarafi stopped: an app process ended while starting (${how})`));
    const now = Date.now();
    replaced.push(now);
    while (replaced[0]! < now - 60_000) replaced.shift();
    if (replaced.length > maxReplacementsPerMinute) return void handle.close().finally(() => fail(`Sarafi stopped: app processes keep ending (the last: ${how})`));
    console.error(`Sarafi: app process ${worker.process.pid} ended (${how}); starting another`);
    fork();
  });

  const allListening = new Promise<void>((resolve) => {
    cluster.on('listening', () => {
      if (listening.size >= processes) resolve();
    });
  });
  for (let i = 0; i < processes; i++) fork();
  await allListening;
  if (stopping) return;
  stopJobs = startBackgroundJobs(handle, config, backups, {
    info: (message) => console.log(`Sarafi: ${message}`),
    warn: (message, error) => console.error(`Sarafi: ${message}: ${String(error)}`),
    error: (message, error) => console.error(`Sarafi: ${message}${error === undefined ? '' : `: ${String(error)}`}`),
  });
  console.log(servingLine(config, handle, processes));
}

/**
 * One worker of the cluster: the app on the primary's database, no timed work of its own. Its share of the per-address
 * request limit is the limit over the processes, as the port's connections are dealt out in turn.
 */
export async function serveWorker(config: Config) {
  const brief = JSON.parse(process.env[briefVariable]!) as WorkerBrief;
  const handle = await openPostgres(brief.url, brief.kind);
  const backups = createBackupService(handle, backupSettingsOf(config));
  const share = { ...config, RATE_LIMIT_PER_MINUTE: Math.max(1, Math.ceil(config.RATE_LIMIT_PER_MINUTE / brief.processes)) };
  let close = async () => {};
  onStopSignal(async () => {
    exitIfStuck((message) => console.error(message));
    await close();
    await handle.close();
    process.exit(0);
  });
  const app = await listenApp(handle, share, backups).catch(async (error: unknown) => {
    await handle.close();
    throw error;
  });
  close = () => app.close();
}
