import { randomBytes } from 'node:crypto';
import path from 'node:path';
import pg from 'pg';
import { fingerprintDifference, readBooksFingerprint } from './books-fingerprint';
import { readRecord, saveRecord, sha256Of, type StoredBackup } from './backup-store';
import { restoreBackup } from './restore-backup';

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error)).split('\n')[0]!;

async function withScratchDatabase<T>(serverUrl: string, use: (pool: pg.Pool) => Promise<T>): Promise<T> {
  const name = `sarafi_verify_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
  } catch (error) {
    await admin.end();
    throw new Error(`no scratch database could be created on the server (${messageOf(error)})`, { cause: error });
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const pool = new pg.Pool({ connectionString: url.toString(), max: 2 });
  pool.on('error', () => undefined);
  try {
    return await use(pool);
  } finally {
    await pool.end().catch(() => undefined);
    await admin.query(`drop database if exists ${name} with (force)`).catch(() => undefined);
    await admin.end();
  }
}

/**
 * Restores a stored backup into a scratch database on the same server and compares it with the snapshot it was
 * written from: the file's checksum, then (the restore checks the file's own record) every table's row count, the
 * balances per currency and the ledger checksum. The result is stored beside the backup.
 */
export async function verifyStoredBackup(serverUrl: string, dir: string, name: string, now = () => new Date()): Promise<StoredBackup | undefined> {
  const record = await readRecord(dir, name);
  if (!record) return undefined;
  const file = path.join(dir, name);
  let reason: string | undefined;
  try {
    if ((await sha256Of(file)) !== record.sha256) {
      reason = 'the file changed after it was written (checksum)';
    } else {
      reason = await withScratchDatabase(serverUrl, async (pool) => {
        await restoreBackup(pool, file);
        const client = await pool.connect();
        try {
          return fingerprintDifference(record.fingerprint, await readBooksFingerprint(client));
        } finally {
          client.release();
        }
      });
    }
  } catch (error) {
    reason = messageOf(error);
  }
  const verified: StoredBackup = { ...record, verification: { at: now().toISOString(), ok: reason === undefined, ...(reason ? { reason } : {}) } };
  await saveRecord(dir, verified);
  return verified;
}
