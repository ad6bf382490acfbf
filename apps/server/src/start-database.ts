import type { Config } from './config';
import { openDatabase, type DatabaseHandle } from './db/client';
import { runMigrations } from './db/migrate';
import { seedSystem } from './db/seed-system';

/**
 * Opens the database once for the whole app — starting the embedded server in DATA_DIR, or connecting to DATABASE_URL —
 * migrates it and seeds the system records, telling the person starting the app what they must know. In a cluster
 * (docs/decisions.md, Every core) only the primary does this; its workers connect to `handle.url`.
 */
export async function startDatabase(config: Config, fail: (message: string) => never): Promise<DatabaseHandle> {
  const handle = await openDatabase(
    { databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR },
    {
      // Requests answer 503 while the embedded server is down; it is restarted, and when that fails we stop.
      onFatal: (message) => fail(`Sarafi stopped: ${message}`),
      onNotice: (message) => console.error(`Sarafi: ${message}`),
    },
  );
  await runMigrations(handle);
  const seeded = await seedSystem(handle.db, { username: config.ADMIN_USERNAME, password: config.ADMIN_PASSWORD });
  if (seeded.generatedAdminPassword) {
    // Printed once, on the console only (never to the log), so the first admin can sign in.
    console.log(`\nFirst admin created: username '${seeded.createdAdmin}', password '${seeded.generatedAdminPassword}'\nChange it after signing in.\n`);
  }
  for (const change of seeded.renamedUsers ?? []) {
    // Usernames are unique ignoring case and look-alike forms now; an operator must tell the renamed user.
    console.error(`Sarafi: user '${change.from}' is now '${change.to}' (it looked like another username)`);
  }
  return handle;
}
