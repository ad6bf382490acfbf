/**
 * Ledger posting throughput against the database's own ceiling, on one machine, for each of two databases in turn:
 * the embedded default (the app with a temporary DATA_DIR, running its own PostgreSQL server) and an external
 * PostgreSQL (BENCH_DATABASE_URL). For each:
 *   1. pgbench's built-in TPC-B on a fresh database of that server (scale 32, BENCH_CLIENTS clients, BENCH_SECONDS
 *      seconds; on the embedded server while the app that runs it is idle);
 *   2. the real app (`node --import tsx apps/server/src/main.ts`; on the external server a fresh database),
 *      BENCH_CLIENTS keep-alive HTTP clients posting each case of scripts/bench/ledger-cases.ts in turn: (a) transfers
 *      among 10 AFN accounts; (b) Debit and Credit vouchers that all touch cash 11, then the same from 8 clerks each on
 *      their own till; (c) a mix of transfers, exchanges and vouchers with Idempotency-Keys, 1 in 10 a retry;
 *   3. per case: API TPS / pgbench TPS, latency percentiles, errors, deadlocks (PostgreSQL's count for the database);
 *      at the end a check that the ledger holds one transaction per 2xx response that made one and keeps its invariants.
 * Each database is measured once per journal mode of BENCH_JOURNAL, in that order, each on a fresh database: `on` is
 * the app as shipped, `off` the same app with scripts/bench/journal-off.ts preloaded (no journal row is written), so
 * the journal's cost is read from one run (docs/BENCHMARKS.md).
 * The databases and the DATA_DIR are removed and the app stopped at the end; a table of all runs closes the output.
 *   npm run bench:ledger
 * Env: BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test), BENCH_DATABASES (default
 * embedded,postgres), BENCH_JOURNAL (default on; e.g. off,on,off,on to interleave), BENCH_SECONDS (10 per case),
 * BENCH_CASES (default a,b,b-tills,c), BENCH_CLIENTS (32), BENCH_LOG_LEVEL (the app's LOG_LEVEL; default info, as in
 * production), PGBENCH (path of pgbench, default pgbench), BENCH_APP_NODE_ARGS (extra node flags for the app, e.g.
 * `--cpu-prof --cpu-prof-dir=/tmp/prof` to profile it).
 */
import { spawn, execFile, type ChildProcess } from 'node:child_process';
import { createWriteStream, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { Pool } from 'undici';
import { fileURLToPath } from 'node:url';
import { openPostgres } from '../../apps/server/src/db/client';
import { transactions } from '../../apps/server/src/db/schema';
import { ledgerViolations } from '../../apps/server/src/modules/ledger/ledger-invariants';
import { chainPending } from '../../apps/server/src/modules/journal/chain-journal';
import { verifyJournal } from '../../apps/server/src/modules/journal/verify-journal';
import { createFreshPostgresDatabase } from '../../apps/server/src/test/fresh-postgres';
import { freePort } from './bench-app';
import { cases, openBook, type Case, type LogIn, type Post, type Request } from './ledger-cases';

const baseUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const databases = (process.env.BENCH_DATABASES ?? 'embedded,postgres').split(',');
const journalModes = (process.env.BENCH_JOURNAL ?? 'on').split(',').map((mode) => {
  if (mode !== 'on' && mode !== 'off') throw new Error(`BENCH_JOURNAL takes on and off, not ${mode}`);
  return mode;
});
const journalOff = fileURLToPath(new URL('./journal-off.ts', import.meta.url));
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const selectedCases = (process.env.BENCH_CASES ?? cases.map((c) => c.id).join(',')).split(',').map((id) => {
  const found = cases.find((c) => c.id === id);
  if (!found) throw new Error(`BENCH_CASES takes ${cases.map((c) => c.id).join(', ')}, not ${id}`);
  return found;
});
const clients = Number(process.env.BENCH_CLIENTS ?? 32);
const logLevel = process.env.BENCH_LOG_LEVEL ?? 'info';
const pgbenchBin = process.env.PGBENCH ?? 'pgbench';
const scale = 32;
const admin = { username: 'bench', password: 'bench-pass-1' };
const run = promisify(execFile);
const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

function percentile(sorted: number[], p: number) {
  return sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}
const ms = (n: number) => `${n.toFixed(1)} ms`;

/** libpq connection arguments for pgbench from a postgres:// URL (the password, if any, via PGPASSWORD). */
function pgbenchArgs(url: string) {
  const u = new URL(url);
  return {
    args: ['-h', u.hostname || '127.0.0.1', '-p', u.port || '5432', '-U', decodeURIComponent(u.username || 'postgres'), u.pathname.slice(1)],
    env: { ...process.env, ...(u.password ? { PGPASSWORD: decodeURIComponent(u.password) } : {}) },
  };
}

async function checkpoint(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('checkpoint');
  } finally {
    await client.end();
  }
}

