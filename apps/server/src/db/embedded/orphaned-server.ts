import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';

interface ProcessInfo {
  /** ps's state letters: Z is a zombie, a process that has ended but is not yet collected. */
  state: string;
  command: string;
}

function processInfo(pid: number): ProcessInfo | undefined {
  if (process.platform === 'linux') {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const command = readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ');
      return { state: stat.slice(stat.lastIndexOf(')') + 2).split(' ')[0] ?? '', command };
    } catch {
      return undefined;
    }
  }
  const ps = spawnSync('ps', ['-o', 'stat=', '-o', 'command=', '-p', String(pid)], { encoding: 'utf8' });
  const line = ps.status === 0 ? ps.stdout.trim() : '';
  if (!line) return undefined;
  const [state = '', ...command] = line.split(/\s+/);
  return { state, command: command.join(' ') };
}

type Holder = 'this server' | 'ended' | 'not collected yet' | 'another process';

/**
 * What the pid in postmaster.pid is now: this cluster's server, gone, a zombie (ended, not yet collected by its
 * parent), or — after a reboot — another process that got the number: the machine's own PostgreSQL, anything, which
 * must never be signalled.
 */
function holderOf(pid: number, cluster: string): Holder {
  const info = processInfo(pid);
  if (!info) return 'ended';
  if (info.state.startsWith('Z')) return 'not collected yet';
  return info.command.includes(`-D ${cluster}`) ? 'this server' : 'another process';
}

async function waitWhile(still: () => boolean, ms: number): Promise<boolean> {
  for (let waited = 0; waited < ms; waited += 100) {
    if (!still()) return true;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return !still();
}

/**
 * Runs with the DATA_DIR lock held, so no app of ours runs this cluster. A server still running on it was left by an
 * app that died with its watchdog (the whole process tree killed): it is shut down (fast, then immediate). A killed
 * server that is not collected yet is waited for, since PostgreSQL takes a zombie for a running server. An ended one
 * is left to PostgreSQL, which checks that none of its old processes still use the shared memory. Only a pid that now
 * names an unrelated process — the numbers were reused after a reboot, when no old process can remain — makes us
 * remove postmaster.pid ourselves.
 */
export async function stopOrphanedServer(cluster: string): Promise<void> {
  const pidFile = path.join(cluster, 'postmaster.pid');
  if (!existsSync(pidFile)) return;
  const pid = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
  if (!Number.isInteger(pid) || pid <= 0) return;
  const holder = holderOf(pid, cluster);
  if (holder === 'another process') {
    rmSync(pidFile, { force: true });
  } else if (holder === 'this server') {
    process.kill(pid, 'SIGINT');
    if (!(await waitWhile(() => holderOf(pid, cluster) === 'this server', 30_000))) {
      process.kill(pid, 'SIGQUIT');
      if (!(await waitWhile(() => holderOf(pid, cluster) === 'this server', 30_000))) {
        throw new Error(`An earlier database server (pid ${pid}) on ${cluster} does not stop; stop it and start again`);
      }
    }
  }
  if (holderOf(pid, cluster) === 'not collected yet' && !(await waitWhile(() => holderOf(pid, cluster) === 'not collected yet', 30_000))) {
    throw new Error(`An earlier database server (pid ${pid}) on ${cluster} has ended but is not collected; start again in a moment`);
  }
}
