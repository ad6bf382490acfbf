// A worker thread does not inherit the tsx loader of `node --import tsx`, nor Vitest's, so it registers tsx itself
// before loading the TypeScript entry named by its parent (worker-pool.ts).
import { workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
await import(workerData.entry);