async function runPgbench(url: string) {
  const { args, env } = pgbenchArgs(url);
  const connection = args.slice(0, -1);
  const database = args.at(-1)!;
  await run(pgbenchBin, ['-i', '-s', String(scale), '-q', ...connection, database], { env, maxBuffer: 16 * 1024 * 1024 });
  await checkpoint(url);
  const { stdout } = await run(pgbenchBin, ['-c', String(clients), '-j', '2', '-T', String(seconds), ...connection, database], {
    env,
    maxBuffer: 16 * 1024 * 1024,
  });
  const tps = Number(/tps = ([\d.]+) \(without initial connection time\)/.exec(stdout)?.[1]);
  const latency = Number(/latency average = ([\d.]+) ms/.exec(stdout)?.[1]);
  const processed = Number(/number of transactions actually processed: (\d+)/.exec(stdout)?.[1]);
  const failed = Number(/number of failed transactions: (\d+)/.exec(stdout)?.[1] ?? 0);
  if (!Number.isFinite(tps) || !Number.isFinite(latency)) throw new Error(`could not parse pgbench output:\n${stdout}`);
  return { tps, latency, processed, failed };
}

/** CPU seconds (user + system) a local process has used so far, from /proc; null where that is not readable. */
function cpuSeconds(pid: number | undefined): number | null {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').replace(/^.*\) /, '').split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100; // USER_HZ is 100 on Linux
  } catch {
    return null;
  }
}

/** The app's Node processes: the one started and, when it runs workers, its Node children (not the embedded database's). */
function appPids(pid: number | undefined): number[] {
  if (pid === undefined) return [];
  const children = (() => {
    try {
      return readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').split(' ').filter(Boolean).map(Number);
    } catch {
      return [];
    }
  })();
  const isNode = (child: number) => {
    try {
      return readFileSync(`/proc/${child}/comm`, 'utf8').trim() === 'node';
    } catch {
      return false;
    }
  };
  return [pid, ...children.filter(isNode)];
}

/** CPU used by the app's processes (those alive at both ends count) and by the database's backends (when PostgreSQL runs on this machine). */
async function cpuSnapshot(appPid: number | undefined, databaseUrl: string) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ pid: number }>('select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()');
    const backends = new Map(rows.map((r) => [r.pid, cpuSeconds(r.pid)]));
    return { app: new Map(appPids(appPid).map((pid) => [pid, cpuSeconds(pid)])), backends };
  } finally {
    await client.end();
  }
}

/** CPU seconds used between two snapshots by the processes present in both. */
function cpuUsed(before: Map<number, number | null>, after: Map<number, number | null>) {
  return [...after].reduce((sum, [pid, end]) => {
    const start = before.get(pid);
    return start != null && end != null ? sum + end - start : sum;
  }, 0);
}

/** The app's database: DATABASE_URL, or the variables of the embedded default. */
type AppDatabase = Record<string, string>;

