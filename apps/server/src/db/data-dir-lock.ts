import { closeSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import path from 'node:path';

export function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

const reasons: Record<string, string> = { EROFS: 'is read-only', EACCES: 'is not writable by this user', EPERM: 'is not writable by this user', ENOSPC: 'is on a full disk' };

function tryCreate(lockPath: string): boolean {
  try {
    const fd = openSync(lockPath, 'wx');
    writeSync(fd, String(process.pid));
    closeSync(fd);
    return true;
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? '';
    if (code === 'EEXIST') return false;
    throw new Error(`DATA_DIR ${path.dirname(lockPath)} ${reasons[code] ?? `cannot be written (${code})`}`, { cause: error });
  }
}

/**
 * One app process runs a DATA_DIR's database server, so the first one takes a lock file holding its pid. A lock
 * left by a process that no longer runs (crash, SIGKILL) is taken over. Returns the release function.
 */
export function acquireDataDirLock(dir: string): () => void {
  const lockPath = path.join(dir, 'sarafi.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    if (tryCreate(lockPath)) return () => rmSync(lockPath, { force: true });
    const holder = Number(readFileSync(lockPath, 'utf8').trim());
    if (Number.isInteger(holder) && holder > 0 && isRunning(holder)) {
      throw new Error(`DATA_DIR ${dir} is in use by another process (pid ${holder}); stop it or choose another DATA_DIR`);
    }
    rmSync(lockPath, { force: true });
  }
  throw new Error(`Could not lock DATA_DIR ${dir}`);
}
