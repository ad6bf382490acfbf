import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { PGlite, types as pgliteTypes } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import pg from 'pg';
import * as schema from './schema';
import { acquireDataDirLock } from './data-dir-lock';
import { dumpPglite, dumpPostgres } from './dump';

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type Transaction = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** Query helpers take either, so use cases compose inside one transaction (DESIGN §2). */
export type Executor = Database | Transaction;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
  /** A plain-SQL dump of the whole database (db/dump.ts); `pgDumpPath` is used on PostgreSQL only. */
  dump(options: { pgDumpPath: string }): Promise<Readable>;
  /** Runs a multi-statement SQL script in one implicit transaction, on a session of its own (restore). */
  runScript(sql: string): Promise<void>;
  /** PGlite only: its whole data directory as a tar, for `openPglite(undefined, from)`. */
  dataDir?(): Promise<Blob>;
}

/**
 * PGlite hands int8 back as a number and node-postgres as a string; we parse int8 to a number in both so
 * services never see the difference (counts and ids stay far below 2^53). numeric stays a string in both.
 */
function parseInt8(value: string): number {
  const n = Number(value);
  if (!Number.isSafeInteger(n)) throw new Error(`int8 value ${value} exceeds the safe integer range`);
  return n;
}

export async function openPostgres(url: string): Promise<DatabaseHandle> {
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    // Without a limit a request waits forever for a connection to a server that does not answer.
    connectionTimeoutMillis: 5_000,
    types: {
      getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
        oid === 20 ? parseInt8 : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
    },
  });
  // An idle client that loses its server (restart) must not crash the process; the next query reconnects.
  pool.on('error', () => undefined);
  await pool.query('select 1');
  const db = drizzlePg({ client: pool, schema, casing: 'snake_case' }) as unknown as Database;
  return {
    db,
    kind: 'postgres',
    close: () => pool.end(),
    dump: ({ pgDumpPath }) => dumpPostgres(url, pgDumpPath),
    runScript: async (script) => {
      const client = await pool.connect();
      // The script's session settings (search_path '' and others) must not reach the pool: the client is discarded.
      try {
        await client.query(script);
      } finally {
        client.release(true);
      }
    },
  };
}

/**
 * Postgres's page cache. initdb gives PGlite 128 MB, which its WebAssembly memory takes up (and keeps) at start: the
 * app idled at ~510 MB with it and ~420 MB with 32 MB. A cache only — nothing about durability changes — and 4,096
 * pages still hold a shop's working set; what misses it is read from the data directory through the OS's own cache.
 */
const pgliteSharedBuffers = '32MB';

/** A new data directory is initialised by a short-lived child process (pglite-initdb.mjs says why). */
async function initialiseDataDir(pgdata: string) {
  if (existsSync(path.join(pgdata, 'PG_VERSION'))) return;
  // What a killed initdb left behind; the data-directory lock is held, so no other process is building one now.
  const parent = path.dirname(pgdata);
  for (const entry of readdirSync(parent)) {
    if (entry.startsWith(`${path.basename(pgdata)}.initdb-`)) rmSync(path.join(parent, entry), { recursive: true, force: true });
  }
  await promisify(execFile)(process.execPath, [fileURLToPath(new URL('./pglite-initdb.mjs', import.meta.url)), pgdata]);
}

/**
 * PGlite in `dataDir` (or in memory when undefined). PGlite runs one query or transaction at a time. `from` is a data
 * directory saved with `dumpDataDir` to start from instead of running initdb (tests: a migrated template).
 */
export async function openPglite(dataDir?: string, from?: Blob): Promise<DatabaseHandle> {
  let release = () => {};
  if (dataDir) {
    const dir = path.resolve(dataDir);
    mkdirSync(dir, { recursive: true });
    release = acquireDataDirLock(dir);
  }
  try {
    const pgdata = dataDir ? path.resolve(dataDir, 'pgdata') : undefined;
    if (pgdata && !from) await initialiseDataDir(pgdata);
    const client = await PGlite.create({
      dataDir: pgdata,
      loadDataDir: from,
      parsers: { [pgliteTypes.INT8]: parseInt8 },
      extensions: { pg_trgm },
      startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${pgliteSharedBuffers}`],
    });
    const db = drizzlePglite({ client, schema, casing: 'snake_case' }) as unknown as Database;
    return {
      db,
      kind: 'pglite',
      close: async () => {
        await client.close();
        release();
      },
      dump: () => dumpPglite(client),
      dataDir: () => client.dumpDataDir('none'),
      runScript: async (script) => {
        // The one connection is shared, so undo the script's session settings (search_path '' and others).
        try {
          await client.exec(script);
        } finally {
          await client.exec('RESET ALL');
        }
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}

export function openDatabase(options: { databaseUrl?: string; dataDir?: string }): Promise<DatabaseHandle> {
  return options.databaseUrl ? openPostgres(options.databaseUrl) : openPglite(options.dataDir);
}
