import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { freeLoopbackPort } from '../db/embedded/free-port';
import { createFreshPostgresDatabase } from '../test/fresh-postgres';

const repoRoot = path.resolve(import.meta.dirname, '../../../..');
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The app's workers: the primary's child processes (Linux /proc), all of them Node on a DATABASE_URL. */
function workersOf(primary: number): number[] {
  try {
    return readFileSync(`/proc/${primary}/task/${primary}/children`, 'utf8').split(' ').filter(Boolean).map(Number).sort();
  } catch {
    return [];
  }
}

/** One request on a connection of its own, so the primary deals it to a worker anew: answered 200, or not. */
async function health(baseUrl: string): Promise<boolean> {
  try {
    const response = await fetch(`${baseUrl}/api/health`, { headers: { connection: 'close' }, signal: AbortSignal.timeout(5_000) });
    return response.ok;
  } catch {
    return false;
  }
}

describe('npm start with WEB_CONCURRENCY=2 (docs/decisions.md, Every core)', () => {
  let app: ChildProcess;
  let baseUrl: string;
  let drop: () => Promise<void>;
  let stderr = '';
  let stdout = '';

  beforeAll(async () => {
    const database = await createFreshPostgresDatabase(inject('testServerUrl'), 'cluster', inject('testTemplate'));
    drop = database.drop;
    const port = await freeLoopbackPort();
    baseUrl = `http://127.0.0.1:${port}`;
    app = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
      cwd: repoRoot,
      // Built from nothing, so no vitest variable reaches the app.
      env: {
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        DATABASE_URL: database.url,
        PORT: String(port),
        HOST: '127.0.0.1',
        WEB_CONCURRENCY: '2',
        WEB_DIST: '/nonexistent',
        BACKUP_EVERY_HOURS: '0',
        LOG_LEVEL: 'warn',
        // The client below asks as fast as it can: the request limit is not what this test is about.
        RATE_LIMIT_PER_MINUTE: '1000000',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    app.stderr!.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-4000)));
    app.stdout!.on('data', (chunk: Buffer) => (stdout = (stdout + chunk.toString()).slice(-4000)));
    // Both workers listen before the primary says it serves: a worker killed while still starting stops the app, as a
    // start that cannot succeed would (docs/decisions.md, Every core).
    for (let i = 0; !stdout.includes('2 app processes') || !(await health(baseUrl)); i++) {
      if (app.exitCode !== null || i > 600) throw new Error(`the app did not start:\n${stderr}`);
      await pause(100);
    }
  });

  afterAll(async () => {
    if (app && app.exitCode === null) {
      app.kill('SIGKILL');
      await new Promise((resolve) => app.once('exit', resolve));
    }
    await drop?.();
  });

  it('two worker processes answer on one port; a killed worker is replaced while requests keep being answered; SIGTERM stops them all', async () => {
    const first = workersOf(app.pid!);
    expect(first).toHaveLength(2);

    // Kill one worker while a client keeps asking: every request is answered (by the other), and a new worker appears.
    const answered: { ok: boolean; at: number }[] = [];
    const kills: number[] = [];
    let asking = true;
    const client = (async () => {
      while (asking) {
        // When it was asked: a request dealt to a worker as it dies waits out its 5 s timeout.
        const at = Date.now();
        answered.push({ ok: await health(baseUrl), at });
      }
    })();
    await pause(300);
    kills.push(Date.now());
    process.kill(first[0]!, 'SIGKILL');
    for (let i = 0; i < 600 && !stderr.includes('is serving in its place'); i++) await pause(100);
    expect(stderr, 'a replacement serves within a minute').toContain('is serving in its place');
    const now = workersOf(app.pid!);
    // The replacement serves too: with the other original killed as well, requests are still answered.
    kills.push(Date.now());
    process.kill(first[1]!, 'SIGKILL');
    await pause(3_000);
    asking = false;
    await client;

    expect(now).toHaveLength(2);
    expect(now).not.toContain(first[0]);
    expect(answered.length).toBeGreaterThan(5);
    // A request dealt to a worker in the moment between its death and the primary hearing of it goes unanswered (a
    // refused request is quick, so there may be many in that moment), or one asked just before it; none a second later.
    const unanswered = answered.filter((r) => !r.ok);
    for (const r of unanswered) expect(kills.some((k) => r.at >= k - 200 && r.at - k < 1_000), `unanswered ${r.at - kills[0]!} ms after the first kill; kills at ${kills.map((k) => k - kills[0]!).join(", ")} ms; ${unanswered.length} unanswered of ${answered.length}`).toBe(true);
    // And once the replacement has taken over, every request is answered.
    const after = [];
    for (let i = 0; i < 5; i++) after.push(await health(baseUrl));
    expect(after).toEqual([true, true, true, true, true]);
    expect(stderr).toContain(`app process ${first[0]} ended (SIGKILL); starting another`);

    const workers = workersOf(app.pid!);
    const exited = new Promise((resolve) => app.once('exit', resolve));
    app.kill('SIGTERM');
    expect(await exited).toBe(0);
    for (const pid of workers) expect(() => process.kill(pid, 0)).toThrow();
  }, 120_000);
});
