import { execFileSync } from 'node:child_process';
import { chownSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * A PostgreSQL server of the chaos run's own, in a temporary directory on a spare port, so restarting it (and
 * crashing it) disturbs nobody else's database. Run as the `postgres` OS user when we are root, as initdb refuses
 * root. fsync stays on: this is a crash test.
 */
export interface PrivateCluster {
  url: string;
  /** Stops the server the way a crash or power cut does (`-m immediate`), then starts it again (WAL recovery). */
  crashAndRestart(): Promise<void>;
  destroy(): void;
}

function binDir(): string {
  const root = '/usr/lib/postgresql';
  const versions = readdirSync(root)
    .filter((name) => /^\d+$/.test(name))
    .sort((a, b) => Number(b) - Number(a));
  if (!versions[0]) throw new Error(`no PostgreSQL server binaries under ${root}`);
  return path.join(root, versions[0], 'bin');
}

export function startPrivateCluster(port: number): PrivateCluster {
  const bin = binDir();
  const dir = mkdtempSync(path.join(os.tmpdir(), 'sarafi-chaos-pg-'));
  const asRoot = process.getuid?.() === 0;
  const owner = asRoot ? Number(execFileSync('id', ['-u', 'postgres']).toString().trim()) : undefined;
  if (asRoot) chownSync(dir, owner!, Number(execFileSync('id', ['-g', 'postgres']).toString().trim()));
  const run = (tool: string, args: string[]) =>
    execFileSync(asRoot ? 'runuser' : path.join(bin, tool), asRoot ? ['-u', 'postgres', '--', path.join(bin, tool), ...args] : args, { stdio: 'pipe', cwd: dir });
  const data = path.join(dir, 'data');
  run('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-instructions']);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c max_connections=100`;
  const start = () => run('pg_ctl', ['-D', data, '-o', options, '-l', path.join(dir, 'server.log'), '-w', '-t', '60', 'start']);
  const stop = (mode: 'immediate' | 'fast') => run('pg_ctl', ['-D', data, '-m', mode, '-w', 'stop']);
  start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    async crashAndRestart() {
      stop('immediate');
      start();
    },
    destroy() {
      try {
        stop('fast');
      } catch {
        // already stopped
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
