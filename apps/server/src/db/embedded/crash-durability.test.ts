import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { openPostgres } from '../client';
import { ledgerViolations, noViolations } from '../../modules/ledger/ledger-invariants';
import { freeLoopbackPort } from './free-port';
import { embeddedServerUrl, powerCut } from '../../test/power-cut';

/**
 * The proof (docs/decisions.md, Reliability): the app and its embedded PostgreSQL server are SIGKILLed together (a power cut) while clients post,
 * `main.ts` is started again on the same DATA_DIR, and every posting answered 2xx is there, none refused is, and the
 * books balance. Replay a run's choices with CRASH_SEED=<the printed seed> (the kill lands in real time, so roughly).
 */

const seed = Number(process.env.CRASH_SEED ?? Math.floor(Math.random() * 1_000_000));
const repoRoot = path.resolve(import.meta.dirname, '../../../../..');
const admin = { username: 'owner', password: 'Quiet lanterns guard the ledger at dawn' };
const clients = 6;
const rounds = 2;
const cashAccountId = 11;
const currencies = { USD: 1, AFN: 2 } as const;

/** mulberry32: a failing run's choices replay from its seed. */
function rng(start: number) {
  let a = start >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = Math.imul(a ^ (a >>> 15), a | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return { next, int: (n: number) => Math.floor(next() * n), pick: <T>(items: readonly T[]) => items[Math.floor(next() * items.length)]! };
}

/** `node --import tsx apps/server/src/main.ts` on the embedded default, leading its own process group. */
async function startApp(dataDir: string, port: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: repoRoot,
    detached: true,
    // Built from nothing, so no TEST_DATABASE_URL or vitest variable reaches the app.
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      ...(process.env.TMPDIR ? { TMPDIR: process.env.TMPDIR } : {}),
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      PORT: String(port),
      HOST: '127.0.0.1',
      ADMIN_USERNAME: admin.username,
      ADMIN_PASSWORD: admin.password,
      WEB_DIST: '/nonexistent',
      BACKUP_EVERY_HOURS: '0',
      RATE_LIMIT_PER_MINUTE: '1000000',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-4000)));
  for (let i = 0; i < 600; i++) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`the app exited while starting (${child.exitCode ?? child.signalCode}):\n${stderr}`);
    const healthy = await fetch(`http://127.0.0.1:${port}/api/health`, { signal: AbortSignal.timeout(1000) }).then((r) => r.ok, () => false);
    if (healthy) return child;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`the app did not become healthy within 60 s:\n${stderr}`);
}

/** One posting: its narrative marks it in the database; `status` is absent when no answer came (the kill). */
interface Attempt {
  marker: string;
  key: string;
  body: Record<string, unknown>;
  refusedByDesign: boolean;
  status?: number;
  id?: number;
  message?: string;
}

