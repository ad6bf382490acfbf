import type { BooksFingerprint } from './books-fingerprint';

/** The first line of every backup the app writes; `npm run restore` also takes the earlier pg_dump files. */
export const backupMagic = '-- Sarafi database backup';
/** The last line: a file without it was cut short and is refused before anything is restored. */
export const backupEnd = '-- end of Sarafi database backup';
const fingerprintPrefix = '-- fingerprint ';
/** The one COMMIT of a backup; a restore checks the fingerprint before it lets this line commit. */
export const backupCommit = 'COMMIT;';

export function backupHeader(takenAt: Date, migrations: string[]): string {
  return [
    backupMagic,
    `-- format 1, taken ${takenAt.toISOString()}, ${migrations.length} migrations (last ${migrations.at(-1) ?? 'none'})`,
    '-- Replay into an empty database with `npm run restore -- FILE` or `psql -v ON_ERROR_STOP=1 -f FILE`.',
    "SET client_encoding = 'UTF8';",
    'SET standard_conforming_strings = on;',
    'SET client_min_messages = warning;',
    'BEGIN;',
    '',
  ].join('\n');
}

export function backupTrailer(fingerprint: BooksFingerprint): string {
  return `${backupCommit}\n${fingerprintPrefix}${JSON.stringify(fingerprint)}\n${backupEnd}\n`;
}

export function fingerprintOf(line: string): BooksFingerprint | undefined {
  if (!line.startsWith(fingerprintPrefix)) return undefined;
  try {
    return JSON.parse(line.slice(fingerprintPrefix.length)) as BooksFingerprint;
  } catch {
    return undefined;
  }
}
