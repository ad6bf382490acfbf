import { readFileSync } from 'node:fs';
import path from 'node:path';
import { processTable, withDescendants } from './process-table';

/**
 * An app on the embedded default seen from outside, for the crash tests (crash-durability.test.ts, `npm run chaos`).
 * Linux only: processes are found through /proc.
 */

function signalGroup(leader: number, signal: NodeJS.Signals) {
  try {
    process.kill(-leader, signal);
  } catch {
    // the group is already gone
  }
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * What a power cut does to an app started with `detached: true` (so it leads a process group) on DATA_DIR: every
 * process of the tree dies at once with no chance to clean up — the app, its PostgreSQL server, the server's
 * backends (each leads a session of its own, so they are outside the app's group), and the watchdog that would
 * otherwise stop the server. Any postgres whose command line names DATA_DIR is included wherever it runs. Resolves
 * once all of them have ended, with what was killed; `postgres` counts the server processes among them. Ended, not
 * reaped: the next start must cope with a killed server that is still a zombie awaiting its new parent (pid 1 here
 * reaps only every second or two), which PostgreSQL alone would take for a live server.
 */
export async function powerCut(appPid: number, dataDir: string): Promise<{ pids: number[]; postgres: number }> {
  const cluster = path.join(path.resolve(dataDir), 'postgres');
  // Frozen first, so nothing the app does while we look for the rest of its tree gets out.
  signalGroup(appPid, 'SIGSTOP');
  const table = processTable();
  const roots = table.filter(
    (p) => p.group === appPid || p.cmdline.includes(`-D ${cluster} `) || p.cmdline.includes(`while kill -0 ${appPid} `),
  );
  const doomed = withDescendants(table, roots.map((p) => p.pid));
  const postgres = table.filter((p) => doomed.has(p.pid) && /^(\S*\/)?postgres[: ]/.test(p.cmdline)).length;
  signalGroup(appPid, 'SIGKILL');
  for (const pid of doomed) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // already gone
    }
  }
  for (let waited = 0; ; waited += 50) {
    const left = new Set(processTable().filter((p) => !p.ended).map((p) => p.pid));
    if (![...doomed].some((pid) => left.has(pid))) break;
    if (waited > 10_000) throw new Error(`processes of ${dataDir} still run 10 s after SIGKILL`);
    await pause(50);
  }
  return { pids: [...doomed], postgres };
}

/** The connection string of the server running in DATA_DIR now: its port is chosen afresh at every start. */
export function embeddedServerUrl(dataDir: string): string {
  const password = readFileSync(path.join(dataDir, 'postgres-password'), 'utf8').trim();
  const port = Number(readFileSync(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[3]);
  return `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/postgres`;
}
