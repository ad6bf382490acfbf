import type { Readable } from 'node:stream';
import type { DatabaseHandle } from '../../db/client';
import { AppError } from '../../lib/errors';

/** SPEC §7: the browser saves the file as database_backup_{YYYY-MM-DD}.sql (the UTC date, as elsewhere). */
export const backupFileName = (now: Date) => `database_backup_${now.toISOString().slice(0, 10)}.sql`;

/**
 * A plain-SQL dump of the whole database as a stream (db/dump.ts: pg_dump on PostgreSQL, pglite-tools on
 * PGlite). A process built without a database handle (some tools and tests) cannot take one.
 */
export async function takeBackup(dump: DatabaseHandle['dump'] | undefined, options: { pgDumpPath: string; now: Date }): Promise<{ fileName: string; stream: Readable }> {
  if (!dump) throw new AppError(503, 'Database backup is not available in this process.');
  return { fileName: backupFileName(options.now), stream: await dump({ pgDumpPath: options.pgDumpPath }) };
}
