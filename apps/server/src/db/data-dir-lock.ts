import { closeSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import path from 'node:path';

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Two processes writing one PGlite directory corrupt it, so the first one takes a lock file holding its pid.
 * A lock left by a process that no longer runs (crash, SIGKILL) is taken over. Returns the release function.
 */
function tryCreate(lockPath: string): boolean {
  try {
    const fd = openSync(lockPath, 'wx');
    writeSync(fd, String(process.pid));
    closeSync(fd);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
}

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
