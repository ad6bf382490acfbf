import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, chownSync, createWriteStream, existsSync, mkdirSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { freeLoopbackPort } from './free-port';
import { postgresBinaries, type PostgresBinaries } from './postgres-binaries';
import { readOrCreatePassword } from './server-password';
import { serverUser, type ServerUser } from './server-user';
import { stopOrphanedServer } from './orphaned-server';

export interface EmbeddedServer {
  /** postgres://… of the server's `postgres` database, with the generated password. */
  url: string;
  pid: number;
  /** Fast shutdown (SIGINT): open transactions roll back, everything committed is on disk. */
  stop(): Promise<void>;
}

export interface EmbeddedOptions {
  /** The folder that holds the cluster (`postgres/`), its password, its log. */
  dataDir: string;
  /** The database process died on its own and could not be restarted: the app should exit with this line. */
  onFatal(message: string): void;
  /** One line for the app's log (the server restarted, and why). */
  onNotice(message: string): void;
  /**
   * A test run's server, whose databases are thrown away at its end: nothing waits for the disk (no fsync, no full
   * pages in the WAL). Never the app's own server.
   */
  throwaway?: boolean;
}

const superuser = 'postgres';
const startTimeoutMs = 60_000;
/** How long a restart after a crash waits for the dead server's backends to let go of its shared memory. */
const crashRestartWindowMs = 30_000;

/**
 * Durability is PostgreSQL's default, spelled out so no configuration file can turn it off; the server listens on
 * loopback only and never on a Unix socket (its default folder may not exist or may be another server's).
 */
function serverFlags(port: number, throwaway: boolean): string[] {
  const durable = throwaway ? 'off' : 'on';
  const settings = {
    listen_addresses: '127.0.0.1',
    port: String(port),
    unix_socket_directories: '',
    fsync: durable,
    synchronous_commit: durable,
    full_page_writes: durable,
    max_connections: '60',
    shared_buffers: '64MB',
    log_min_messages: 'warning',
  };
  return Object.entries(settings).flatMap(([name, value]) => ['-c', `${name}=${value}`]);
}

function lastLines(text: string, n = 3): string {
  return text.trim().split('\n').slice(-n).join(' | ');
}

function run(file: string, args: string[], user: ServerUser | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    let output = '';
    const child = spawn(file, args, { ...(user ? { uid: user.uid, gid: user.gid } : {}), stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, LC_ALL: 'C' } });
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve() : reject(new Error(`${path.basename(file)} failed (exit ${code}): ${lastLines(output)}`))));
  });
}

/**
 * initdb into a temporary folder, renamed into place once complete: a killed initdb never leaves a half cluster that
 * a later start would take for a real one.
 */
async function initialiseCluster(dataDir: string, cluster: string, bin: PostgresBinaries, user: ServerUser | undefined, password: string) {
  if (existsSync(path.join(cluster, 'PG_VERSION'))) return;
  for (const entry of readdirSync(dataDir)) {
    if (entry.startsWith('postgres.initdb-')) rmSync(path.join(dataDir, entry), { recursive: true, force: true });
  }
  const staging = path.join(dataDir, `postgres.initdb-${randomBytes(4).toString('hex')}`);
  const pwfile = `${staging}.pw`;
  mkdirSync(staging, { mode: 0o700 });
  writeFileSync(pwfile, `${password}\n`, { mode: 0o600 });
  if (user) {
    chownSync(staging, user.uid, user.gid);
    chownSync(pwfile, user.uid, user.gid);
  }
  try {
    await run(bin.initdb, [
      `--pgdata=${staging}`,
      `--username=${superuser}`,
      `--pwfile=${pwfile}`,
      '--auth=scram-sha-256',
      '--encoding=UTF8',
      '--locale=C',
      '--locale-provider=builtin',
      '--builtin-locale=C.UTF-8',
      '--no-instructions',
    ], user).catch((error: Error) => {
      const denied = /Permission denied/i.test(error.message);
      throw new Error(denied && user
        ? `The database server runs as user '${user.name}', which cannot reach DATA_DIR ${dataDir}: choose a DATA_DIR outside a private home folder (e.g. DATA_DIR=/var/lib/sarafi)`
        : `Could not create the database in ${dataDir}: ${error.message}`);
    });
  } finally {
    rmSync(pwfile, { force: true });
  }
  renameSync(staging, cluster);
}

/** Resolves once a client can sign in; rejects with the server's own last words if it exits first. */
async function waitUntilReady(url: string, child: ChildProcess, log: () => string): Promise<void> {
  const deadline = Date.now() + startTimeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(lastLines(log()) || `exit ${child.exitCode ?? child.signalCode}`);
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2_000 });
    client.on('error', () => undefined);
    try {
      await client.connect();
      await client.end();
      return;
    } catch {
      await client.end().catch(() => undefined);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  throw new Error(`the database server did not accept connections within ${startTimeoutMs / 1000} s: ${lastLines(log())}`);
}