async function startApp(database: AppDatabase, journal: 'on' | 'off') {
  const port = await freePort();
  const logFile = path.join(os.tmpdir(), `sarafi-bench-ledger-${port}.log`);
  const log = createWriteStream(logFile);
  const nodeArgs = (process.env.BENCH_APP_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const preload = journal === 'off' ? ['--import', journalOff] : [];
  const child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', ...preload, 'apps/server/src/main.ts'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      ...database,
      PORT: String(port),
      HOST: '127.0.0.1',
      ADMIN_USERNAME: admin.username,
      ADMIN_PASSWORD: admin.password,
      // The per-IP flood limit would turn most of the load from one address into 429s.
      RATE_LIMIT_PER_MINUTE: '100000000',
      LOG_LEVEL: logLevel,
      NODE_ENV: 'production',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.pipe(log);
  child.stderr!.pipe(log);
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the app exited with ${child.exitCode} before it was healthy; see ${logFile}`);
    try {
      const response = await fetch(`${url}/api/health`);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`the app was not healthy within 60 s; see ${logFile}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return { child, url, logFile };
}

async function stopApp(child: ChildProcess) {
  if (child.exitCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}

/** Deadlocks PostgreSQL has counted in the app's database so far. */
async function deadlocks(databaseUrl: string) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return Number((await client.query<{ n: string }>('select deadlocks::text as n from pg_stat_database where datname = current_database()')).rows[0]!.n);
  } finally {
    await client.end();
  }
}

interface CaseRun {
  latencies: number[];
  statuses: Map<number, number>;
  failures: number;
  /** 2xx answers that made a transaction: every 2xx but a retry's. */
  fresh: number;
  ok: number;
  elapsed: number;
  deadlocks: number;
  cpu: { app: number; database: number } | null;
}

/**
 * Posts each case in turn through the running app (a short warm-up, then `seconds`); `databaseUrl` is the database it
 * writes to, read for CPU, deadlocks and the final checks.
 */
