/**
 * Sanctions screening at scale (docs/decisions.md, Compliance: sanctions screening): 100,000 names, as a hawala
 * sheet's senders and receivers, against a 10,000-entry list of two to four aliases each (Latin, and Arabic script
 * for a third), the index built first, the names screened as the server screens an import's (screenMany: each folded
 * once, each distinct one screened once). Names and list come from the seeded generator in screening-list.ts, so the
 * same run gives the same names: the worst case (a third of them alike to some entry) and a realistic mix (one in
 * two hundred a listed variant, no other listed), each timed on its own.
 *   npm run bench:screening
 * Env: BENCH_NAMES (default 100000), BENCH_ENTRIES (default 10000), BENCH_NAME_MIX (default worst,realistic).
 */
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { ScreeningIndex, type ScreeningEntry } from '../../packages/core/src/compliance/screening/screening-index';
import { screenMany } from '../../apps/server/src/modules/screening/screen-many';
import { screeningGenerator } from './screening-list';

const nameCount = Number(process.env.BENCH_NAMES ?? 100_000);
const entryCount = Number(process.env.BENCH_ENTRIES ?? 10_000);
const nameMixes = (process.env.BENCH_NAME_MIX ?? 'worst,realistic').split(',');
const goalSeconds = 5;
const threshold = 0.9;
// A full collection before and after the index is built, so the heap it adds is what it keeps, not garbage.
setFlagsFromString('--expose-gc');
const collect = runInNewContext('gc') as () => void;

/** The realistic mix, drawn with an index of its own that is garbage once the names are drawn. */
function realisticNames(generator: ReturnType<typeof screeningGenerator>, entries: ScreeningEntry[]): string[] {
  const drawing = new ScreeningIndex(entries);
  return generator.realisticNames(nameCount, entries, (name) => drawing.screen({ name }, threshold).length > 0);
}

for (const mix of nameMixes) {
  const generator = screeningGenerator();
  const entries = generator.entries(entryCount);
  const names = mix === 'realistic' ? realisticNames(generator, entries) : generator.names(nameCount, entries);

  collect();
  const cpuBefore = process.cpuUsage();
  const heapBefore = process.memoryUsage().heapUsed;
  const started = performance.now();
  const index = new ScreeningIndex(entries);
  const built = performance.now();
  collect();
  const heapBuilt = process.memoryUsage().heapUsed;
  const hits = screenMany(index, names.map((name) => ({ name })), threshold);
  const done = performance.now();
  const seconds = (done - started) / 1000;
  const cpu = process.cpuUsage(cpuBefore);
  const cpuSeconds = (cpu.user + cpu.system) / 1e6;
  console.log(`screening, ${mix} names: ${nameCount.toLocaleString('en-US')} names × ${entryCount.toLocaleString('en-US')} entries (${entries.reduce((n, e) => n + e.names.length, 0).toLocaleString('en-US')} aliases)`);
  console.log(`  index built in ${((built - started) / 1000).toFixed(2)} s (it holds ${((heapBuilt - heapBefore) / 1024 / 1024).toFixed(1)} MB of heap), names screened in ${((done - built) / 1000).toFixed(2)} s, total ${seconds.toFixed(2)} s (goal < ${goalSeconds} s): ${seconds < goalSeconds ? 'met' : 'NOT met'}`);
  console.log(`  CPU time ${cpuSeconds.toFixed(2)} s (wall above includes waiting for a shared machine's cores)`);
  console.log(`  ${new Set(hits.map((hit) => hit.at)).size.toLocaleString('en-US')} names at or above ${threshold.toFixed(2)} (${hits.length.toLocaleString('en-US')} hits)`);
}
