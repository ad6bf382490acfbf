import { fileURLToPath } from 'node:url';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { DatabaseHandle } from './client';

export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/** Applies the committed drizzle-kit migrations; already-applied ones are skipped, so a restart is a no-op. */
export async function runMigrations(handle: Pick<DatabaseHandle, 'db'>): Promise<void> {
  await migrate(handle.db as unknown as NodePgDatabase, { migrationsFolder });
}