async function runApi({ child, url, logFile }: { child: ChildProcess; url: string; logFile: string }, databaseUrl: string, journal: 'on' | 'off') {
  const pool = new Pool(url, { connections: clients, pipelining: 1, keepAliveTimeout: 60_000 });
  try {
    const post: Post = async (cookie, route, body, key) => {
      const response = await pool.request({
        method: 'POST',
        path: route,
        headers: { cookie, 'content-type': 'application/json', ...(key ? { 'idempotency-key': key } : {}) },
        body: JSON.stringify(body),
      });
      return { status: response.statusCode, text: await response.body.text() };
    };
    const login: LogIn = async (body) => {
      const response = await pool.request({ method: 'POST', path: '/api/auth/login', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
      await response.body.dump();
      const setCookie = response.headers['set-cookie'];
      return { status: response.statusCode, cookie: (Array.isArray(setCookie) ? setCookie[0] : setCookie)?.split(';')[0] };
    };
    const opened = await openBook(post, login, admin);
    const { book } = opened;
    let posted = opened.posted; // every 2xx on POST /api/transactions that made a transaction

    /** Runs the clients for `durationMs`; each request's latency is recorded from send to the last byte. */
    const load = async (which: Case, durationMs: number) => {
      const latencies: number[] = [];
      const statuses = new Map<number, number>();
      let failures = 0;
      let fresh = 0;
      const started = performance.now();
      const end = started + durationMs;
      await Promise.all(
        Array.from({ length: clients }, async (_, client) => {
          let last: { request: Request; ok: boolean } | null = null;
          while (performance.now() < end) {
            const request = which.next(book, client, last);
            const t0 = performance.now();
            try {
              const { status } = await post(request.cookie, '/api/transactions', request.body, request.key);
              statuses.set(status, (statuses.get(status) ?? 0) + 1);
              const ok = status >= 200 && status < 300;
              if (ok && !request.replay) fresh++;
              last = { request, ok };
            } catch {
              failures++;
            }
            latencies.push(performance.now() - t0);
          }
        }),
      );
      const elapsed = (performance.now() - started) / 1000;
      const ok = [...statuses].filter(([s]) => s >= 200 && s < 300).reduce((sum, [, n]) => sum + n, 0);
      return { latencies: latencies.sort((a, b) => a - b), statuses, failures, fresh, ok, elapsed };
    };

    const runs = new Map<string, CaseRun>();
    for (const which of selectedCases) {
      await checkpoint(databaseUrl);
      posted += (await load(which, 1_000)).fresh; // JIT, pool connections, caches
      const [before, deadlocksBefore] = [await cpuSnapshot(child.pid, databaseUrl), await deadlocks(databaseUrl)];
      const measured = await load(which, seconds * 1000);
      const [after, deadlocksAfter] = [await cpuSnapshot(child.pid, databaseUrl), await deadlocks(databaseUrl)];
      posted += measured.fresh;
      const perRequest = (secondsUsed: number) => (secondsUsed * 1000) / Math.max(1, measured.latencies.length);
      // Backends present at both ends of the run (the pool keeps them open under load).
      const cpu = after.app.size > 0 ? { app: perRequest(cpuUsed(before.app, after.app)), database: perRequest(cpuUsed(before.backends, after.backends)) } : null;
      runs.set(which.id, { ...measured, deadlocks: deadlocksAfter - deadlocksBefore, cpu });
    }

    const handle = await openPostgres(databaseUrl);
    try {
      const transactionCount = await handle.db.$count(transactions);
      const violations = await ledgerViolations(handle.db);
      const holds = Object.values(violations).every((rows) => rows.length === 0);
      // With the journal on, the chain must verify after the load (linked to the end first, as the app's chainer would).
      const started = performance.now();
      const verdict = journal === 'on' ? (await chainPending(handle.db, { wait: true }), await verifyJournal(handle.db)) : null;
      const verified = verdict && { ok: verdict.ok, count: verdict.ok ? verdict.count : 0, seconds: (performance.now() - started) / 1000, verdict };
      return { runs, posted, transactionCount, holds, logFile, verified };
    } finally {
      await handle.close();
    }
  } finally {
    await pool.close();
  }
}

/**
 * The embedded server's URL, from what the app keeps in DATA_DIR: the port in the cluster's postmaster.pid (its
 * fourth line) and the generated password. The app's own database is `postgres`.
 */
function embeddedUrl(dataDir: string) {
  const port = readFileSync(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[3]!.trim();
  const password = readFileSync(path.join(dataDir, 'postgres-password'), 'utf8').trim();
  return `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/postgres`;
}

async function serverVersion(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<{ server_version: string }>('show server_version')).rows[0]!.server_version;
  } finally {
    await client.end();
  }
}

interface Figures {
  database: string;
  journal: 'on' | 'off';
  label: string;
  pgbenchTps: number;
  apiTps: number;
  p: (q: number) => number;
  max: number;
  errors: number;
  deadlocks: number;
  cpu: { app: number; database: number } | null;
  transactions: string;
}

type App = Awaited<ReturnType<typeof startApp>>;

/** pgbench on `pgbenchUrl`'s server, then each case through the app `app()` gives; prints the figures as it goes. */
async function measure(
  database: string,
  journal: 'on' | 'off',
  pgbenchUrl: string,
  app: () => Promise<App>,
  appDatabaseUrl: string,
): Promise<{ figures: Figures[]; ok: boolean }> {
  console.log(`\n${database}, journal ${journal}: PostgreSQL ${await serverVersion(pgbenchUrl)}; app WEB_CONCURRENCY=${process.env.WEB_CONCURRENCY ?? '(unset)'}`);
  const bench = await runPgbench(pgbenchUrl);
  console.log(
    `pgbench TPC-B (-i -s ${scale}; -c ${clients} -j 2 -T ${seconds}): ${bench.tps.toFixed(1)} TPS (without initial connection time), ` +
      `latency average ${ms(bench.latency)}, ${bench.processed} transactions, ${bench.failed} failed; load average ${os.loadavg()[0]!.toFixed(1)}`,
  );

  const api = await runApi(await app(), appDatabaseUrl, journal);
  const figures: Figures[] = [];
  let anyError = false;
  for (const which of selectedCases) {
    const run = api.runs.get(which.id)!;
    const apiTps = run.ok / run.elapsed;
    const nonOk = [...run.statuses].filter(([s]) => s < 200 || s >= 300);
    const errors = nonOk.reduce((sum, [, n]) => sum + n, 0) + run.failures;
    anyError ||= errors > 0;
    const p = (q: number) => percentile(run.latencies, q);
    const ratio = apiTps / bench.tps;
    console.log(`\n${which.label}: ${run.latencies.length} requests, ${run.ok} 2xx (${run.ok - run.fresh} of them retries), ${apiTps.toFixed(1)} TPS, ratio to TPC-B ${ratio.toFixed(3)}`);
    console.log(`  latency p50 ${ms(p(50))}, p95 ${ms(p(95))}, p99 ${ms(p(99))}, max ${ms(run.latencies.at(-1) ?? NaN)}; deadlocks ${run.deadlocks}`);
    console.log(
      `  errors: ${errors}` +
        (errors ? ` (${nonOk.map(([s, n]) => `${n} × HTTP ${s}`).concat(run.failures ? [`${run.failures} × connection error`] : []).join(', ')}; app log ${api.logFile})` : ''),
    );
    if (run.cpu) console.log(`  CPU per request: app processes ${run.cpu.app.toFixed(2)} ms, PostgreSQL backends ${run.cpu.database.toFixed(2)} ms`);
    console.log(`  load average ${os.loadavg()[0]!.toFixed(1)}`);
    figures.push({
      database,
      journal,
      label: which.id,
      pgbenchTps: bench.tps,
      apiTps,
      p,
      max: run.latencies.at(-1) ?? NaN,
      errors,
      deadlocks: run.deadlocks,
      cpu: run.cpu,
      transactions: '',
    });
  }
  const countOk = api.transactionCount === api.posted;
  const transactionsLine = `${api.transactionCount.toLocaleString('en-US')} = ${api.posted.toLocaleString('en-US')}`;
  for (const f of figures) f.transactions = `${countOk ? transactionsLine : `MISMATCH ${api.transactionCount} ≠ ${api.posted}`}, invariants ${api.holds ? 'hold' : 'BROKEN'}`;
  console.log(
    `\ntransactions in the database: ${api.transactionCount}; 2xx responses that made one (seed + warm-ups + measured, retries left out): ${api.posted} — ` +
      `${countOk ? 'equal' : 'MISMATCH'}; ledger invariants ${api.holds ? 'hold' : 'BROKEN'}`,
  );
  if (api.verified) {
    console.log(
      api.verified.ok
        ? `journal: ${api.verified.count} rows chained and verified against the ledger in ${api.verified.seconds.toFixed(1)} s`
        : `journal: BROKEN ${JSON.stringify(api.verified.verdict)}`,
    );
  }
  const ok = countOk && api.holds && (api.verified?.ok ?? true);
  // The app's log is kept only when something went wrong (its path is printed above).
  if (!anyError && ok) rmSync(api.logFile, { force: true });
  return { ok, figures };
}

/** The app on its embedded default: pgbench runs in a second database of the server the app started. */
async function measureEmbedded(journal: 'on' | 'off') {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'sarafi-bench-ledger-'));
  let app: App | undefined;
  try {
    const running = await startApp({ DATABASE_URL: '', DATA_DIR: dataDir, BACKUP_EVERY_HOURS: '0' }, journal);
    app = running;
    const serverUrl = embeddedUrl(dataDir);
    const pgbenchDb = await createFreshPostgresDatabase(serverUrl, 'pgbench');
    try {
      return await measure('embedded PostgreSQL (the default)', journal, pgbenchDb.url, () => Promise.resolve(running), serverUrl);
    } finally {
      await pgbenchDb.drop();
    }
  } finally {
    if (app) await stopApp(app.child);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function measureExternal(journal: 'on' | 'off') {
  const pgbenchDb = await createFreshPostgresDatabase(baseUrl, 'pgbench');
  const appDb = await createFreshPostgresDatabase(baseUrl, 'bench');
  let app: App | undefined;
  try {
    // The app starts after pgbench has run, so pgbench has the server to itself.
    return await measure('external PostgreSQL (BENCH_DATABASE_URL)', journal, pgbenchDb.url, async () => (app = await startApp({ DATABASE_URL: appDb.url }, journal)), appDb.url);
  } finally {
    if (app) await stopApp(app.child);
    await pgbenchDb.drop();
    await appDb.drop();
  }
}

async function main() {
  const cpus = os.cpus();
  console.log(
    `machine: ${cpus.length} × ${cpus[0]?.model.trim() ?? 'cpu'}, ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}; ` +
      `${clients} clients, ${seconds} s each, app LOG_LEVEL=${logLevel}; load average ${os.loadavg()[0]!.toFixed(1)}`,
  );
  const results: { figures: Figures[]; ok: boolean }[] = [];
  for (const journal of journalModes) if (databases.includes('embedded')) results.push(await measureEmbedded(journal));
  for (const journal of journalModes) if (databases.includes('postgres')) results.push(await measureExternal(journal));

  console.log('\n| database | journal | case | pgbench TPS | API TPS | ratio | p50 | p95 | p99 | max | errors | deadlocks | app CPU / request | PostgreSQL CPU / request | transactions = 2xx |');
  console.log('|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|');
  for (const f of results.flatMap((r) => r.figures)) {
    console.log(
      `| ${f.database} | ${f.journal} | ${f.label} | ${f.pgbenchTps.toFixed(1)} | ${f.apiTps.toFixed(1)} | ${(f.apiTps / f.pgbenchTps).toFixed(3)} | ${ms(f.p(50))} | ${ms(f.p(95))} | ` +
        `${ms(f.p(99))} | ${ms(f.max)} | ${f.errors} | ${f.deadlocks} | ${f.cpu ? `${f.cpu.app.toFixed(2)} ms` : '–'} | ${f.cpu ? `${f.cpu.database.toFixed(2)} ms` : '–'} | ${f.transactions} |`,
    );
  }
  const a = results.flatMap((r) => r.figures).filter((f) => f.label === 'a');
  for (const f of a) console.log(`goal (a) ratio ≥ 0.5 with p99 < 50 ms, ${f.database} journal ${f.journal}: ${f.apiTps / f.pgbenchTps >= 0.5 && f.p(99) < 50 ? 'met' : 'missed'}`);
  // The journal's cost: case (a)'s API TPS with it on against off, per database (the mean of each mode's runs).
  for (const database of new Set(a.map((f) => f.database))) {
    const mean = (journal: 'on' | 'off') => {
      const runs = a.filter((f) => f.database === database && f.journal === journal).map((f) => f.apiTps);
      return runs.length ? runs.reduce((x, y) => x + y, 0) / runs.length : NaN;
    };
    const [on, off] = [mean('on'), mean('off')];
    if (Number.isFinite(on) && Number.isFinite(off)) {
      const fewer = (100 * (off - on)) / off;
      console.log(`${database}: journal on ${on.toFixed(1)} TPS, off ${off.toFixed(1)} TPS: ${fewer.toFixed(1)} % fewer postings/s with it (goal ≤ 15 %: ${fewer <= 15 ? 'met' : 'missed'})`);
    }
  }
  process.exitCode = results.every((r) => r.ok) ? 0 : 1;
}

await main();
