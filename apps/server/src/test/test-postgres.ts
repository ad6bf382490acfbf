import { mkdtempSync, rmSync, statfsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openPostgres, type DatabaseHandle } from '../db/client';
import { startEmbeddedPostgres } from '../db/embedded/embedded-server';
import { createFreshPostgresDatabase } from './fresh-postgres';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The run's PostgreSQL server (TEST_DATABASE_URL, or the embedded one started for the run). */
    testServerUrl: string;
    /** The database each test file's (or e2e server's) database is cloned from: migrated, and seeded for API tests. */
    testTemplate: string;
  }
}

/** Room a run's server needs at most: its databases are dropped after each file, and the WAL keeps under 1 GB. */
const memoryFolderRoom = 4 * 1024 ** 3;

/**
 * Where a run's throwaway server keeps its files: in memory (/dev/shm) when the machine has room there, so no test
 * waits on the disk or the kernel's writeback (the unit phase took about a tenth less: docs/BENCHMARKS.md, "CI time");
 * otherwise the temporary folder.
 */
function scratchFolder() {
  try {
    const memory = statfsSync('/dev/shm');
    if (memory.bavail * memory.bsize >= memoryFolderRoom) return '/dev/shm';
  } catch {
    // No /dev/shm here.
  }
  return os.tmpdir();
}

/**
 * The PostgreSQL server a test run uses: TEST_DATABASE_URL when set, otherwise an embedded server of the run's own
 * in a temporary folder (the one `npm start` runs), stopped and removed at the end.
 */
export async function startTestPostgres(): Promise<{ url: string; stop(): Promise<void> }> {
  const external = process.env.TEST_DATABASE_URL;
  if (external) return { url: external, stop: async () => undefined };
  const dir = mkdtempSync(path.join(scratchFolder(), 'sarafi-test-postgres-'));
  const server = await startEmbeddedPostgres({ dataDir: dir, onFatal: (message) => console.error(message), onNotice: () => undefined, throwaway: true });
  return {
    url: server.url,
    async stop() {
      await server.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * A database prepared once (migrated, and seeded where `prepare` does), which each test file's database is cloned
 * from with CREATE DATABASE … TEMPLATE. Nothing may stay connected to it.
 */
export async function createTemplate(serverUrl: string, label: string, prepare: (handle: DatabaseHandle) => Promise<void>) {
  const template = await createFreshPostgresDatabase(serverUrl, label);
  const handle = await openPostgres(template.url);
  try {
    await prepare(handle);
  } finally {
    await handle.close();
  }
  return template;
}
