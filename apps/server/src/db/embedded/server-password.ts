import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The embedded server's superuser password: generated once, kept in DATA_DIR readable by the app's user alone
 * (0600). Written under a temporary name and renamed, so a crash never leaves an empty password file.
 */
export function readOrCreatePassword(dataDir: string): string {
  const file = path.join(dataDir, 'postgres-password');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const password = randomBytes(24).toString('base64url');
  const staging = `${file}.${randomBytes(4).toString('hex')}`;
  writeFileSync(staging, `${password}\n`, { mode: 0o600 });
  renameSync(staging, file);
  return password;
}
