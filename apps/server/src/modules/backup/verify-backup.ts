import { randomBytes } from 'node:crypto';
import path from 'node:path';
import pg from 'pg';
import { fingerprintDifference, readBooksFingerprint } from './books-fingerprint';
import { readRecord, saveRecord, sha256Of, type StoredBackup } from './backup-store';
import type { VerificationFailure } from '@sarafi/core';
import { restoreBackup, RestoreRefused } from './restore-backup';

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error)).split('\n')[0]!;

class VerificationFailed extends Error {
  constructor(
    readonly failure: VerificationFailure,
    message: string,
  ) {
    super(message);
  }
}

/** Sorts what went wrong into the kinds the screen words itself; the message stays as the detail. */
function failureOf(error: unknown): VerificationFailed {
  if (error instanceof VerificationFailed) return error;
  const message = messageOf(error);
  if (error instanceof RestoreRefused) return new VerificationFailed(/do not match/.test(message) ? 'booksDiffer' : 'restoreRefused', message);
  return new VerificationFailed('restoreFailed', message);
}

async function withScratchDatabase<T>(serverUrl: string, use: (pool: pg.Pool) => Promise<T>): Promise<T> {
  const name = `sarafi_verify_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
  } catch (error) {
    await admin.end();
    throw new VerificationFailed('noScratchDatabase', `no scratch database could be created on the server (${messageOf(error)})`);
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
  let failed: VerificationFailed | undefined;
  try {
    if ((await sha256Of(file)) !== record.sha256) throw new VerificationFailed('fileChanged', 'the file changed after it was written (checksum)');
    await withScratchDatabase(serverUrl, async (pool) => {
      await restoreBackup(pool, file);
      const client = await pool.connect();
      try {
        const difference = fingerprintDifference(record.fingerprint, await readBooksFingerprint(client));
        if (difference) throw new VerificationFailed('booksDiffer', difference);
      } finally {
        client.release();
      }
    });
  } catch (error) {
    failed = failureOf(error);
  }
  const verification = failed ? { at: now().toISOString(), ok: false, failure: failed.failure, reason: failed.message } : { at: now().toISOString(), ok: true };
  const verified: StoredBackup = { ...record, verification };
  await saveRecord(dir, verified);
  return verified;
}
