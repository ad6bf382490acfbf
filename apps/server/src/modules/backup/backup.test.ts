import { readFileSync, statSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backupHealthIsBad, type BackupRecord } from '@sarafi/core';
import { backupDirOf } from '../../config';
import { createTestApp, freshDatabaseOn, openEmptyDatabase, type TestApp } from '../../test/test-app';
import { AFN, USD } from '../hawala/test-support';
import { transactionApi } from '../transactions/test-support';
import { restoreBackup } from './restore-backup';
import { booksOf, otherServerUrl, postSampleBooks, serverReachable, startAppOn } from './test-support';

const backup = (t: TestApp, cookie?: string) => t.app.inject({ method: 'GET', url: '/api/database/backup', headers: cookie ? { cookie } : {} });

let scratch: string;
beforeAll(async () => {
  scratch = await mkdtemp(path.join(tmpdir(), 'sarafi-backup-test-'));
});
afterAll(() => rm(scratch, { recursive: true, force: true }));

function saved(body: string, name = `b-${Math.random().toString(36).slice(2)}.sql`): string {
  const file = path.join(scratch, name);
  writeFileSync(file, body);
  return file;
}

/** Restores `file` into an empty database (on the run's server, or `serverUrl`). */
async function restoreInto(file: string, serverUrl?: string) {
  const handle = serverUrl ? await freshDatabaseOn(serverUrl, 'restore') : await openEmptyDatabase('restore');
  try {
    await restoreBackup(handle.pool, file);
  } catch (error) {
    await handle.close();
    throw error;
  }
  return handle;
}

/** Restores `file` and starts the app on it as main.ts does (migrating, seeding). */
const restoreAndStart = async (file: string, serverUrl?: string) => startAppOn(await restoreInto(file, serverUrl));

/** After a restore the app posts on: the sequences continue past the restored ids. */
async function expectPostingContinues(t: TestApp, lastTransactionId: number) {
  const api = transactionApi(t, await t.cookieFor('admin'));
  const account = await api.account('After restore', USD);
  const posted = await api.post({ transType: 'Credit', outAccountId: 11, inAccountId: account, currencyId: USD, dAmount: '1', transDescription: 'after restore' });
  expect(posted.id).toBeGreaterThan(lastTransactionId);
}

const lastId = (books: Awaited<ReturnType<typeof booksOf>>) => Math.max(...books.transactions.map((row) => (row as { id: number }).id));

/** Every table of an empty database is still absent: a refused restore left nothing behind. */
async function expectRefusedAndEmpty(file: string, message: RegExp) {
  const target = await openEmptyDatabase('refused');
  try {
    await expect(restoreBackup(target.pool, file)).rejects.toThrow(message);
    const { rows } = await target.pool.query(`select count(*)::int as n from pg_tables where schemaname in ('public', 'drizzle')`);
    expect(rows[0]).toEqual({ n: 0 });
  } finally {
    await target.close();
  }
}

