import { execFileSync, spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openEmbedded, type DatabaseHandle } from '../client';
import { runMigrations } from '../migrate';
import { seedSystem } from '../seed-system';
import { users } from '../schema';
import { serverUser } from './server-user';

const quiet = { onFatal: (message: string) => console.error(message), onNotice: () => undefined };
const asRoot = process.getuid?.() === 0;

const setting = async (handle: DatabaseHandle, name: string) =>
  (await handle.pool.query<{ v: string }>('select current_setting($1) as v', [name])).rows[0]!.v;

/** The pid the cluster's postmaster.pid names: the running server of that DATA_DIR. */
const postmasterPid = (dir: string) => Number(readFileSync(path.join(dir, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[0]);
const open = (dir: string) => openEmbedded(dir, quiet);

function alive(pid: number) {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

describe('the embedded PostgreSQL server in DATA_DIR', { timeout: 120_000 }, () => {
  let root: string;
  beforeAll(() => {
    root = mkdtempSync(path.join(tmpdir(), 'sarafi-embedded-'));
    // As root the server runs as another user, who must be able to pass through the folders above DATA_DIR.
    chmodSync(root, 0o755);
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('is durable and private: fsync, synchronous commit and full pages on, loopback only, a 0600 password', async () => {
    const dir = path.join(root, 'settings');
    const handle = await open(dir);
    try {
      for (const name of ['fsync', 'synchronous_commit', 'full_page_writes']) expect(await setting(handle, name)).toBe('on');
      expect(await setting(handle, 'listen_addresses')).toBe('127.0.0.1');
      expect(await setting(handle, 'unix_socket_directories')).toBe('');
      expect(new URL(handle.url).hostname).toBe('127.0.0.1');
      expect(statSync(path.join(dir, 'postgres-password')).mode & 0o777).toBe(0o600);
      expect(handle.kind).toBe('embedded');
    } finally {
      await handle.close();
    }
  });

  it('keeps data across restarts, refuses a second opener naming the holder, and takes over a dead process lock', async () => {
    const dir = path.join(root, 'restarts');
    const first = await open(dir);
    await runMigrations(first);
    await seedSystem(first.db, { username: 'owner', password: 'owner-pass-1' });
    await expect(openEmbedded(dir, quiet)).rejects.toThrow(new RegExp(`DATA_DIR .* is in use by another process \\(pid ${process.pid}\\)`));
    await first.close();

    writeFileSync(path.join(dir, 'sarafi.lock'), '999999');
    const second = await open(dir);
    expect(await second.db.select({ username: users.username }).from(users)).toEqual([{ username: 'owner' }]);
    await second.close();
  });

  it('clears what a killed initdb left and never takes it for a cluster', async () => {
    const dir = path.join(root, 'killed-initdb');
    mkdirSync(path.join(dir, 'postgres.initdb-4242', 'base'), { recursive: true });
    const handle = await open(dir);
    await handle.close();
    expect(readdirSync(dir).filter((name) => name.startsWith('postgres')).sort()).toEqual(['postgres', 'postgres-password', 'postgres.log']);
  });

  it('refuses a PGlite DATA_DIR of the previous version, saying how to carry it over', async () => {
    const dir = path.join(root, 'pglite');
    mkdirSync(path.join(dir, 'pgdata'), { recursive: true });
    writeFileSync(path.join(dir, 'pgdata', 'PG_VERSION'), '17\n');
    await expect(openEmbedded(dir, quiet)).rejects.toThrow(/earlier embedded engine \(PGlite\).*download a backup.*npm run restore/);
    expect(existsSync(path.join(dir, 'postgres'))).toBe(false);
    expect(existsSync(path.join(dir, 'sarafi.lock'))).toBe(false);
  });

  it('restarts after a crash once a busy backend of the dead server lets go of its shared memory', async () => {
    const dir = path.join(root, 'dies-busy');
    const notices: string[] = [];
    const handle = await openEmbedded(dir, { onFatal: (m) => notices.push(`fatal: ${m}`), onNotice: (m) => notices.push(m) });
    try {
      // A backend counting for a few seconds does not look for its postmaster until it finishes, and holds the
      // server's shared memory meanwhile: a start right after the crash is refused until then.
      const busy = handle.pool.query('select count(*) from generate_series(1, 40000000)').catch(() => undefined);
      await new Promise((resolve) => setTimeout(resolve, 300));
      process.kill(postmasterPid(dir), 'SIGKILL');
      const deadline = Date.now() + 100_000;
      while (notices.length < 2 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
      await busy;
      expect(notices[1]).toBe('the database server is running again');
      expect((await handle.pool.query('select 1 as one')).rows).toEqual([{ one: 1 }]);
    } finally {
      await handle.close();
    }
  }, 120_000);

  it('restarts the server when it dies while the app runs, and queries work again', async () => {
    const dir = path.join(root, 'dies');
    const notices: string[] = [];
    const handle = await openEmbedded(dir, { onFatal: (m) => notices.push(`fatal: ${m}`), onNotice: (m) => notices.push(m) });
    try {
      const pid = postmasterPid(dir);
      process.kill(pid, 'SIGKILL');
      // Crash recovery and a fresh start: a second or two alone, much longer while a whole suite loads the machine.
      const deadline = Date.now() + 100_000;
      while (notices.length < 2 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
      expect(notices[0]).toMatch(/^the database server exited \(SIGKILL\).*; restarting it$/);
      expect(notices[1]).toBe('the database server is running again');
      expect((await handle.pool.query('select 1 as one')).rows).toEqual([{ one: 1 }]);
      expect(postmasterPid(dir)).not.toBe(pid);
    } finally {
      await handle.close();
    }
  }, 120_000);

  it('starts past a stale postmaster.pid: an unrelated process that got the pid is left alone, a zombie is waited for', async () => {
    const dir = path.join(root, 'stale-pid');
    await (await open(dir)).close();
    const pidFile = path.join(dir, 'postgres', 'postmaster.pid');
    const stalePidFile = (pid: number) => writeFileSync(pidFile, `${pid}\n${path.join(dir, 'postgres')}\n`);

    // As the server's own user (as root: postgres), so PostgreSQL may signal them and takes them for a server.
    const user = serverUser();
    const asServerUser = user ? { uid: user.uid, gid: user.gid } : {};
    // After a reboot the number may belong to anything, even a process named like PostgreSQL; it must be left alone.
    const decoy = spawn('sleep', ['300'], { argv0: 'postgres-unrelated', stdio: 'ignore', ...asServerUser });
    try {
      expect(readFileSync(`/proc/${decoy.pid}/cmdline`, 'utf8')).toMatch(/^postgres-unrelated/);
      stalePidFile(decoy.pid!);
      await (await open(dir)).close();
      expect(alive(decoy.pid!)).toBe(true);
    } finally {
      decoy.kill('SIGKILL');
    }

    // A killed server is a zombie until its parent collects it; PostgreSQL would take it for a running server.
    const parent = spawn('/bin/sh', ['-c', 'sleep 0.1 & echo $!; exec sleep 3'], { stdio: ['ignore', 'pipe', 'ignore'], ...asServerUser });
    const zombie = Number((await new Promise<Buffer>((resolve) => parent.stdout.once('data', resolve))).toString().trim());
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(readFileSync(`/proc/${zombie}/stat`, 'utf8')).toMatch(/\) Z /);
    stalePidFile(zombie);
    const handle = await open(dir);
    expect(alive(postmasterPid(dir))).toBe(true);
    await handle.close();
  });

  it.skipIf(!asRoot)('says in one line that DATA_DIR is read-only, or on a full disk', async () => {
    const readOnly = path.join(root, 'read-only');
    mkdirSync(readOnly);
    execFileSync('mount', ['-o', 'bind,ro', readOnly, readOnly]);
    try {
      await expect(openEmbedded(readOnly, quiet)).rejects.toThrow(/^DATA_DIR .*read-only$/);
    } finally {
      execFileSync('umount', [readOnly]);
    }
    const full = path.join(root, 'full');
    mkdirSync(full);
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=2m', 'tmpfs', full]);
    try {
      const error = await openEmbedded(full, quiet).then(() => undefined, (e: Error) => e);
      expect(error?.message).toMatch(/No space left on device|full disk/);
      expect(error?.message).not.toContain('\n');
    } finally {
      execFileSync('umount', [full]);
    }
  });
});

describe('the server never outlives the app', { timeout: 120_000 }, () => {
  it('stops when the app process is SIGKILLed, and an orphan left by a killed watchdog is stopped at the next start', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'sarafi-orphan-'));
    chmodSync(dir, 0o755);
    const script = path.join(dir, 'hold.mts');
    writeFileSync(
      script,
      `import { openEmbedded } from ${JSON.stringify(path.resolve(import.meta.dirname, '../client.ts'))};\n` +
        `const h = await openEmbedded(${JSON.stringify(path.join(dir, 'data'))}, { onFatal() {}, onNotice() {} });\n` +
        `console.log('ready'); setInterval(() => h.pool.query('select 1').catch(() => {}), 1000);\n`,
    );
    const holdOnce = () =>
      new Promise<{ kill(): void; pid: number }>((resolve, reject) => {
        const child = spawn(process.execPath, ['--import', 'tsx', script], { stdio: ['ignore', 'pipe', 'inherit'] });
        child.stdout.on('data', (chunk: Buffer) => chunk.toString().includes('ready') && resolve({ kill: () => child.kill('SIGKILL'), pid: child.pid! }));
        child.on('exit', (code) => reject(new Error(`holder exited ${code}`)));
      });
    const postmaster = () => postmasterPid(path.join(dir, 'data'));
    const waitGone = async (pid: number) => {
      for (let i = 0; i < 100 && alive(pid); i++) await new Promise((resolve) => setTimeout(resolve, 100));
      return !alive(pid);
    };
    try {
      const first = await holdOnce();
      const pg1 = postmaster();
      first.kill();
      expect(await waitGone(pg1)).toBe(true);

      const second = await holdOnce();
      const pg2 = postmaster();
      // The whole tree and its watchdog killed, as a power cut or `kill -9 -1` would: postgres stays behind.
      execFileSync('pkill', ['-KILL', '-f', `while kill -0 ${second.pid} `]);
      second.kill();
      await new Promise((resolve) => setTimeout(resolve, 1500));
      expect(alive(pg2)).toBe(true);
      const third = await holdOnce();
      expect(alive(pg2)).toBe(false);
      const pg3 = postmaster();
      third.kill();
      expect(await waitGone(pg3)).toBe(true);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
