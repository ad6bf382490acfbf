import { readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { TestProject } from 'vitest/node';
import { openPglite } from '../db/client';
import { runMigrations } from '../db/migrate';
import { seedSystem } from '../db/seed-system';
import { ADMIN } from './test-credentials';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The migrated, seeded PGlite data directory (a tar file) every test database starts from; '' on PostgreSQL. */
    pgliteTemplate: string;
  }
}

/**
 * Vitest global setup: migrate and seed one PGlite database, save its data directory, and let every test file start
 * from a copy. PGlite's initdb costs 3–6 s per database on this machine, loading the copy about 1 s.
 */
export default async function setup(project: TestProject) {
  if (process.env.TEST_DATABASE_URL) {
    project.provide('pgliteTemplate', '');
    return;
  }
  const file = path.join(os.tmpdir(), `sarafi-pglite-template-${randomBytes(6).toString('hex')}.tar`);
  const handle = await openPglite();
  try {
    await runMigrations(handle);
    await seedSystem(handle.db, ADMIN);
    await writeFile(file, Buffer.from(await (await handle.dataDir!()).arrayBuffer()));
  } finally {
    await handle.close();
  }
  project.provide('pgliteTemplate', file);
  return () => rm(file, { force: true });
}

export async function readPgliteTemplate(file: string): Promise<Blob> {
  return new Blob([await readFile(file)]);
}