describe('a power cut while clerks post, on the embedded default', { timeout: 240_000 }, () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'sarafi-crash-'));
  // As root the server runs as another user, who must pass through the folders above its cluster.
  chmodSync(dataDir, 0o755);
  let app: ChildProcess | undefined;
  afterAll(async () => {
    if (app?.pid) await powerCut(app.pid, dataDir);
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('keeps every posting answered 2xx, stores none refused, and the ledger invariants hold after each restart', async () => {
    console.log(`crash durability: seed ${seed} (replay with CRASH_SEED=${seed})`);
    const port = await freeLoopbackPort();
    const base = `http://127.0.0.1:${port}`;
    app = await startApp(dataDir, port);

    const login = await fetch(`${base}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(admin) });
    const cookie = login.headers.getSetCookie().find((c) => c.startsWith('sarafi_session='))!.split(';')[0]!;
    const send = (method: string, url: string, body: unknown, key?: string) =>
      fetch(`${base}${url}`, {
        method,
        headers: { cookie, 'content-type': 'application/json', ...(key ? { 'idempotency-key': key } : {}) },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(10_000),
      });
    const accounts: Record<keyof typeof currencies, number[]> = { USD: [], AFN: [] };
    for (const currency of ['USD', 'AFN'] as const) {
      for (let i = 0; i < 3; i++) {
        const response = await send('POST', '/api/accounts', { accountName: `Crash ${currency} ${i}`, currencyId: currencies[currency], accountType: 'customer' });
        expect(response.status).toBe(201);
        accounts[currency].push(((await response.json()) as { id: number }).id);
      }
    }

    const attempts: Attempt[] = [];
    /** Sends an attempt (again, after a restart: same key, same body) and records the answer, if one comes. */
    const submit = async (attempt: Attempt) => {
      const response = await send('POST', '/api/transactions', attempt.body, attempt.key).catch(() => undefined);
      if (!response) return;
      const answer = (await response.json().catch(() => undefined)) as { id?: number; message?: string } | undefined;
      if (!answer) return;
      Object.assign(attempt, { status: response.status, id: answer.id, message: answer.message });
    };

    const clerk = async (round: number, clerkId: number, running: () => boolean) => {
      const r = rng(seed * 100 + round * 10 + clerkId);
      for (let n = 0; running(); n++) {
        const currency = r.pick(['USD', 'AFN'] as const);
        const which = r.int(accounts[currency].length);
        const [account, other] = [accounts[currency][which]!, accounts[currency][(which + 1) % accounts[currency].length]!];
        const kind = r.pick(['Debit', 'Credit', 'Transfer', 'Transfer', 'refused'] as const);
        const amount = `${1 + r.int(900)}.${String(r.int(100)).padStart(2, '0')}`;
        const legs =
          kind === 'Debit' ? { outAccountId: account, inAccountId: cashAccountId }
          : kind === 'Credit' ? { outAccountId: cashAccountId, inAccountId: account }
          // 'refused': a transfer to an account that does not exist, which must be answered 4xx and store nothing.
          : { outAccountId: account, inAccountId: kind === 'refused' ? 987_654 : other, cTransDescription: 'crash in' };
        const marker = `crash:${seed}:${round}:${clerkId}:${n}`;
        const attempt: Attempt = {
          marker,
          key: randomUUID(),
          refusedByDesign: kind === 'refused',
          body: { transType: kind === 'refused' ? 'Transfer' : kind, currencyId: currencies[currency], dAmount: amount, transDescription: marker, transDate: new Date().toISOString().slice(0, 10), ...legs },
        };
        attempts.push(attempt);
        await submit(attempt);
      }
    };

    for (let round = 1; round <= rounds; round++) {
      const r = rng(seed + round);
      let running = true;
      const posting = Promise.all(Array.from({ length: clients }, (_, i) => clerk(round, i, () => running)));
      const killAfterMs = 1_000 + r.int(3_000);
      await new Promise((resolve) => setTimeout(resolve, killAfterMs));
      // Requests in flight now stay in flight; the clerks only stop sending new ones.
      running = false;
      const killed = await powerCut(app.pid!, dataDir);
      await posting;
      const inFlight = attempts.filter((a) => a.status === undefined);
      console.log(`round ${round}: killed ${killed.pids.length} processes (${killed.postgres} of PostgreSQL) ${killAfterMs} ms into posting; ${attempts.length} postings so far, ${inFlight.length} without an answer`);
      expect(killed.postgres).toBeGreaterThan(0);

      app = await startApp(dataDir, port);
      // A careful clerk sends an unanswered posting again with its key: it is posted once, whether or not it landed.
      for (const attempt of inFlight) await submit(attempt);

      const url = embeddedServerUrl(dataDir);
      const db = new pg.Client({ connectionString: url });
      await db.connect();
      const stored = new Map<string, number[]>();
      try {
        const { rows } = await db.query<{ marker: string; id: number }>(`select trans_description as marker, id from transactions where trans_description like 'crash:%'`);
        for (const row of rows) stored.set(row.marker, [...(stored.get(row.marker) ?? []), row.id]);
      } finally {
        await db.end();
      }
      const wrong = attempts.flatMap((a) => {
        const ids = stored.get(a.marker) ?? [];
        if (a.status === undefined) return [`${a.marker} had no answer even after the restart`];
        const expected = a.status >= 200 && a.status < 300 ? [a.id] : [];
        if (a.refusedByDesign !== (expected.length === 0)) return [`${a.marker} was answered ${a.status} ${a.message ?? ''}`];
        return JSON.stringify(ids) === JSON.stringify(expected) ? [] : [`${a.marker} answered ${a.status} (id ${a.id}) is stored as [${ids.join(', ')}]`];
      });
      expect(wrong).toEqual([]);
      expect(attempts.filter((a) => !a.refusedByDesign).length).toBeGreaterThan(round * clients);

      const handle = await openPostgres(url);
      try {
        expect(await ledgerViolations(handle.db)).toEqual(noViolations);
      } finally {
        await handle.close();
      }
    }
  });
});
