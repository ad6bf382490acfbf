import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { powerCut } from '../../apps/server/src/test/power-cut';

const repoRoot = path.resolve(fileURLToPath(import.meta.url), '../../..');

export const chaosAdmin = { username: 'chaos', password: 'chaos-admin-pass-1' } as const;

/** Where an app keeps its books: a PostgreSQL server at a URL, or the embedded default in a DATA_DIR of its own. */
export type AppDatabase = { url: string } | { dataDir: string };

/** One app process (`node --import tsx apps/server/src/main.ts`, as production runs) on a fixed port. */
export class AppProcess {
  private child: ChildProcess | null = null;
  kills = 0;
  /** Power cuts (embedded default) that found no database server process to kill with the app. */
  cutsMissingTheDatabase = 0;

  constructor(
    readonly port: number,
    private readonly database: AppDatabase,
  ) {}

  get baseUrl() {
    return `http://127.0.0.1:${this.port}`;
  }

  async start(): Promise<void> {
    const embedded = 'dataDir' in this.database;
    const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
      cwd: repoRoot,
      // On the embedded default the app leads a process group, so a crash can take its whole tree.
      detached: embedded,
      env: {
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        ...('url' in this.database ? { DATABASE_URL: this.database.url } : { DATA_DIR: this.database.dataDir, DATABASE_URL: '' }),
        // Backups are not under test here; left on, every start and stop would take and verify one (in ./data).
        BACKUP_EVERY_HOURS: '0',
        PORT: String(this.port),
        HOST: '127.0.0.1',
        ADMIN_USERNAME: chaosAdmin.username,
        ADMIN_PASSWORD: chaosAdmin.password,
        RATE_LIMIT_PER_MINUTE: '10000000',
        // One process per app: the fleet chooses how many apps share the database (the '2 apps' round is the
        // several-processes case), and a crash kills exactly the one it names (docs/decisions.md, Every core).
        WEB_CONCURRENCY: '1',
        LOG_LEVEL: 'fatal',
        WEB_DIST: '/nonexistent',
      },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr?.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-4000)));
    this.child = child;
    for (let i = 0; i < 600; i++) {
      if (child.exitCode !== null || child.signalCode !== null) throw new Error(`app on ${this.port} exited while starting (${child.exitCode ?? child.signalCode}):\n${stderr}`);
      try {
        if ((await fetch(`${this.baseUrl}/api/health`, { signal: AbortSignal.timeout(1000) })).status === 200) return;
      } catch {
        // not listening yet
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`app on ${this.port} did not become healthy within 60 s:\n${stderr}`);
  }

  /**
   * SIGKILL: no drain, no cleanup — what a crash or an OOM kill does — then a new process on the same port. On the
   * embedded default the whole tree dies at once (app, database server and its backends: a power cut), and the new
   * process starts on the same DATA_DIR.
   */
  async killAndRestart(): Promise<void> {
    const child = this.child;
    if (child && child.exitCode === null && child.signalCode === null) {
      const gone = new Promise((resolve) => child.once('exit', resolve));
      if (!('dataDir' in this.database)) child.kill('SIGKILL');
      else if ((await powerCut(child.pid!, this.database.dataDir)).postgres === 0) this.cutsMissingTheDatabase++;
      await gone;
    }
    this.kills++;
    await this.start();
  }

  async stop(): Promise<void> {
    const child = this.child;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const gone = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await gone;
  }
}
