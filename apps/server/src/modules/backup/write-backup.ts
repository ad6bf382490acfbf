import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Writable } from 'node:stream';
import { once } from 'node:events';
import type pg from 'pg';
import { to as copyTo } from 'pg-copy-streams';
import { backupMessages } from '@sarafi/core';
import { migrationsFolder } from '../../db/migrate';
import { AppError } from '../../lib/errors';
import { backedUpTables, qualified, quoteIdent, readBooksFingerprint, type BooksFingerprint } from './books-fingerprint';
import { backupHeader, backupTrailer } from './backup-format';

interface Journal {
  entries: { idx: number; tag: string }[];
}

/** The migrations this database has applied, as drizzle recorded them (by the hash of each file). */
async function appliedMigrations(client: pg.ClientBase): Promise<{ tag: string; sql: string }[]> {
  const journal = JSON.parse(readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as Journal;
  const { rows } = await client.query<{ hash: string }>('select hash from drizzle.__drizzle_migrations order by id');
  return rows.map((row, i) => {
    const entry = journal.entries[i];
    const sql = entry ? readFileSync(path.join(migrationsFolder, `${entry.tag}.sql`), 'utf8') : '';
    if (!entry || createHash('sha256').update(sql).digest('hex') !== row.hash) {
      const params = { migration: i + 1, tag: entry?.tag ?? 'unknown' };
      throw new AppError(503, backupMessages.migrationMismatch(params.migration, params.tag), 'backup.migrationMismatch', params);
    }
    return { tag: entry.tag, sql };
  });
}

/** Tables ordered so that every table comes after the tables its foreign keys point to. */
async function tablesInLoadOrder(client: pg.ClientBase) {
  const tables = await backedUpTables(client);
  const { rows } = await client.query<{ child: string; parent: string }>(`
    select cn.nspname || '.' || c.relname as child, pn.nspname || '.' || p.relname as parent
    from pg_constraint k
    join pg_class c on c.oid = k.conrelid join pg_namespace cn on cn.oid = c.relnamespace
    join pg_class p on p.oid = k.confrelid join pg_namespace pn on pn.oid = p.relnamespace
    where k.contype = 'f' and k.conrelid <> k.confrelid and cn.nspname in ('public', 'drizzle')`);
  const ordered: typeof tables = [];
  const placed = new Set<string>();
  while (ordered.length < tables.length) {
    const ready = tables.filter((t) => {
      const key = `${t.schema}.${t.name}`;
      return !placed.has(key) && rows.every((r) => r.child !== key || placed.has(r.parent) || r.parent === key);
    });
    if (ready.length === 0) throw new AppError(500, backupMessages.tablesInCycle, 'backup.tablesInCycle');
    for (const t of ready) {
      ordered.push(t);
      placed.add(`${t.schema}.${t.name}`);
    }
  }
  return ordered;
}

async function copyColumns(client: pg.ClientBase, table: { schema: string; name: string }): Promise<string[]> {
  const { rows } = await client.query<{ name: string }>(
    `select a.attname as name from pg_attribute a
     where a.attrelid = $1::regclass and a.attnum > 0 and not a.attisdropped and a.attgenerated = ''
     order by a.attnum`,
    [qualified(table)],
  );
  return rows.map((r) => quoteIdent(r.name));
}

async function sequencePositions(client: pg.ClientBase): Promise<string[]> {
  const { rows } = await client.query<{ seq: string; value: string }>(
    `select quote_ident(schemaname) || '.' || quote_ident(sequencename) as seq, last_value::text as value
     from pg_sequences where schemaname in ('public', 'drizzle') and last_value is not null order by 1`,
  );
  return rows.map((r) => `SELECT pg_catalog.setval('${r.seq.replaceAll("'", "''")}', ${r.value}, true);`);
}

/** Waits for room in `out`; a reader that went away (a download cancelled) ends the backup instead of hanging it. */
async function drained(out: Writable): Promise<void> {
  const stop = new AbortController();
  try {
    await Promise.race([
      once(out, 'drain', { signal: stop.signal }),
      once(out, 'close', { signal: stop.signal }).then(() => {
        throw new Error('the backup was abandoned by its reader');
      }),
    ]);
  } finally {
    stop.abort();
  }
}

function write(out: Writable, text: string): Promise<void> {
  return new Promise((resolve, reject) => {
    out.write(text, (error) => (error ? reject(error) : resolve()));
  });
}

/**
 * Writes the whole database to `out` as plain SQL that psql or `npm run restore` replays into an empty database:
 * the schema as this database's migrations built it, every row as COPY blocks in foreign-key order, the sequences'
 * positions, all in one transaction. It is read in one REPEATABLE READ, READ ONLY transaction, so it is one
 * consistent snapshot while clerks go on posting, and returns that snapshot's fingerprint.
 */
export async function writeBackup(pool: pg.Pool, out: Writable, takenAt: Date): Promise<BooksFingerprint> {
  const client = await pool.connect();
  let failed = false;
  try {
    await client.query('begin isolation level repeatable read, read only');
    const migrations = await appliedMigrations(client);
    const tables = await tablesInLoadOrder(client);
    const fingerprint = await readBooksFingerprint(client);
    await write(out, backupHeader(takenAt, migrations.map((m) => m.tag)));
    for (const migration of migrations) await write(out, `-- migration ${migration.tag}\n${migration.sql.trimEnd()}\n\n`);
    await write(
      out,
      'CREATE SCHEMA IF NOT EXISTS drizzle;\n' +
        'CREATE TABLE IF NOT EXISTS drizzle.__drizzle_migrations (id SERIAL PRIMARY KEY, hash text NOT NULL, created_at bigint);\n' +
        // Rows a migration may have written are replaced by the backup's.
        `TRUNCATE ${tables.map(qualified).join(', ')};\n\n`,
    );
    for (const table of tables) {
      const columns = (await copyColumns(client, table)).join(', ');
      await write(out, `COPY ${qualified(table)} (${columns}) FROM stdin;\n`);
      for await (const chunk of client.query(copyTo(`COPY ${qualified(table)} (${columns}) TO STDOUT`)) as AsyncIterable<Buffer>) {
        if (!out.write(chunk)) await drained(out);
      }
      await write(out, '\\.\n\n');
    }
    for (const line of await sequencePositions(client)) await write(out, `${line}\n`);
    await write(out, backupTrailer(fingerprint));
    await client.query('commit');
    return fingerprint;
  } catch (error) {
    failed = true;
    throw error;
  } finally {
    // A connection left in a COPY or an aborted transaction is not handed back to the pool.
    client.release(failed);
  }
}