describe('GET /api/database/backup: the app writes the dump itself', () => {
  let t: TestApp;
  let admin: string;
  let dump: string;
  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_PER_MINUTE: 1_000_000 });
    admin = await t.cookieFor('admin');
    await postSampleBooks(t);
    dump = (await backup(t, admin)).body;
  });
  afterAll(() => t.close());

  it('is for admins only: 401 without a session, 403 for operators and users', async () => {
    expect((await backup(t)).statusCode).toBe(401);
    for (const role of ['operator', 'user'] as const) {
      const response = await backup(t, await t.cookieFor(role));
      expect(response.statusCode).toBe(403);
      expect((await t.app.inject({ method: 'GET', url: '/api/backups', headers: { cookie: await t.cookieFor(role) } })).statusCode).toBe(403);
    }
  });

  it('downloads database_backup_{date}.sql that restores to identical books, and the app posts on', async () => {
    const before = await booksOf(t.handle.db);
    const response = await backup(t, admin);
    expect(response.statusCode, response.body.slice(0, 500)).toBe(200);
    expect(response.headers['content-type']).toBe('application/sql; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="database_backup_${new Date().toISOString().slice(0, 10)}.sql"`);
    expect(response.body).toMatch(/^-- Sarafi database backup\n/);
    expect(response.body).toMatch(/\n-- end of Sarafi database backup\n$/);
    expect(response.body).toContain('COPY "public"."ledger_entries"');

    const restored = await restoreAndStart(saved(response.body));
    try {
      // Starting the app on it (migrations, system seed) changed nothing: the migration journal came along.
      expect(await booksOf(restored.handle.db)).toEqual(before);
      expect(before.counts['drizzle.__drizzle_migrations']).toBeGreaterThan(0);
      expect(before.ledger.length).toBeGreaterThan(0);
      await expectPostingContinues(restored, lastId(before));
    } finally {
      await restored.close();
    }
  });

  it('is one snapshot while clerks post: requests go on, and the dump restores with its own fingerprint', async () => {
    const api = transactionApi(t, admin);
    const account = await api.account('Busy', AFN);
    const [taken, ...posts] = await Promise.all([
      backup(t, admin),
      ...Array.from({ length: 5 }, () => api.inject('POST', '/api/transactions', { transType: 'Credit', outAccountId: 11, inAccountId: account, currencyId: AFN, dAmount: '10', transDescription: 'busy' })),
    ]);
    for (const response of posts) expect(response.statusCode, response.body).toBeLessThan(300);
    expect(await api.balance(account, AFN)).toBe('50.00');
    const restored = await restoreAndStart(saved(taken!.body));
    await restored.close();
  });

  it('refuses a database that holds tables, a foreign file, a file cut short and a changed file; the target stays empty', async () => {
    const file = saved(dump);
    await expect(restoreBackup(t.handle.pool, file)).rejects.toThrow(/^Refusing to restore: the target database is not empty \(\d+ tables, e\.g\. /);
    await expectRefusedAndEmpty(saved('select 1;\n'), /not a Sarafi backup/);
    for (const keep of [0.2, 0.5, 0.9, 0.999]) {
      await expectRefusedAndEmpty(saved(dump.slice(0, Math.floor(dump.length * keep))), /incomplete/);
    }
    // A ledger amount changed by hand: the restore replays it, then finds the books differ from the file's record.
    const tampered = dump.replace(/(COPY "public"\."ledger_entries" [^\n]*\n\d+\t\d+\t\d+\t\d+\t)(-?\d+)\.(\d\d)/, (_m, head: string, units: string, cents: string) => `${head}${Number(units) + 1}.${cents}`);
    expect(tampered).not.toBe(dump);
    await expectRefusedAndEmpty(saved(tampered), /do not match the backup's own record/);
    await expectRefusedAndEmpty(saved(dump.replace('COPY "public"."users"', 'COPY "public"."nope"')), /nope/);
  });

  it("restores the previous version's PGlite backup (pg_dump format) to the books it was taken from", async () => {
    const fixture = new URL('./fixtures/pglite-backup.sql', import.meta.url).pathname;
    const expected = JSON.parse(readFileSync(new URL('./fixtures/pglite-backup.books.json', import.meta.url), 'utf8')) as Awaited<ReturnType<typeof booksOf>>;
    // The books as they were; then the app migrates them to this version and posts on.
    const handle = await restoreInto(fixture);
    expect(await booksOf(handle.db)).toEqual(expected);
    const app = await startAppOn(handle);
    try {
      await expectPostingContinues(app, lastId(expected));
    } finally {
      await app.close();
    }
    await expectRefusedAndEmpty(saved(readFileSync(fixture, 'utf8').slice(0, 30_000)), /incomplete/);
  });
});

describe('stored backups: taken, verified, listed, downloaded, kept', () => {
  let t: TestApp;
  let admin: string;
  const call = (method: 'GET' | 'POST', url: string) => t.app.inject({ method, url, headers: { cookie: admin } });
  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_PER_MINUTE: 1_000_000, BACKUP_KEEP: 2 });
    admin = await t.cookieFor('admin');
    await postSampleBooks(t);
  });
  afterAll(() => t.close());

  it("'Back up now' writes a 0600 file that verifies by a restore into a scratch database", async () => {
    const response = await call('POST', '/api/backups');
    expect(response.statusCode, response.body).toBe(201);
    const record = response.json<BackupRecord>();
    expect(record).toMatchObject({ trigger: 'manual', verification: { ok: true } });
    const dir = backupDirOf(t.app.config);
    expect(statSync(path.join(dir, record.name)).mode & 0o777).toBe(0o600);
    expect(statSync(path.join(dir, `${record.name}.json`)).mode & 0o777).toBe(0o600);
    const listed = (await call('GET', '/api/backups')).json<{ backups: BackupRecord[] }>();
    expect(listed.backups[0]).toEqual(record);
    const download = await call('GET', `/api/backups/${record.name}`);
    expect(download.statusCode).toBe(200);
    expect(download.body).toBe(readFileSync(path.join(dir, record.name), 'utf8'));
    const health = (await call('GET', '/api/dashboard/system-health')).json<{ backup: { lastVerifiedAt: string; lastFailure: string | null } }>();
    expect(health.backup).toMatchObject({ lastVerifiedAt: record.takenAt, lastFailure: null });
  });

  it('a tampered backup fails verification, with the reason, and turns System Health red', async () => {
    const record = (await call('POST', '/api/backups')).json<BackupRecord>();
    const file = path.join(backupDirOf(t.app.config), record.name);
    const text = readFileSync(file, 'utf8');
    expect(text).toContain("it's a deposit");
    writeFileSync(file, text.replace("it's a deposit", "it's a dep0sit"));
    const verified = await call('POST', `/api/backups/${record.name}/verify`);
    expect(verified.json<BackupRecord>().verification).toMatchObject({ ok: false, failure: 'fileChanged', reason: 'the file changed after it was written (checksum)' });
    const health = (await call('GET', '/api/dashboard/system-health')).json<{ backup: Parameters<typeof backupHealthIsBad>[0] }>();
    expect(health.backup.lastFailure).toBe('fileChanged');
    expect(backupHealthIsBad(health.backup, new Date())).toBe(true);
  });

  it('keeps BACKUP_KEEP backups and refuses names that are not a listed backup', async () => {
    await call('POST', '/api/backups');
    expect((await call('GET', '/api/backups')).json<{ backups: unknown[] }>().backups).toHaveLength(2);
    for (const name of ['..%2F..%2Fetc%2Fpasswd', 'database_backup_2020-01-01_000000.sql', 'x.sql']) {
      expect([400, 404]).toContain((await call('GET', `/api/backups/${name}`)).statusCode);
      expect([400, 404]).toContain((await call('POST', `/api/backups/${name}/verify`)).statusCode);
    }
  });
});

