import cluster from 'node:cluster';
import os from 'node:os';
import { servePrimary, serveWorker } from './cluster/cluster';
import { ConfigError, loadConfig } from './config';
import { LegacyDataDirError } from './db/client';
import { ListenError, serve } from './serve';

/** One line on stderr and a non-zero exit: what a person starting the app needs to read. */
function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

async function main() {
  const config = loadConfig();
  // `WEB_CONCURRENCY` processes on the one port under a primary (docs/decisions.md, Every core); 1: this process alone.
  if (cluster.isWorker) return serveWorker(config, fail);
  const processes = config.WEB_CONCURRENCY ?? os.availableParallelism();
  if (processes > 1) return servePrimary(config, processes, fail);
  const serving = await serve(config, {
    // Requests answer 503 while the embedded server is down; it is restarted, and when that fails we stop.
    onFatal: (message) => fail(`Sarafi stopped: ${message}`),
    onNotice: (message) => console.error(`Sarafi: ${message}`),
  }).catch((error: unknown) => {
    if (error instanceof ListenError) fail(`Sarafi cannot listen on ${config.HOST}:${config.PORT}: ${error.message}`);
    throw error;
  });
  const { seeded } = serving;
  if (seeded.generatedAdminPassword) {
    // Printed once, on the console only (never to the log), so the first admin can sign in.
    console.log(`\nFirst admin created: username '${seeded.createdAdmin}', password '${seeded.generatedAdminPassword}'\nChange it after signing in.\n`);
  }
  for (const change of seeded.renamedUsers ?? []) {
    // Usernames are unique ignoring case and look-alike forms now; an operator must tell the renamed user.
    console.error(`Sarafi: user '${change.from}' is now '${change.to}' (it looked like another username)`);
  }

  let closing = false;
  const shutdown = async () => {
    if (closing) return;
    closing = true;
    // Requests in flight get this long to finish, and the closing backup its time; a stuck one must not keep a
    // stopping process alive for ever.
    setTimeout(() => {
      console.error('Sarafi did not stop within 120 s of the stop signal; exiting');
      process.exit(1);
    }, 120_000).unref();
    await serving.close();
    process.exit(0);
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
}

main().catch((error: unknown) => {
  const forPeople = error instanceof ConfigError || error instanceof LegacyDataDirError;
  fail(forPeople ? (error as Error).message : error instanceof Error ? `Startup failed: ${error.message.split('\n')[0]}` : String(error));
});
