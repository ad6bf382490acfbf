import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/client';
import { runMigrations } from './db/migrate';
import { seedSystem } from './db/seed-system';
import { startAuthHousekeeping } from './modules/auth/housekeeping';

async function main() {
  const config = loadConfig();
  const handle = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  await runMigrations(handle);
  const seeded = await seedSystem(handle.db, { username: config.ADMIN_USERNAME, password: config.ADMIN_PASSWORD });
  if (seeded.generatedAdminPassword) {
    // Printed once, on the console only (never to the log), so the first admin can sign in.
    console.log(`\nFirst admin created: username '${seeded.createdAdmin}', password '${seeded.generatedAdminPassword}'\nChange it after signing in.\n`);
  }

  const app = await buildApp({ db: handle.db, dbKind: handle.kind, config, logger: true, dump: handle.dump });
  const stopHousekeeping = startAuthHousekeeping(handle.db, config, (error) => app.log.warn({ err: error }, 'housekeeping failed'));
  let closing = false;
  const shutdown = async () => {
    if (closing) return;
    closing = true;
    // Requests in flight get this long to finish; a stuck one must not keep a stopping process alive for ever.
    setTimeout(() => {
      app.log.error('in-flight requests did not finish within 30 s of the stop signal; exiting');
      process.exit(1);
    }, 30_000).unref();
    stopHousekeeping();
    await app.close();
    await handle.close();
    process.exit(0);
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);

  await app.listen({ port: config.PORT, host: config.HOST });
  app.log.info(`Sarafi is serving on port ${config.PORT} with ${handle.kind === 'pglite' ? `embedded PGlite in ${config.DATA_DIR}` : 'PostgreSQL'}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error instanceof Error ? `Startup failed: ${error.message}` : error);
  process.exit(1);
});