describe('System Health reads the backup age', () => {
  const hour = 3_600_000;
  const now = new Date('2026-11-25T12:00:00Z');
  it('is red when the last verified backup is older than twice the interval, or a verification failed', () => {
    const at = (hoursAgo: number) => new Date(now.getTime() - hoursAgo * hour).toISOString();
    expect(backupHealthIsBad({ lastVerifiedAt: at(47), lastFailure: null, everyHours: 24 }, now)).toBe(false);
    expect(backupHealthIsBad({ lastVerifiedAt: at(49), lastFailure: null, everyHours: 24 }, now)).toBe(true);
    expect(backupHealthIsBad({ lastVerifiedAt: null, lastFailure: null, everyHours: 24 }, now)).toBe(true);
    expect(backupHealthIsBad({ lastVerifiedAt: at(1), lastFailure: 'booksDiffer', everyHours: 24 }, now)).toBe(true);
    expect(backupHealthIsBad({ lastVerifiedAt: null, lastFailure: null, everyHours: 0 }, now)).toBe(false);
  });
});

describe('backups move between the embedded server and an external PostgreSQL', { timeout: 120_000 }, async () => {
  const reachable = await serverReachable(otherServerUrl);

  it.skipIf(!reachable)('round trips both ways with identical counts, balances and entries', async () => {
    const source = await createTestApp({ RATE_LIMIT_PER_MINUTE: 1_000_000 });
    try {
      await postSampleBooks(source);
      const books = await booksOf(source.handle.db);
      const there = await restoreAndStart(saved((await backup(source, await source.cookieFor('admin'))).body), otherServerUrl);
      try {
        expect(await booksOf(there.handle.db)).toEqual(books);
        const cookie = await there.cookieFor('admin');
        const thereBooks = await booksOf(there.handle.db);
        const back = await restoreAndStart(saved((await backup(there, cookie)).body));
        try {
          expect(await booksOf(back.handle.db)).toEqual(thereBooks);
          await expectPostingContinues(back, lastId(books));
        } finally {
          await back.close();
        }
      } finally {
        await there.close();
      }
    } finally {
      await source.close();
    }
  });
});

