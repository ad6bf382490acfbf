import { spawn } from 'node:child_process';
import { Readable } from 'node:stream';
import type { PGlite } from '@electric-sql/pglite';
import { pgDump } from '@electric-sql/pglite-tools/pg_dump';
import { AppError } from '../lib/errors';

/**
 * Options both dumpers share: plain SQL, INSERTs in batches (restorable by any SQL client, PGlite's `exec`
 * included, unlike COPY blocks), no owners or grants (the target's roles may differ).
 */
const portableArgs = ['--no-owner', '--no-privileges', '--inserts', '--rows-per-insert=500'];

export const pgDumpMissing =
  'Database backup needs pg_dump (PostgreSQL client tools), which is not installed on the server.';

/**
 * pglite-tools removes every line starting with `\restrict` or `\unrestrict` from its output, also inside a
 * quoted value, which would cut a value short and could turn the rest of it into SQL run by a restore. We
 * refuse to dump while any text holds such a line (DESIGN §5: text from users is data, never code).
 */
async function findMetaCommandText(query: (sql: string) => Promise<{ rows: unknown[] }>): Promise<string | undefined> {
  const { rows } = await query(`
    select format('select %L as at where exists (select 1 from %I.%I where %I::text ~* %L)',
                  n.nspname || '.' || c.relname || '.' || a.attname, n.nspname, c.relname, a.attname,
                  '(^|[\\n\\r\\u2028\\u2029])\\\\(un)?restrict') as probe
    from pg_attribute a
    join pg_class c on c.oid = a.attrelid and c.relkind in ('r', 'p')
    join pg_namespace n on n.oid = c.relnamespace
    where a.attnum > 0 and not a.attisdropped and n.nspname not in ('pg_catalog', 'information_schema')
      and n.nspname not like 'pg\\_%'
      and a.atttypid in ('text'::regtype, 'varchar'::regtype, 'bpchar'::regtype)`);
  const probes = (rows as { probe: string }[]).map((r) => r.probe);
  if (probes.length === 0) return undefined;
  const found = await query(probes.join(' union all '));
  return (found.rows[0] as { at: string } | undefined)?.at;
}

/**
 * PGlite: pg_dump compiled to WebAssembly talks to the same in-process database. It runs synchronously and
 * issues its own BEGIN/COMMIT and session settings, so it must not interleave with the app's queries or land
 * inside an open transaction: we hold PGlite's transaction lock for the whole dump (other requests wait in
 * PGlite's queue) and hand pglite-tools the lock holder's query functions. The dump is built in memory
 * (pglite-tools returns a File); embedded databases are small by design.
 */
export async function dumpPglite(client: PGlite): Promise<Readable> {
  const file = await client.transaction(async (tx) => {
    // Leave the transaction PGlite opened: pg_dump opens its own snapshot. We re-open one before returning.
    await tx.exec('COMMIT');
    try {
      const unsafe = await findMetaCommandText((sql) => tx.query(sql));
      if (unsafe) {
        throw new AppError(409, `Backup refused: ${unsafe} holds a line starting with \\restrict or \\unrestrict, which the embedded database's dump tool cannot keep intact. Edit that text and try again.`);
      }
      const locked = {
        query: tx.query,
        exec: tx.exec,
        execProtocolRawStream: client.execProtocolRawStream.bind(client),
      } as unknown as PGlite;
      return await pgDump({ pg: locked, args: portableArgs });
    } finally {
      await tx.exec('BEGIN');
    }
  });
  return Readable.fromWeb(file.stream() as Parameters<typeof Readable.fromWeb>[0]);
}

/**
 * PostgreSQL: the server's own pg_dump, streamed. The password travels in PGPASSWORD, never in the
 * arguments (visible to every local user) or the log. Resolves once pg_dump has written its first bytes,
 * so a missing binary or a refused connection is still a clean error response rather than a cut download;
 * a failure after that destroys the stream (the client sees an aborted download, never a short file).
 */
export function dumpPostgres(databaseUrl: string, pgDumpPath: string): Promise<Readable> {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = '';
  const child = spawn(pgDumpPath, [...portableArgs, `--dbname=${url.toString()}`], {
    env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}), PGCONNECT_TIMEOUT: '10' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr.setEncoding('utf8');
  child.stderr.on('data', (chunk: string) => {
    if (stderr.length < 4000) stderr += chunk;
  });
  const failure = (code: number | null) =>
    new AppError(500, `pg_dump failed (exit ${code}): ${stderr.trim().split('\n').slice(-3).join(' ') || 'no message'}`);

  return new Promise<Readable>((resolve, reject) => {
    let started = false;
    const out = new Readable({ read: () => child.stdout.resume() });
    child.stdout.on('data', (chunk: Buffer) => {
      if (!started) {
        started = true;
        resolve(out);
      }
      if (!out.push(chunk)) child.stdout.pause();
    });
    child.on('error', (error: NodeJS.ErrnoException) => {
      const dumpError = error.code === 'ENOENT' ? new AppError(503, pgDumpMissing) : new AppError(500, `pg_dump could not run: ${error.message}`);
      if (started) out.destroy(dumpError);
      else reject(dumpError);
    });
    child.on('close', (code) => {
      if (code === 0 && started) out.push(null);
      else if (code === 0) reject(failure(code));
      else if (started) out.destroy(failure(code));
      else reject(failure(code));
    });
    // A client that goes away stops pg_dump instead of leaving it to fill a pipe.
    out.on('close', () => {
      if (child.exitCode === null) child.kill();
    });
  });
}
