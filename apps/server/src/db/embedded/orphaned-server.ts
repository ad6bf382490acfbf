import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { isRunning as alive } from '../data-dir-lock';


/** On Linux a pid is checked to be a postgres process before it is signalled (pids are reused after a reboot). */
function isPostgres(pid: number): boolean {
  const cmdline = `/proc/${pid}/cmdline`;
  if (process.platform !== 'linux' || !existsSync(cmdline)) return process.platform !== 'linux';
  return /postgres/.test(readFileSync(cmdline, 'utf8'));
}

/**
 * A server still running on the cluster while we hold the DATA_DIR lock was left by an app that died with its
 * watchdog (the whole process tree killed): it is shut down (fast, then immediate) before ours starts.
 */
export async function stopOrphanedServer(cluster: string): Promise<void> {
  const pidFile = path.join(cluster, 'postmaster.pid');
  if (!existsSync(pidFile)) return;
  const pid = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
  if (!Number.isInteger(pid) || pid <= 0 || !alive(pid) || !isPostgres(pid)) return;
  process.kill(pid, 'SIGINT');
  for (let waited = 0; alive(pid); waited += 100) {
    if (waited === 30_000) process.kill(pid, 'SIGQUIT');
    if (waited > 60_000) throw new Error(`An earlier database server (pid ${pid}) on ${cluster} does not stop; stop it and start again`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
