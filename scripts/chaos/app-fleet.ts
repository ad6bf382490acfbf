import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(fileURLToPath(import.meta.url), '../../..');

export const chaosAdmin = { username: 'chaos', password: 'chaos-admin-pass-1' } as const;

/** One app process (`node --import tsx apps/server/src/main.ts`, as production runs) on a fixed port. */
export class AppProcess {
  private child: ChildProcess | null = null;
  kills = 0;

  constructor(
    readonly port: number,
    private readonly databaseUrl: string,
  ) {}

  get baseUrl() {
    return `http://127.0.0.1:${this.port}`;
  }

  async start(): Promise<void> {
    const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
      cwd: repoRoot,
      env: {
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        DATABASE_URL: this.databaseUrl,
        PORT: String(this.port),
        HOST: '127.0.0.1',
        ADMIN_USERNAME: chaosAdmin.username,
        ADMIN_PASSWORD: chaosAdmin.password,
        RATE_LIMIT_PER_MINUTE: '10000000',
        LOG_LEVEL: 'fatal',
        WEB_DIST: '/nonexistent',
      },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr?.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-4000)));
    this.child = child;
    for (let i = 0; i < 300; i++) {
      if (child.exitCode !== null || child.signalCode !== null) throw new Error(`app on ${this.port} exited while starting:\n${stderr}`);
      try {
        if ((await fetch(`${this.baseUrl}/api/health`, { signal: AbortSignal.timeout(1000) })).status === 200) return;
      } catch {
        // not listening yet
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`app on ${this.port} did not become healthy within 30 s:\n${stderr}`);
  }

  /** SIGKILL: no drain, no cleanup — what a crash or an OOM kill does — then a new process on the same port. */
  async killAndRestart(): Promise<void> {
    const child = this.child;
    if (child && child.exitCode === null && child.signalCode === null) {
      const gone = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGKILL');
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
