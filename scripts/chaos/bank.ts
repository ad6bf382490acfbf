/**
 * Jepsen's bank workload against the real HTTP API on PostgreSQL, with crashes (docs/decisions.md, Security; Reliability).
 *   npm run chaos                 # full: 3 rounds of 60 s (1 app process, then 2 sharing a database, then the embedded default)
 *   npm run chaos -- --short      # CI: 15 s a round, fewer crashes
 *   CHAOS_SEED=123 npm run chaos  # replay a seed's choices (the crash moments are real time, so only roughly)
 * 32 clients post random transfers, exchanges, debits/credits and hawala passes, and edit, delete and recover
 * their own documents, each request with an Idempotency-Key and retried with the same key after a timeout or a
 * lost connection. In the first two rounds app processes are SIGKILLed and restarted (6 times a round, 4 when short) and
 * a private PostgreSQL server is crashed and restarted once. In the third the app runs on the embedded default
 * (DATA_DIR, no DATABASE_URL) and each crash kills its whole process tree — app, database server, backends, watchdog
 * — before `main.ts` starts again on the same DATA_DIR. A reader sums balances per currency all along. At the end:
 * zero-sum per currency, account_balances = Σ entries, every 2xx stored exactly once, no 4xx stored, no retry
 * stored twice, every hawala paid at most once, and the journal's chain verifies against the ledger after every
 * round, power cuts included. Exits 1 on any violation, printing the seed.
 */
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { embeddedServerUrl } from '../../apps/server/src/test/power-cut';
import { AppProcess, chaosAdmin } from './app-fleet';
import { checkBank, startBalanceReader } from './bank-checks';
import { rng, runClient, type Book } from './bank-workload';
import { startPrivateCluster, type PrivateCluster } from './postgres-cluster';
import { RetryingClient } from './retrying-client';
import { freePort } from '../bench/bench-app';

const short = process.argv.includes('--short');
const seed = Number(process.env.CHAOS_SEED ?? Math.floor(Math.random() * 1_000_000));
const seconds = Number(process.env.CHAOS_SECONDS ?? (short ? 15 : 60));
const clients = Number(process.env.CHAOS_CLIENTS ?? 32);
/**
 * App crashes a round. A restart takes 3-5 s on 2 cores (the embedded server's start and WAL recovery included), so
 * the short form crashes less often, or its app would be down for most of the round.
 */
const crashes = short ? { sharedServer: 4, embedded: 2 } : { sharedServer: 6, embedded: 6 };

async function api(app: AppProcess, cookie: string, method: string, path: string, body?: unknown) {
  const response = await fetch(`${app.baseUrl}${path}`, {
    method,
    headers: { cookie, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path} → ${response.status} ${text}`);
  return JSON.parse(text) as Record<string, unknown>;
}

async function signIn(app: AppProcess): Promise<string> {
  const response = await fetch(`${app.baseUrl}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(chaosAdmin) });
  const cookie = response.headers.getSetCookie().find((c) => c.startsWith('sarafi_session='));
  if (!cookie) throw new Error(`sign-in failed: ${response.status}`);
  return cookie.split(';')[0]!;
}

/** Customer accounts in two currencies, the hawala partner 2001 and Pending hawalas for the passes. */
async function openBook(app: AppProcess, cookie: string, url: string): Promise<Book> {
  const book: Book = { accounts: { USD: [], AFN: [] }, hawalaIds: [] };
  for (const currency of ['USD', 'AFN'] as const) {
    for (let i = 0; i < 6; i++) {
      const account = await api(app, cookie, 'POST', '/api/accounts', { accountName: `Chaos ${currency} ${i}`, currencyId: currency === 'USD' ? 1 : 2, accountType: 'customer' });
      book.accounts[currency].push(account.id as number);
    }
  }
  const partner = await api(app, cookie, 'POST', '/api/accounts', { accountName: 'Chaos Partner', currencyId: 2, accountType: 'hawala_partner' });
  const db = new pg.Client({ connectionString: url });
  await db.connect();
  try {
    await db.query(`update accounts set account_code = '2001' where id = $1`, [partner.id]);
    const { rows } = await db.query<{ id: number }>(
      `insert into hawala_details (hawala_no, sender_code, sender_name, receiver_name, amount, currency, r_amount, transaction_date)
       select 'CHAOS-' || n, '2001', 'Sender ' || n, 'Receiver ' || n, 100 + n, 'AFN', (100 + n) * 85, current_date::text
       from generate_series(1, 60) n returning id`,
    );
    book.hawalaIds = rows.map((r) => r.id);
  } finally {
    await db.end();
  }
  return book;
}

async function createDatabase(serverUrl: string, name: string): Promise<string> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** The app processes of one round and the database they share, as the round sees them. */
interface Fleet {
  label: string;
  apps: AppProcess[];
  /** The database's connection string now (the embedded server's port changes at every start). */
  url(): string;
  /** How many app crashes a round. */
  kills: number;
  /** Crashes the database once, near the middle of the round; absent where every app crash takes the database along. */
  crashDatabase?: () => Promise<void>;
  /** After the round: the violations only this fleet can see. */
  checkCrashes(): string[];
}

