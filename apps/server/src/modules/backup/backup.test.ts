import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AFN, USD } from '../hawala/test-support';
import { createTestApp, type TestApp } from '../../test/test-app';
import { openPglite, type DatabaseHandle } from '../../db/client';
import { pgDumpMissing } from '../../db/dump';
import { transactionApi } from '../transactions/test-support';
import { restoreDatabase, RestoreRefused } from './restore-database';
import { booksOf, emptyDatabase, postSampleBooks, postgresReachable, startAppOn } from './test-support';

const kind: DatabaseHandle['kind'] = process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';
const backup = (t: TestApp, cookie?: string) => t.app.inject({ method: 'GET', url: '/api/database/backup', headers: cookie ? { cookie } : {} });

/** Restores `dump` into an empty database of `target` kind, starts the app on it as main.ts does, and returns it. */
async function restoreAndStart(dump: string, target: DatabaseHandle['kind']) {
  const handle = await emptyDatabase(target);
  await restoreDatabase(handle, dump);
  return startAppOn(handle);
}

/** After a restore the app posts on: the sequences continue past the restored ids. */
async function expectPostingContinues(t: TestApp, lastTransactionId: number) {
  const api = transactionApi(t, await t.cookieFor('admin'));
  const account = await api.account('After restore', USD);
  const posted = await api.post({ transType: 'Credit', outAccountId: 11, inAccountId: account, currencyId: USD, dAmount: '1', transDescription: 'after restore' });
  expect(posted.id).toBeGreaterThan(lastTransactionId);
}

