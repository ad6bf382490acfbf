/** Helpers the HTTP benchmarks share: a spare port, the app started as production does, percentiles. */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';

export const seconds = (started: number) => ((performance.now() - started) / 1000).toFixed(1);

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

/**
 * `node --import tsx apps/server/src/main.ts` on a PostgreSQL URL or a DATA_DIR (the embedded server), as `npm start`
 * runs it; resolves once /api/health answers. `BENCH_APP_NODE_ARGS` adds node flags to the app alone (`--cpu-prof
 * --cpu-prof-dir=…`, which node refuses in NODE_OPTIONS), to profile it under a benchmark's load.
 */
const appNodeArgs = (process.env.BENCH_APP_NODE_ARGS ?? '').split(' ').filter(Boolean);

export async function startApp(
  database: string | Record<string, string>,
  port: number,
  admin: { username: string; password: string },
  options: { webDist?: string } = {},
): Promise<ChildProcess> {
  const child = spawn(process.execPath, [...appNodeArgs, '--import', 'tsx', 'apps/server/src/main.ts'], {
    env: {
      ...process.env,
      // A benchmark measures the app, not a backup taken (into ./data/backups) at its every start and stop.
      BACKUP_EVERY_HOURS: '0',
      // A PostgreSQL URL, or the variables naming another database (the embedded default: DATA_DIR with an empty DATABASE_URL).
      ...(typeof database === 'string' ? { DATABASE_URL: database } : database),
      PORT: String(port),
      HOST: '127.0.0.1',
      ADMIN_USERNAME: admin.username,
      ADMIN_PASSWORD: admin.password,
      RATE_LIMIT_PER_MINUTE: '1000000',
      LOG_LEVEL: 'warn',
      // The built web app, for benchmarks that drive the screens; the API alone otherwise.
      WEB_DIST: options.webDist ?? '/nonexistent',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  for (let i = 0; i < 600; i++) {
    if (child.exitCode !== null) throw new Error(`the app exited with ${child.exitCode}`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) return child;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill('SIGTERM');
  throw new Error('the app did not start within 120 s');
}

export const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

/** Stops the app and waits for it to exit. */
export async function stopApp(child: ChildProcess | undefined) {
  if (!child || child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}
