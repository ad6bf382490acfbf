import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, open, readdir, readFile, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type pg from 'pg';
import { backupNamePattern, type BackupRecord } from '@sarafi/core';
import type { BooksFingerprint } from './books-fingerprint';
import { writeBackup } from './write-backup';

/** What is kept beside each backup file (`NAME.json`): the fingerprint and checksum it was written with. */
export interface StoredBackup extends BackupRecord {
  sha256: string;
  fingerprint: BooksFingerprint;
}

const pad = (n: number) => String(n).padStart(2, '0');
/** UTC, to the second: several backups a day sort by name. */
export function storedBackupName(at: Date): string {
  return `database_backup_${at.getUTCFullYear()}-${pad(at.getUTCMonth() + 1)}-${pad(at.getUTCDate())}_${pad(at.getUTCHours())}${pad(at.getUTCMinutes())}${pad(at.getUTCSeconds())}.sql`;
}

async function fsyncPath(file: string) {
  const handle = await open(file, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/** Written under a temporary name, fsynced, renamed, and the folder fsynced: a crash leaves the old file or the new. */
async function writeDurably(file: string, write: (temporary: string) => Promise<void>) {
  const temporary = path.join(path.dirname(file), `.${path.basename(file)}.partial`);
  try {
    await write(temporary);
    await fsyncPath(temporary);
    await rename(temporary, file);
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
  await fsyncPath(path.dirname(file)).catch(() => undefined);
}

export async function sha256Of(file: string): Promise<string> {
  const hash = createHash('sha256');
  await pipeline(createReadStream(file), hash);
  return hash.digest('hex');
}

export async function saveRecord(dir: string, record: StoredBackup) {
  await writeDurably(path.join(dir, `${record.name}.json`), async (temporary) => {
    const handle = await open(temporary, 'w', 0o600);
    try {
      await handle.writeFile(JSON.stringify(record, null, 1));
    } finally {
      await handle.close();
    }
  });
}

/** Takes a backup into `dir` (mode 0600: it holds password hashes and sessions) and records its fingerprint. */
export async function takeStoredBackup(pool: pg.Pool, dir: string, trigger: BackupRecord['trigger'], now = new Date()): Promise<StoredBackup> {
  await mkdir(dir, { recursive: true, mode: 0o700 });
  let name = storedBackupName(now);
  // Two backups within one second (a click right after the schedule) keep both.
  for (let second = 1; (await stat(path.join(dir, name)).catch(() => null)) !== null; second++) name = storedBackupName(new Date(now.getTime() + second * 1000));
  const file = path.join(dir, name);
  let fingerprint: BooksFingerprint | undefined;
  await writeDurably(file, async (temporary) => {
    const out = createWriteStream(temporary, { mode: 0o600 });
    try {
      fingerprint = await writeBackup(pool, out, now);
    } finally {
      out.end();
      await new Promise<void>((resolve) => out.once('close', () => resolve()));
    }
  });
  const record: StoredBackup = { name, takenAt: now.toISOString(), bytes: (await stat(file)).size, trigger, verification: null, sha256: await sha256Of(file), fingerprint: fingerprint! };
  await saveRecord(dir, record);
  return record;
}

export async function readRecord(dir: string, name: string): Promise<StoredBackup | undefined> {
  if (!backupNamePattern.test(name)) return undefined;
  try {
    return JSON.parse(await readFile(path.join(dir, `${name}.json`), 'utf8')) as StoredBackup;
  } catch {
    return undefined;
  }
}

/** Newest first; a backup file without its record (or the reverse) is not listed. */
export async function listStoredBackups(dir: string): Promise<StoredBackup[]> {
  const names = await readdir(dir).catch(() => [] as string[]);
  const sql = new Set(names.filter((n) => backupNamePattern.test(n)));
  const records = await Promise.all([...sql].map((name) => readRecord(dir, name)));
  return records.filter((r): r is StoredBackup => r !== undefined).sort((a, b) => b.name.localeCompare(a.name));
}

/** Keeps the newest `keep` backups. */
export async function pruneBackups(dir: string, keep: number) {
  const all = await listStoredBackups(dir);
  for (const old of all.slice(keep)) {
    await rm(path.join(dir, `${old.name}.json`), { force: true });
    await rm(path.join(dir, old.name), { force: true });
  }
}

export const publicRecord = ({ name, takenAt, bytes, trigger, verification }: StoredBackup): BackupRecord => ({ name, takenAt, bytes, trigger, verification });