describe(`GET /api/database/backup on ${kind}`, () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_PER_MINUTE: 1_000_000 });
    admin = await t.cookieFor('admin');
    await postSampleBooks(t);
  });
  afterAll(() => t.close());

  it('is for admins only: 401 without a session, 403 for operators and users', async () => {
    expect((await backup(t)).statusCode).toBe(401);
    for (const role of ['operator', 'user'] as const) {
      const response = await backup(t, await t.cookieFor(role));
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe('You do not have permission to do this');
    }
  });

  it('downloads a plain-SQL dump named database_backup_{date}.sql that restores to identical books', async () => {
    const before = await booksOf(t.handle.db);
    const started = Date.now();
    const response = await backup(t, admin);
    const dumpMs = Date.now() - started;
    expect(response.statusCode, response.body.slice(0, 500)).toBe(200);
    expect(response.headers['content-type']).toBe('application/sql; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="database_backup_${new Date().toISOString().slice(0, 10)}.sql"`);
    expect(response.body).toMatch(/^--\n-- PostgreSQL database dump\n/);
    expect(response.body).toContain("it''s a deposit\nsecond line");

    const restoreStarted = Date.now();
    const restored = await restoreAndStart(response.body, kind);
    const restoreMs = Date.now() - restoreStarted;
    try {
      // Starting the app on it (migrations, system seed) changed nothing: the migration journal came along.
      expect(await booksOf(restored.handle.db)).toEqual(before);
      expect(before.counts['drizzle.__drizzle_migrations']).toBeGreaterThan(0);
      expect(before.ledger.length).toBeGreaterThan(0);
      await expectPostingContinues(restored, Math.max(...before.transactions.map((row) => (row as { id: number }).id)));
    } finally {
      await restored.close();
    }
    console.log(`backup on ${kind}: ${response.body.length} bytes, dump ${dumpMs} ms, restore + start ${restoreMs} ms`);
  });

  it('lets other requests run while a dump is taken, and they wait for it rather than break it', async () => {
    const api = transactionApi(t, admin);
    const account = await api.account('Busy', AFN);
    const [dump, ...posts] = await Promise.all([
      backup(t, admin),
      ...Array.from({ length: 5 }, () => api.inject('POST', '/api/transactions', { transType: 'Credit', outAccountId: 11, inAccountId: account, currencyId: AFN, dAmount: '10', transDescription: 'busy' })),
      api.inject('GET', '/api/cash-shop-balance'),
    ]);
    expect(dump!.statusCode).toBe(200);
    expect(dump!.body).toMatch(/-- PostgreSQL database dump complete\n/);
    for (const response of posts) expect(response.statusCode, response.body).toBeLessThan(300);
    expect(await api.balance(account, AFN)).toBe('50.00');
  });

  it('refuses to restore into a database that holds tables, and a file that is not a dump', async () => {
    const dump = (await backup(t, admin)).body;
    await expect(restoreDatabase(t.handle, dump)).rejects.toThrow(RestoreRefused);
    await expect(restoreDatabase(t.handle, dump)).rejects.toThrow(/^Refusing to restore: the target database is not empty \(\d+ tables, e\.g\. /);
    const empty = await emptyDatabase(kind);
    try {
      await expect(restoreDatabase(empty, 'select 1;')).rejects.toThrow(/not a plain-SQL PostgreSQL dump/);
    } finally {
      await empty.close();
    }
  });

  it.skipIf(kind !== 'pglite')('refuses (409) rather than write a damaged dump when a text holds a line starting with \\restrict', async () => {
    const other = await createTestApp();
    try {
      const api = transactionApi(other, await other.cookieFor('admin'));
      const account = await api.account('Sly', AFN);
      // pglite-tools strips such lines wherever they are; the rest of this text would become SQL in a restore.
      const sly = "x\n\\restrict k\n'); drop table users; --";
      await api.post({ transType: 'Credit', outAccountId: 11, inAccountId: account, currencyId: AFN, dAmount: '1', transDescription: sly });
      const response = await backup(other, await other.cookieFor('admin'));
      expect(response.statusCode).toBe(409);
      expect(response.json().message).toMatch(/^Backup refused: public\.transactions\.trans_description holds a line starting with \\restrict/);
      // The refused dump left the session as it was: the app goes on working.
      expect((await api.inject('GET', '/api/cash-shop-balance')).statusCode).toBe(200);
    } finally {
      await other.close();
    }
  });

  it.skipIf(kind !== 'postgres')('answers 500 with pg_dump\'s exit status when it fails before writing anything', async () => {
    const other = await createTestApp({ PG_DUMP_PATH: '/bin/false' });
    try {
      const response = await backup(other, await other.cookieFor('admin'));
      expect(response.statusCode).toBe(500);
      expect(response.json().message).toMatch(/^pg_dump failed \(exit 1\)/);
    } finally {
      await other.close();
    }
  });

  it.skipIf(kind !== 'postgres')('answers 503 with a clear message when pg_dump is not installed', async () => {
    const other = await createTestApp({ PG_DUMP_PATH: '/nonexistent/pg_dump' });
    try {
      const response = await backup(other, await other.cookieFor('admin'));
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ message: pgDumpMissing, code: 'unavailable' });
    } finally {
      await other.close();
    }
  });
});

describe('backups move between the embedded database and PostgreSQL', { timeout: 90_000 }, async () => {
  const reachable = await postgresReachable();

  it.skipIf(!reachable)('restores a PGlite backup into PostgreSQL and a PostgreSQL backup into PGlite', async () => {
    const source = await startAppOn(await openPglite());
    try {
      await postSampleBooks(source);
      const books = await booksOf(source.handle.db);
      const fromPglite = await backup(source, await source.cookieFor('admin'));
      expect(fromPglite.statusCode).toBe(200);

      const onPostgres = await restoreAndStart(fromPglite.body, 'postgres');
      try {
        expect(await booksOf(onPostgres.handle.db)).toEqual(books);
        const pgAdmin = await onPostgres.cookieFor('admin');
        const pgBooks = await booksOf(onPostgres.handle.db);
        const fromPostgres = await backup(onPostgres, pgAdmin);
        expect(fromPostgres.statusCode).toBe(200);
        const backOnPglite = await restoreAndStart(fromPostgres.body, 'pglite');
        try {
          expect(await booksOf(backOnPglite.handle.db)).toEqual(pgBooks);
          await expectPostingContinues(backOnPglite, Math.max(...books.transactions.map((row) => (row as { id: number }).id)));
        } finally {
          await backOnPglite.close();
        }
      } finally {
        await onPostgres.close();
      }
    } finally {
      await source.close();
    }
  });
});
