import { execFile } from 'node:child_process';
import { chmod, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openEmbedded } from '../../db/client';
import { runMigrations } from '../../db/migrate';
import { createTestApp, type TestApp } from '../../test/test-app';
import { booksOf, postSampleBooks, startAppOn } from './test-support';

const root = path.resolve(fileURLToPath(import.meta.url), '../../../../../..');
const run = promisify(execFile);
const quiet = { onFatal: () => undefined, onNotice: () => undefined };

/** `npm run restore -- FILE` into an embedded DATA_DIR, as an operator would run it. */
async function restoreCommand(file: string, dataDir: string) {
  const env = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' };
  return run('npm', ['run', '--silent', 'restore', '--', file], { cwd: root, env }).then(
    ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
    (error: { code: number; stdout: string; stderr: string }) => ({ code: error.code, stdout: error.stdout, stderr: error.stderr }),
  );
}

// Each test starts tsx and a database server in child processes: slow on a busy machine.
describe('npm run restore -- FILE', { timeout: 120_000 }, () => {
  let dir: string;
  let file: string;
  let books: Awaited<ReturnType<typeof booksOf>>;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'sarafi-restore-'));
    // As root the database server runs as another user, who must pass through this folder.
    await chmod(dir, 0o755);
    const source = await createTestApp();
    try {
      await postSampleBooks(source);
      books = await booksOf(source.handle.db);
      const response = await source.app.inject({ method: 'GET', url: '/api/database/backup', headers: { cookie: await source.cookieFor('admin') } });
      file = path.join(dir, 'database_backup.sql');
      await writeFile(file, response.body);
    } finally {
      await source.close();
    }
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('refuses a data directory that holds tables, and a file cut short, with one line and a non-zero exit', async () => {
    const used = path.join(dir, 'used');
    const handle = await openEmbedded(used, quiet);
    await runMigrations(handle);
    await handle.close();
    const result = await restoreCommand(file, used);
    expect(result.code).toBe(1);
    expect(result.stderr.trim()).toMatch(/^restore: Refusing to restore: the target database is not empty \(\d+ tables, e\.g\. drizzle\.__drizzle_migrations\)\. Restore into a new, empty database\.$/);

    const cut = path.join(dir, 'cut.sql');
    await writeFile(cut, (await readFile(file, 'utf8')).slice(0, 5000));
    const refused = await restoreCommand(cut, path.join(dir, 'for-cut'));
    expect(refused.code).toBe(1);
    expect(refused.stderr.trim()).toMatch(/^restore: Refusing to restore: the backup file is incomplete/);
  });

  it('restores into an empty data directory, and the app starts on it with the same books', async () => {
    const fresh = path.join(dir, 'fresh');
    const result = await restoreCommand(file, fresh);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/^Restored .* into the embedded database in .*fresh: \d+ tables in \d+ ms\.\n$/);
    let app: TestApp | undefined;
    try {
      app = await startAppOn(await openEmbedded(fresh, quiet));
      expect(await booksOf(app.handle.db)).toEqual(books);
      const me = await app.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie: await app.cookieFor('admin') } });
      expect(me.statusCode).toBe(200);
    } finally {
      await app?.close();
    }
  });
});
