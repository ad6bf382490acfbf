import { createReadStream } from 'node:fs';
import { open, readFile } from 'node:fs/promises';
import { once } from 'node:events';
import { createInterface } from 'node:readline';
import type pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { backedUpTables, fingerprintDifference, readBooksFingerprint, type BooksFingerprint } from './books-fingerprint';
import { backupCommit, backupEnd, backupMagic, fingerprintOf } from './backup-format';
import { prepareRestoreScript } from './legacy-dump';

/** A restore that must not run, or did not match; nothing was restored. The message is for people. */
export class RestoreRefused extends Error {}

const legacyMagic = /^--\r?\n-- PostgreSQL database dump\r?\n/;

async function fileEdges(file: string): Promise<{ head: string; tail: string }> {
  const handle = await open(file, 'r').catch((error: NodeJS.ErrnoException) => {
    throw new RestoreRefused(`Cannot read ${file}: ${error.code ?? error.message}`);
  });
  try {
    const { size } = await handle.stat();
    const head = Buffer.alloc(Math.min(size, 4096));
    await handle.read(head, 0, head.length, 0);
    const tail = Buffer.alloc(Math.min(size, 64 * 1024));
    await handle.read(tail, 0, tail.length, size - tail.length);
    return { head: head.toString('utf8'), tail: tail.toString('utf8') };
  } finally {
    await handle.close();
  }
}

async function refuseUnlessEmpty(client: pg.ClientBase) {
  const existing = await backedUpTables(client);
  if (existing.length > 0) {
    const first = existing[0]!;
    throw new RestoreRefused(`Refusing to restore: the target database is not empty (${existing.length} tables, e.g. ${first.schema}.${first.name}). Restore into a new, empty database.`);
  }
}

/** The fingerprint the backup's last lines carry; a file without its end line was cut short. */
function trailerFingerprint(tail: string): BooksFingerprint {
  const lines = tail.trimEnd().split('\n');
  const fingerprint = lines.at(-1) === backupEnd ? fingerprintOf(lines.at(-2) ?? '') : undefined;
  if (!fingerprint) throw new RestoreRefused('Refusing to restore: the backup file is incomplete (its last lines are missing); it was cut short or changed.');
  return fingerprint;
}

async function runSarafiBackup(client: pg.ClientBase, file: string, expected: BooksFingerprint) {
  const lines = createInterface({ input: createReadStream(file, { encoding: 'utf8' }), crlfDelay: Infinity });
  let statements: string[] = [];
  let copy: ReturnType<typeof copyFrom> | undefined;
  const flush = async () => {
    if (statements.length > 0) await client.query(statements.join('\n'));
    statements = [];
  };
  for await (const line of lines) {
    if (copy) {
      if (line === '\\.') {
        copy.end();
        await once(copy, 'finish');
        copy = undefined;
      } else if (!copy.write(`${line}\n`)) {
        await once(copy, 'drain');
      }
      continue;
    }
    const copyStatement = /^COPY (.+) FROM stdin;$/.exec(line);
    if (copyStatement) {
      await flush();
      copy = client.query(copyFrom(`COPY ${copyStatement[1]} FROM STDIN`));
      copy.on('error', () => undefined);
    } else if (line === backupCommit) {
      await flush();
      const difference = fingerprintDifference(expected, await readBooksFingerprint(client));
      if (difference) throw new RestoreRefused(`Refusing to restore: the restored books do not match the backup's own record (${difference}); the file was changed.`);
      await client.query('commit');
      return;
    } else {
      statements.push(line);
    }
  }
  throw new RestoreRefused('Refusing to restore: the backup file ended before its COMMIT.');
}

/**
 * Restores a backup file into the EMPTY database behind `pool`, as one transaction: a refusal or a failure at any
 * point leaves it empty. Takes the app's own backups (checked against the fingerprint they carry) and the plain-SQL
 * pg_dump files of earlier versions (PGlite or pg_dump).
 */
export async function restoreBackup(pool: pg.Pool, file: string): Promise<{ tables: number }> {
  const { head, tail } = await fileEdges(file);
  const client = await pool.connect();
  try {
    await refuseUnlessEmpty(client);
    if (head.startsWith(`${backupMagic}\n`)) {
      await runSarafiBackup(client, file, trailerFingerprint(tail));
    } else if (legacyMagic.test(head)) {
      if (!tail.slice(-200).includes('-- PostgreSQL database dump complete')) {
        throw new RestoreRefused('Refusing to restore: the dump file is incomplete (no "dump complete" line at its end); it was cut short.');
      }
      const settings = new Set((await client.query<{ name: string }>('select name from pg_settings')).rows.map((r) => r.name));
      // One simple-protocol script runs as one implicit transaction.
      await client.query(prepareRestoreScript(await readFile(file, 'utf8'), settings));
    } else {
      throw new RestoreRefused('Refusing to restore: the file is not a Sarafi backup (no "Sarafi database backup" header).');
    }
    return { tables: (await backedUpTables(client)).length };
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    // The script's session settings (search_path '' and others) must not reach the pool: the client is discarded.
    client.release(true);
  }
}
