import type { Config } from './config';
import { openDatabase, type DatabaseHandle, type DatabaseEvents } from './db/client';
import { runMigrations } from './db/migrate';
import { seedSystem, type SeedResult } from './db/seed-system';

/**
 * Opens the database once for the whole app — starting the embedded server in DATA_DIR, or connecting to DATABASE_URL —
 * migrates it and seeds the system records. In a cluster (docs/decisions.md, Every core) only the primary does this;
 * its workers connect to `handle.url`.
 */
export async function startDatabase(config: Config, events: DatabaseEvents): Promise<{ handle: DatabaseHandle; seeded: SeedResult }> {
  const handle = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR }, events);
  try {
    await runMigrations(handle);
    return { handle, seeded: await seedSystem(handle.db, { username: config.ADMIN_USERNAME, password: config.ADMIN_PASSWORD }) };
  } catch (error) {
    await handle.close();
    throw error;
  }
}

/** Tells the person starting the app, on the console, what the seeding did that they must act on. */
export function tellSeeded(seeded: SeedResult) {
  if (seeded.generatedAdminPassword) {
    // Printed once, on the console only (never to the log), so the first admin can sign in.
    console.log(`\nFirst admin created: username '${seeded.createdAdmin}', password '${seeded.generatedAdminPassword}'\nChange it after signing in.\n`);
  }
  for (const change of seeded.renamedUsers ?? []) {
    // Usernames are unique ignoring case and look-alike forms now; an operator must tell the renamed user.
    console.error(`Sarafi: user '${change.from}' is now '${change.to}' (it looked like another username)`);
  }
}

/** The console's events of the embedded server: notices, and a stop when it cannot be kept running. */
export const consoleDatabaseEvents = (fail: (message: string) => never): DatabaseEvents => ({
  // Requests answer 503 while the embedded server is down; it is restarted, and when that fails we stop.
  onFatal: (message) => fail(`Sarafi stopped: ${message}`),
  onNotice: (message) => console.error(`Sarafi: ${message}`),
});
