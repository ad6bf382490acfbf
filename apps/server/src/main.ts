import cluster from 'node:cluster';
import os from 'node:os';
import { servePrimary, serveWorker } from './cluster/cluster';
import { ConfigError, loadConfig } from './config';
import { LegacyDataDirError } from './db/client';
import { serve } from './serve';
import { exitIfStuck, ListenError, onStopSignal } from './serve-app';
import { consoleDatabaseEvents, tellSeeded } from './start-database';

/** One line on stderr and a non-zero exit: what a person starting the app needs to read. */
function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

async function main() {
  const config = loadConfig();
  const cannotListen = (error: unknown) => {
    if (error instanceof ListenError) fail(`Sarafi cannot listen on ${config.HOST}:${config.PORT}: ${error.message}`);
    throw error;
  };
  // `WEB_CONCURRENCY` processes on the one port under a primary (docs/decisions.md, Every core); 1: this process alone.
  if (cluster.isWorker) return serveWorker(config).catch(cannotListen);
  const processes = config.WEB_CONCURRENCY ?? os.availableParallelism();
  if (processes > 1) return servePrimary(config, processes, fail);
  const serving = await serve(config, consoleDatabaseEvents(fail)).catch(cannotListen);
  tellSeeded(serving.seeded);
  onStopSignal(async () => {
    exitIfStuck((message) => console.error(message));
    await serving.close();
    process.exit(0);
  });
}

main().catch((error: unknown) => {
  const forPeople = error instanceof ConfigError || error instanceof LegacyDataDirError;
  fail(forPeople ? (error as Error).message : error instanceof Error ? `Startup failed: ${error.message.split('\n')[0]}` : String(error));
});