/** Stops the server if the app dies without stopping it (SIGKILL, a crash); not available on Windows. */
function watchParent(serverPid: number) {
  if (process.platform === 'win32') return;
  const script = `while kill -0 ${process.pid} 2>/dev/null; do sleep 1; done; kill -INT ${serverPid} 2>/dev/null`;
  spawn('/bin/sh', ['-c', script], { detached: true, stdio: 'ignore' }).unref();
}

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

/**
 * Runs a PostgreSQL server from the npm binaries in `dataDir/postgres` (docs/decisions.md, Reliability).
 * If the server process dies while the app runs, requests answer 503 meanwhile and it is restarted (three tries a
 * minute); when that fails, `onFatal` gets one line. The caller holds the DATA_DIR lock.
 */
export async function startEmbeddedPostgres(options: EmbeddedOptions): Promise<EmbeddedServer> {
  const dataDir = path.resolve(options.dataDir);
  const cluster = path.join(dataDir, 'postgres');
  const user = serverUser();
  const bin = await postgresBinaries(user);
  const password = readOrCreatePassword(dataDir);
  // The server's user must reach its cluster inside DATA_DIR; the group bit lets it, without reading our files (0600).
  if (user) {
    chownSync(dataDir, process.getuid!(), user.gid);
    chmodSync(dataDir, 0o750);
  }
  await initialiseCluster(dataDir, cluster, bin, user, password);
  await stopOrphanedServer(cluster);

  const logFile = createWriteStream(path.join(dataDir, 'postgres.log'), { flags: 'a', mode: 0o600 });
  logFile.on('error', () => undefined);
  let recent = '';
  let stopping = false;
  let port = 0;
  let child: ChildProcess;
  const restarts: number[] = [];

  const launch = async (): Promise<ChildProcess> => {
    recent = '';
    const server = spawn(bin.postgres, ['-D', cluster, ...serverFlags(port, options.throwaway === true)], {
      ...(user ? { uid: user.uid, gid: user.gid } : {}),
      // A group of its own: Ctrl+C or a process manager's SIGTERM to the app's group must not stop the database
      // before the app has drained its requests and taken its closing backup; the app stops it then.
      detached: true,
      stdio: ['ignore', 'ignore', 'pipe'],
      env: { ...process.env, LC_ALL: 'C' },
    });
    server.stderr!.on('data', (chunk: Buffer) => {
      logFile.write(chunk);
      recent = (recent + chunk.toString()).slice(-4000);
    });
    server.on('error', (error) => (recent += `\n${error.message}`));
    await waitUntilReady(urlFor(port), server, () => recent);
    watchParent(server.pid!);
    server.once('exit', (code, signal) => {
      if (!stopping) void recover(`the database server exited (${signal ?? `code ${code}`}): ${lastLines(recent, 1)}`);
    });
    return server;
  };

  // A killed server's backends keep its shared memory until they notice and exit, normally within a second; a start
  // before then is refused ('pre-existing shared memory block … is still in use'), so it is tried again meanwhile.
  const launchAfterCrash = async (): Promise<ChildProcess> => {
    const deadline = Date.now() + crashRestartWindowMs;
    for (;;) {
      try {
        return await launch();
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        if (!/pre-existing shared memory block/i.test(message) || Date.now() > deadline) throw error;
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
    }
  };

  const recover = async (why: string) => {
    const now = Date.now();
    restarts.push(now);
    while (restarts.length > 0 && restarts[0]! < now - 60_000) restarts.shift();
    if (restarts.length > 3) return options.onFatal(`${why}; it stopped again after three restarts within a minute, so Sarafi is stopping`);
    options.onNotice(`${why}; restarting it`);
    try {
      child = await launchAfterCrash();
      options.onNotice('the database server is running again');
    } catch (error) {
      options.onFatal(`${why}; restarting it failed: ${error instanceof Error ? error.message : String(error)}`);
    }
  };

  const urlFor = (p: number) => `postgres://${superuser}:${encodeURIComponent(password)}@127.0.0.1:${p}/postgres`;

  // A port found free can be taken before the server binds it; another is tried then.
  for (let attempt = 1; ; attempt++) {
    port = await freeLoopbackPort();
    try {
      child = await launch();
      break;
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      if (attempt < 3 && /could not bind|Address already in use|could not create any TCP\/IP sockets/i.test(message)) continue;
      throw new Error(`The embedded database server in ${cluster} did not start: ${message}`, { cause: error });
    }
  }

  return {
    url: urlFor(port),
    get pid() {
      return child.pid!;
    },
    async stop() {
      stopping = true;
      const current = child;
      current.kill('SIGINT');
      const timer = setTimeout(() => current.kill('SIGQUIT'), 60_000);
      await exited(current);
      clearTimeout(timer);
      logFile.end();
    },
  };
}