async function round(fleet: Fleet, roundNumber: number) {
  const { apps } = fleet;
  const began = Date.now();
  for (const app of apps) await app.start();
  const cookie = await signIn(apps[0]!);
  const book = await openBook(apps[0]!, cookie, fleet.url());

  const reader = startBalanceReader(fleet.url);
  const started = Date.now();
  const until = started + seconds * 1000;
  const r = rng(seed + roundNumber);
  // Crash moments spread over the round with seeded jitter; the database goes down once, near the middle.
  const kills = Array.from({ length: fleet.kills }, (_, i) => ((i + 0.3 + r.next() * 0.4) / fleet.kills) * seconds * 1000);
  const faults = (async () => {
    let databaseCrashed = false;
    for (const at of kills) {
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, started + at - Date.now())));
      if (fleet.crashDatabase && !databaseCrashed && at > (seconds * 1000) / 2) {
        databaseCrashed = true;
        await fleet.crashDatabase();
      }
      await r.pick(apps).killAndRestart();
    }
  })();
  // A restart that fails (the app refuses to start after a crash) ends the run once the clients are done, with
  // every process stopped and the private server removed, rather than an unhandled rejection that leaves them.
  let faultError: unknown;
  faults.catch((error: unknown) => (faultError = error));
  const senders = Array.from({ length: clients }, (_, i) => new RetryingClient(apps, cookie, i));
  const records = await Promise.all(senders.map((sender, i) => runClient(i, seed, sender, book, until)));
  await faults.catch(() => undefined);
  await reader.stop();
  if (faultError) {
    for (const app of apps) await app.stop();
    throw faultError;
  }

  // A 500 is a bug even when the retry then succeeded.
  const serverErrors = senders.flatMap((sender) => sender.serverErrors.map((e) => `server error: ${e}`));
  const violations = [...reader.state.violations, ...serverErrors, ...(await checkBank(fleet.url(), records)), ...fleet.checkCrashes()];
  for (const app of apps) await app.stop();
  const sum = (key: string) => records.reduce((n, rec) => n + (rec.counts[key] ?? 0), 0);
  const answered = records.flatMap((rec) => rec.postings).filter((p) => p.outcome.kind === 'answer');
  return {
    violations,
    summary: {
      round: fleet.label,
      'app kills': apps.reduce((n, a) => n + a.kills, 0),
      postings: answered.length,
      '2xx': answered.filter((p) => p.outcome.kind === 'answer' && p.outcome.status < 300).length,
      unknown: records.flatMap((rec) => rec.postings).filter((p) => p.outcome.kind === 'unknown').length,
      passes: sum('pass'),
      edits: sum('edit'),
      deletes: sum('delete'),
      recovers: sum('recover'),
      retries: senders.reduce((n, sender) => n + sender.retries, 0),
      'balance reads': reader.state.reads,
      'failed reads': reader.state.failedReads,
      'seconds in all': Math.round((Date.now() - began) / 1000),
    },
  };
}

/** One or more app processes sharing a database of the private cluster, which is crashed once in the round. */
async function clusterFleet(cluster: PrivateCluster, appCount: number): Promise<Fleet> {
  const url = await createDatabase(cluster.url, `chaos_${appCount}_apps`);
  const apps: AppProcess[] = [];
  for (let i = 0; i < appCount; i++) apps.push(new AppProcess(await freePort(), { url }));
  let databaseCrashes = 0;
  return {
    label: `${appCount} app(s), private server`,
    apps,
    url: () => url,
    kills: crashes.sharedServer,
    async crashDatabase() {
      databaseCrashes++;
      await cluster.crashAndRestart();
    },
    checkCrashes: () => (databaseCrashes === 1 ? [] : [`the database was crashed ${databaseCrashes} times, expected once`]),
  };
}

/** One app on the embedded default in a fresh DATA_DIR: each crash is a power cut of its whole process tree. */
async function embeddedFleet(dataDir: string): Promise<Fleet> {
  const app = new AppProcess(await freePort(), { dataDir });
  const kills = crashes.embedded;
  return {
    label: '1 app, embedded default',
    apps: [app],
    url: () => embeddedServerUrl(dataDir),
    kills,
    checkCrashes: () => [
      ...(app.kills === kills ? [] : [`the app's tree was killed ${app.kills} times, expected ${kills}`]),
      // Each power cut must have taken the database server too, or this round tested an app crash only.
      ...(app.cutsMissingTheDatabase === 0 ? [] : [`${app.cutsMissingTheDatabase} power cut(s) found no database server process to kill`]),
    ],
  };
}

async function main() {
  console.log(`chaos bank: seed ${seed}, ${clients} clients, ${seconds} s a round${short ? ' (short)' : ''}`);
  const cluster = startPrivateCluster(await freePort());
  // As root the embedded server runs as another user, who must pass through the folders above its cluster.
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'sarafi-chaos-embedded-'));
  chmodSync(dataDir, 0o755);
  const failures: string[] = [];
  try {
    const fleets = [() => clusterFleet(cluster, 1), () => clusterFleet(cluster, 2), () => embeddedFleet(dataDir)];
    for (const [i, makeFleet] of fleets.entries()) {
      const fleet = await makeFleet();
      const result = await round(fleet, i + 1);
      console.table([result.summary]);
      failures.push(...result.violations.map((v) => `[${fleet.label}] ${v}`));
    }
  } finally {
    cluster.destroy();
    rmSync(dataDir, { recursive: true, force: true });
  }
  if (failures.length > 0) {
    console.error(`\n${failures.length} violation(s) — replay with CHAOS_SEED=${seed}:\n${failures.slice(0, 50).join('\n')}`);
    process.exit(1);
  }
  console.log(`\nEvery invariant held (seed ${seed}).`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
