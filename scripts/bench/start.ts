/**
 * A fresh clone to the first page served, as the README's two commands do it, and the memory the app and its
 * embedded PostgreSQL server hold when idle:
 *   1. `git clone` of this repository into a temporary folder, then timed separately: `npm ci`, the web build
 *      (`npm run build`), the first start (`node --import tsx apps/server/src/main.ts` on a new DATA_DIR, initdb
 *      included) until `GET /` answers the page's HTML, and a later start on the same DATA_DIR;
 *   2. after BENCH_IDLE_SECONDS idle, RSS and PSS (/proc/<pid>/smaps_rollup) of the app process and every process
 *      under it (the database server's postmaster and its children, the server's watchdog). PSS splits shared memory (shared_buffers, the binaries) between the
 *      processes that map it, so it is the sum to compare with the goal; RSS counts it once per process. A shared
 *      page shows up only in the processes that touched it, and pages touched by backends that have since ended
 *      (the pool closes idle connections) are resident but in no process's figures: the server's whole shared
 *      memory (`shared_memory_size`, mostly shared_buffers) is printed as well, and PSS plus it as the upper bound.
 * The clone and the DATA_DIR are removed at the end.
 *   npm run bench:start
 * Env: BENCH_REPO (what to clone; default this checkout), BENCH_IDLE_SECONDS (20).
 */
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import pg from 'pg';
import { memoryOf, processTable, withDescendants } from '../../apps/server/src/test/process-table';
import { freePort, stopApp } from './bench-app';

const repo = process.env.BENCH_REPO ?? fileURLToPath(new URL('../..', import.meta.url));
const idleSeconds = Number(process.env.BENCH_IDLE_SECONDS ?? 20);
const goalMb = 250;
const run = promisify(execFile);
const load = () => os.loadavg()[0]!.toFixed(1);

async function timed(label: string, file: string, args: string[], cwd: string) {
  const started = performance.now();
  await run(file, args, { cwd, maxBuffer: 64 * 1024 * 1024 });
  const seconds = (performance.now() - started) / 1000;
  console.log(`${label}: ${seconds.toFixed(1)} s (load average ${load()})`);
  return seconds;
}

/** Starts the app as `npm start` does after its build and resolves once `GET /` answers the page's HTML. */
async function startUntilFirstPage(clone: string, dataDir: string, label: string) {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: clone,
    env: { ...process.env, DATABASE_URL: '', DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${label}: the app exited with ${child.exitCode}`);
    if (performance.now() - started > 120_000) {
      await stopApp(child);
      throw new Error(`${label}: no page within 120 s`);
    }
    const page = await fetch(`http://127.0.0.1:${port}/`).then((r) => (r.ok ? r.text() : ''), () => '');
    if (page.includes('<div id="root">')) break;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const seconds = (performance.now() - started) / 1000;
  console.log(`${label}: first page after ${seconds.toFixed(1)} s (load average ${load()})`);
  return { child, seconds };
}

/**
 * The app and every process under it: the database server (the postmaster, whose command line names the DATA_DIR,
 * and its children, which rename themselves 'postgres: checkpointer' …) and the watchdog that stops the server if
 * the app dies; each with its memory.
 */
function appAndDatabase(app: ChildProcess) {
  const all = processTable();
  const tree = withDescendants(all, [app.pid!]);
  return all.filter((p) => tree.has(p.pid)).map((p) => ({ ...p, ...memoryOf(p.pid) }));
}

/** The embedded server's main shared memory, in MiB, asked of the server (its port and password are in DATA_DIR). */
async function sharedMemoryMb(dataDir: string) {
  const port = readFileSync(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[3]!.trim();
  const password = readFileSync(path.join(dataDir, 'postgres-password'), 'utf8').trim();
  const client = new pg.Client({ host: '127.0.0.1', port: Number(port), user: 'postgres', password, database: 'postgres' });
  await client.connect();
  try {
    const { rows } = await client.query<{ shared_memory_size: string }>('show shared_memory_size');
    return Number(/^(\d+)MB$/.exec(rows[0]!.shared_memory_size)?.[1] ?? NaN);
  } finally {
    await client.end();
  }
}

async function main() {
  const root = mkdtempSync(path.join(os.tmpdir(), 'sarafi-bench-start-'));
  // The app, run as root, runs PostgreSQL as user 'postgres', which must reach DATA_DIR.
  chmodSync(root, 0o755);
  const clone = path.join(root, 'sarafi');
  const dataDir = path.join(root, 'data');
  let app: ChildProcess | undefined;
  try {
    console.log(`clone of ${repo}; ${os.cpus().length} CPUs, Node ${process.version}, load average ${load()}`);
    await run('git', ['clone', '--quiet', repo, clone]);
    const { stdout: head } = await run('git', ['log', '-1', '--format=%h %cs'], { cwd: clone });
    console.log(`commit ${head.trim()}`);
    const npmCi = await timed('npm ci', 'npm', ['ci', '--no-audit', '--no-fund'], clone);
    const build = await timed('web build (npm run build)', 'npm', ['run', 'build'], clone);
    const first = await startUntilFirstPage(clone, dataDir, 'first start (initdb, migrations, first admin)');
    await stopApp(first.child);
    const later = await startUntilFirstPage(clone, dataDir, 'later start (same DATA_DIR)');
    app = later.child;

    await new Promise((resolve) => setTimeout(resolve, idleSeconds * 1000));
    const rows = appAndDatabase(app);
    if (!rows.some((r) => r.cmdline.includes(path.join(dataDir, 'postgres')))) throw new Error('no database server process names the DATA_DIR');
    console.log(`\nidle for ${idleSeconds} s after the later start (load average ${load()}):`);
    console.log('| pid | process | RSS MB | PSS MB |\n|---|---|---|---|');
    for (const r of rows) console.log(`| ${r.pid} | ${r.cmdline.slice(0, 60)} | ${r.rssMb.toFixed(1)} | ${r.pssMb.toFixed(1)} |`);
    const rss = rows.reduce((sum, r) => sum + r.rssMb, 0);
    const pss = rows.reduce((sum, r) => sum + r.pssMb, 0);
    console.log(`| | total (${rows.length} processes) | ${rss.toFixed(1)} | ${pss.toFixed(1)} |`);
    const shared = await sharedMemoryMb(dataDir);
    console.log(`the server's shared memory (shared_memory_size): ${shared} MB; PSS plus it, the upper bound: ${(pss + shared).toFixed(0)} MB`);

    console.log(`\n| npm ci s | build s | first start s | later start s | fresh clone to first page s | idle RSS MB | idle PSS MB | PSS + shared memory MB |`);
    console.log('|---|---|---|---|---|---|---|---|');
    console.log(
      `| ${npmCi.toFixed(1)} | ${build.toFixed(1)} | ${first.seconds.toFixed(1)} | ${later.seconds.toFixed(1)} | ` +
        `${(npmCi + build + first.seconds).toFixed(1)} | ${rss.toFixed(0)} | ${pss.toFixed(0)} | ${(pss + shared).toFixed(0)} |`,
    );
    const met = pss < goalMb;
    console.log(
      `\nGoal (idle app + database < ${goalMb} MB, by PSS): ${met ? 'met' : 'NOT met'}; ` +
        `with all of the server's shared memory resident: ${pss + shared < goalMb ? 'met' : 'NOT met'}; by RSS: ${rss < goalMb ? 'met' : 'NOT met'}`,
    );
    if (!met) process.exitCode = 1;
  } finally {
    await stopApp(app);
    rmSync(root, { recursive: true, force: true });
  }
}

await main();
