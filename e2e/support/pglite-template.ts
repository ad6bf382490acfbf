import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openPglite } from '../../apps/server/src/db/client';
import { runMigrations } from '../../apps/server/src/db/migrate';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated, otherwise empty PGlite DATA_DIR that each e2e server copies; '' on PostgreSQL. */
    e2eDataDirTemplate: string;
  }
}

/**
 * Vitest global setup of the e2e project: PGlite's initdb costs each server 3–6 s on this machine, a copy of an
 * initialised, migrated directory a fraction of that. The server still runs its migrations and seeding at start.
 */
export default async function setup(project: TestProject) {
  if (process.env.TEST_DATABASE_URL) {
    project.provide('e2eDataDirTemplate', '');
    return;
  }
  const dir = mkdtempSync(path.join(os.tmpdir(), 'sarafi-e2e-template-'));
  const handle = await openPglite(dir);
  try {
    await runMigrations(handle);
  } finally {
    await handle.close();
  }
  project.provide('e2eDataDirTemplate', dir);
  return () => rmSync(dir, { recursive: true, force: true });
}
