// Run by openPglite as a child process: PGlite's initdb grows its WebAssembly memory to ~700 MB, which a process
// never hands back, so an app that initialised its own data directory would carry that for its whole life (and a
// restart on the same directory needs ~200 MB). Plain JavaScript so it starts without the tsx loader.
import { renameSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';

const [target] = process.argv.slice(2);
// Built beside the target and renamed into place, so a crash mid-initdb leaves no half-made directory behind.
const building = `${target}.initdb-${process.pid}`;
const db = await PGlite.create({ dataDir: building });
await db.close();
renameSync(building, target);
