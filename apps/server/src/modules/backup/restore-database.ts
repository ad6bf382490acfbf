import { sql } from 'drizzle-orm';
import type { DatabaseHandle, Executor } from '../../db/client';

/** A restore that must not run; the restore command prints the message and exits non-zero. */
export class RestoreRefused extends Error {}

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** Tables in the schemas a dump restores: the app's (public) and drizzle's migration journal. */
export async function tablesInTarget(db: Executor): Promise<string[]> {
  const result = await db.execute(sql`
    select n.nspname || '.' || c.relname as name
    from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where n.nspname in ('public', 'drizzle') and c.relkind in ('r', 'p')
    order by 1`);
  return rowsOf<{ name: string }>(result).map((r) => r.name);
}

/**
 * Makes a plain-SQL dump runnable as one script by the SQL server itself rather than psql:
 * - psql's `\restrict KEY` / `\unrestrict KEY` (pg_dump 15.14+, 17.6+) are dropped — only those two lines,
 *   matched by their key, so text inside a value is never touched;
 * - in the header, a `SET name = …;` for a setting the target server does not have is dropped
 *   (`transaction_timeout` from a PGlite dump, PostgreSQL 17+, on a PostgreSQL 15 server).
 */
export function prepareRestoreScript(dump: string, knownSettings: ReadonlySet<string>): string {
  const lines = dump.split('\n');
  // The header (comments and settings, never data) carries the key.
  const key = /^\\restrict (\S+)\r?$/m.exec(dump.slice(0, 4000))?.[1];
  let inHeader = true;
  const kept: string[] = [];
  for (const line of lines) {
    if (key && (line.replace(/\r$/, '') === `\\restrict ${key}` || line.replace(/\r$/, '') === `\\unrestrict ${key}`)) continue;
    if (inHeader) {
      const setting = /^SET ([a-z_]+) = .*;\r?$/.exec(line)?.[1];
      if (setting && !knownSettings.has(setting)) continue;
      inHeader = line.trim() === '' || line.startsWith('--') || line.startsWith('SET ') || line.startsWith('SELECT pg_catalog.set_config(') || line.startsWith('\\restrict ');
    }
    kept.push(line);
  }
  return kept.join('\n');
}

/**
 * Restores a plain-SQL dump (GET /api/database/backup, either database's) into an empty database: the
 * schema, every row, the sequences' positions and drizzle's migration journal, so the app starts on it
 * without migrating again. The script runs as one implicit transaction: a failure leaves the database empty.
 */
export async function restoreDatabase(handle: DatabaseHandle, dump: string): Promise<{ tables: number }> {
  const existing = await tablesInTarget(handle.db);
  if (existing.length > 0) {
    throw new RestoreRefused(`Refusing to restore: the target database is not empty (${existing.length} tables, e.g. ${existing[0]}). Restore into a new, empty database.`);
  }
  if (!/^-- PostgreSQL database dump\r?$/m.test(dump.slice(0, 2000))) {
    throw new RestoreRefused('Refusing to restore: the file is not a plain-SQL PostgreSQL dump (no "PostgreSQL database dump" header).');
  }
  const settings = new Set(rowsOf<{ name: string }>(await handle.db.execute(sql`select name from pg_settings`)).map((r) => r.name));
  await handle.runScript(prepareRestoreScript(dump, settings));
  return { tables: (await tablesInTarget(handle.db)).length };
}
