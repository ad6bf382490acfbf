import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, inject } from 'vitest';
import { loadConfig } from '../../apps/server/src/config';
import { freeLoopbackPort } from '../../apps/server/src/db/embedded/free-port';
import { serve } from '../../apps/server/src/serve';
import { createFreshPostgresDatabase } from '../../apps/server/src/test/fresh-postgres';
import { ApiClient } from './api';

export const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
/** E2E_WEB_DIST lets several people test their own builds side by side on one machine. */
export const webDist = process.env.E2E_WEB_DIST ?? path.join(repoRoot, 'apps/web/dist');

/** The first admin every e2e server starts with (ADMIN_USERNAME / ADMIN_PASSWORD). */
export const ADMIN = { username: 'admin', password: 'e2e-admin-pass-1' } as const;

export interface TestServer {
  baseUrl: string;
  /** The server's own database, for a journey that must set up what no screen can (a case already past its deadline). */
  databaseUrl: string;
  /** Everything the server logged so far (warnings and errors). */
  stderr(): string;
  stop(): Promise<void>;
}

export interface ProcessServer extends TestServer {
  /** Sends SIGTERM, as a process manager does, and resolves with the exit code once the process has ended. */
  terminate(): Promise<number | null>;
}

/** A fresh database for one server process: a copy of the run's migrated template (postgres-template.ts). */
export async function freshDatabase(label: string): Promise<{ env: Record<string, string>; cleanup(): Promise<void> }> {
  const fresh = await createFreshPostgresDatabase(inject('testServerUrl'), label, inject('testTemplate'));
  return { env: { DATABASE_URL: fresh.url }, cleanup: fresh.drop };
}

export { freeLoopbackPort as freePort };

function exited(child: ChildProcess, ms: number): Promise<boolean> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(true);
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), ms);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve(true);
    });
  });
}

async function waitForHealth(baseUrl: string, child: ChildProcess, stderr: () => string, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`The server exited (code ${child.exitCode ?? child.signalCode}) before it was healthy:\n${stderr()}`);
    }
    try {
      const response = await fetch(`${baseUrl}/api/health`);
      if (response.status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`The server did not answer /api/health within ${timeoutMs / 1000} s:\n${stderr()}`);
}

/** Server settings of the outer shell (a developer's DATABASE_URL above all) must not leak into a test server. */
const serverSettings = /^(DATABASE_URL|DATA_DIR|BACKUP_|ADMIN_|SESSION_|LOGIN_|RATE_LIMIT|COOKIE_|TRUST_PROXY|WEB_DIST|WEB_CONCURRENCY|HOST$|PORT$|LOG_LEVEL)/;
export function inheritedEnv(): Record<string, string> {
  return Object.fromEntries(
    Object.entries(process.env).filter((entry): entry is [string, string] => entry[1] !== undefined && !serverSettings.test(entry[0])),
  );
}

/** The settings every journey's server starts with, on a fresh database, a free port and its own data folder. */
async function serverEnv(extraEnv: Record<string, string>) {
  const dist = extraEnv.WEB_DIST ?? webDist;
  if (!existsSync(path.join(dist, 'index.html'))) {
    throw new Error(`No built web app in ${dist}: run 'npm run build -w @sarafi/web' (npm run test:e2e does it)`);
  }
  const database = await freshDatabase('e2e');
  // Backups (off unless a test turns them on) go to a folder of the server's own.
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'sarafi-e2e-data-'));
  const port = await freeLoopbackPort();
  const env = {
    PORT: String(port),
    HOST: '127.0.0.1',
    ADMIN_USERNAME: ADMIN.username,
    ADMIN_PASSWORD: ADMIN.password,
    WEB_DIST: dist,
    LOG_LEVEL: 'warn',
    DATA_DIR: dataDir,
    BACKUP_EVERY_HOURS: '0',
    ...database.env,
    ...extraEnv,
  };
  const cleanup = async () => {
    await database.cleanup();
    rmSync(dataDir, { recursive: true, force: true });
  };
  return { env, baseUrl: `http://127.0.0.1:${port}`, databaseUrl: database.env.DATABASE_URL!, cleanup };
}

/**
 * What `npm start` runs (apps/server/src/serve.ts), inside this test process: the worker has the server's modules
 * loaded already, where a process of its own spent about 2.5 CPU-seconds importing them through tsx, once per journey
 * file (docs/decisions.md, "CI time"). The journeys about the process itself use `startServerProcess`.
 */
export async function startServer(extraEnv: Record<string, string> = {}): Promise<TestServer> {
  const { env, baseUrl, databaseUrl, cleanup } = await serverEnv(extraEnv);
  let logged = '';
  const serving = await serve(loadConfig(env), {
    onFatal: (message) => (logged += `fatal: ${message}\n`),
    onNotice: (message) => (logged += `${message}\n`),
    logStream: { write: (line: string) => void (logged += line) },
  }).catch(async (error: unknown) => {
    await cleanup();
    throw error;
  });
  let stopped: Promise<void> | undefined;
  return {
    baseUrl,
    databaseUrl,
    stderr: () => logged,
    stop: () => (stopped ??= serving.close().finally(cleanup)),
  };
}

/** Starts `apps/server/src/main.ts` as its own process, as `npm start` does: for the journeys about signals and exits. */
export async function startServerProcess(extraEnv: Record<string, string> = {}): Promise<ProcessServer> {
  const { env, baseUrl, databaseUrl, cleanup } = await serverEnv(extraEnv);
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: repoRoot,
    env: { ...inheritedEnv(), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let errText = '';
  child.stderr?.on('data', (chunk: Buffer) => (errText += chunk.toString()));
  // Drained so a chatty server never blocks on a full pipe.
  child.stdout?.resume();
  const stderr = () => errText;

  const stop = async () => {
    if (!(await exited(child, 0))) {
      child.kill('SIGTERM');
      if (!(await exited(child, 5_000))) {
        child.kill('SIGKILL');
        await exited(child, 5_000);
      }
    }
    await cleanup();
  };

  const terminate = async () => {
    const done = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    child.kill('SIGTERM');
    return done;
  };

  try {
    await waitForHealth(baseUrl, child, stderr, 60_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseUrl, databaseUrl, stderr, terminate, stop };
}

export interface ServerHandle {
  readonly baseUrl: string;
  readonly server: TestServer;
  /** The first admin's API session, signed in once per file, for seeding and reading stored data back. */
  adminApi(): Promise<ApiClient>;
}

/** One server per test file: started in beforeAll, stopped and its database removed in afterAll. */
export function useServer(): ServerHandle {
  let server: TestServer | undefined;
  let admin: Promise<ApiClient> | undefined;
  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(async () => {
    await server?.stop();
  });
  return {
    adminApi() {
      admin ??= ApiClient.login(this.baseUrl, ADMIN);
      return admin;
    },
    get server() {
      if (!server) throw new Error('the e2e server is not started (use inside a test or hook)');
      return server;
    },
    get baseUrl() {
      return this.server.baseUrl;
    },
  };
}
