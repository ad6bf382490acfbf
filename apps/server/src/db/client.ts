import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { drizzle } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import pg from 'pg';
import { acquireDataDirLock } from './data-dir-lock';
import { startEmbeddedPostgres } from './embedded/embedded-server';

// Without the schema: the app writes no relational (`db.query`) reads, and drizzle would build a query builder per
// table for every transaction opened (docs/decisions.md, Posting speed).
export type Database = PgDatabase<PgQueryResultHKT>;
export type Transaction = PgTransaction<PgQueryResultHKT, Record<string, never>, ExtractTablesWithRelations<Record<string, never>>>;
/** Query helpers take either, so use cases compose inside one transaction (docs/architecture.md, Layers). */
export type Executor = Database | Transaction;

/**
 * One object per database handle, the same for the handle and every transaction opened on it: drizzle (node-postgres)
 * builds each transaction on its database's own dialect object. Per-process caches key on it, so a transaction reads
 * what its handle cached and two handles (tests) never share.
 */
export const handleKey = (db: Executor): object => (db as unknown as { dialect?: object }).dialect ?? db;

export interface DatabaseHandle {
  db: Database;
  /** The connection pool under `db`, for what Drizzle does not do (COPY streams of the backup). */
  pool: pg.Pool;
  /** Its connection string (with the password): backups are verified in a scratch database on the same server. */
  url: string;
  /** The server the app started itself in DATA_DIR, or one named by DATABASE_URL. */
  kind: 'embedded' | 'postgres';
  close(): Promise<void>;
}

/** node-postgres hands int8 back as a string; counts and ids stay far below 2^53, so they are parsed to numbers. */
function parseInt8(value: string): number {
  const n = Number(value);
  if (!Number.isSafeInteger(n)) throw new Error(`int8 value ${value} exceeds the safe integer range`);
  return n;
}

export async function openPostgres(url: string, kind: DatabaseHandle['kind'] = 'postgres'): Promise<DatabaseHandle> {
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
  try {
    await pool.query('select 1');
  } catch (error) {
    await pool.end().catch(() => undefined);
    throw error;
  }
  const db = drizzle({ client: pool, casing: 'snake_case' }) as unknown as Database;
  return { db, pool, url, kind, close: () => pool.end() };
}

export class LegacyDataDirError extends Error {}

/**
 * A DATA_DIR of the previous version holds PGlite's files in `pgdata/`; the embedded server keeps its cluster in
 * `postgres/`, so the two are never confused.
 */
function refuseLegacyDataDir(dir: string) {
  if (!existsSync(path.join(dir, 'pgdata', 'PG_VERSION'))) return;
  throw new LegacyDataDirError(
    `DATA_DIR ${dir} holds a database of the earlier embedded engine (PGlite), which this version no longer runs. ` +
      'To carry it over: start the previous version on it and download a backup (Dashboard → Backup); move this folder ' +
      'away; then run `npm run restore -- database_backup_….sql` with this version, and `npm start`.',
  );
}

function prepareDataDir(dataDir: string): string {
  const dir = path.resolve(dataDir);
  try {
    mkdirSync(dir, { recursive: true, mode: 0o700 });
  } catch (error) {
    throw new Error(`DATA_DIR ${dir} cannot be created (${(error as NodeJS.ErrnoException).code ?? String(error)})`, { cause: error });
  }
  return dir;
}

/**
 * The embedded PostgreSQL server in DATA_DIR (started here, stopped by `close`), holding the DATA_DIR lock for as
 * long as it runs. `onFatal` receives one line when the server died and could not be restarted.
 */
export async function openEmbedded(dataDir: string, events: DatabaseEvents): Promise<DatabaseHandle> {
  const dir = prepareDataDir(dataDir);
  const release = acquireDataDirLock(dir);
  try {
    refuseLegacyDataDir(dir);
    const server = await startEmbeddedPostgres({ dataDir: dir, ...events });
    try {
      const handle = await openPostgres(server.url, 'embedded');
      return {
        ...handle,
        async close() {
          await handle.close();
          await server.stop();
          release();
        },
      };
    } catch (error) {
      await server.stop();
      throw error;
    }
  } catch (error) {
    release();
    throw error;
  }
}

/** What the embedded server tells its opener: a notice, or that it could not be kept running. */
export interface DatabaseEvents {
  onFatal(message: string): void;
  onNotice(message: string): void;
}

const quietEvents: DatabaseEvents = { onFatal: (message: string) => console.error(message), onNotice: () => undefined };

export function openDatabase(options: { databaseUrl?: string; dataDir: string }, events: DatabaseEvents = quietEvents): Promise<DatabaseHandle> {
  return options.databaseUrl ? openPostgres(options.databaseUrl) : openEmbedded(options.dataDir, events);
}
