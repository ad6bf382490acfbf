/**
 * Sanctions screening at scale (docs/decisions.md, Compliance: sanctions screening): 100,000 names, as a hawala
 * sheet's senders and receivers, against a 10,000-entry list of two to four aliases each (Latin, and Arabic script
 * for a third), the index built first. Names and list come from the seeded generator in screening-list.ts, so the
 * same run gives the same names; one name in a thousand is a spelling variant of a listed one.
 *   npm run bench:screening
 * Env: BENCH_NAMES (default 100000), BENCH_ENTRIES (default 10000).
 */
import { ScreeningIndex } from '../../packages/core/src/compliance/screening/screening-index';
import { screeningGenerator } from './screening-list';

const nameCount = Number(process.env.BENCH_NAMES ?? 100_000);
const entryCount = Number(process.env.BENCH_ENTRIES ?? 10_000);
const goalSeconds = 5;

const generator = screeningGenerator();
const entries = generator.entries(entryCount);
const names = generator.names(nameCount, entries);

const cpuBefore = process.cpuUsage();
const started = performance.now();
const index = new ScreeningIndex(entries);
const built = performance.now();
let hits = 0;
for (const name of names) {
  const found = index.screen({ name }, 0.9);
  if (found.length > 0) hits++;
}
const done = performance.now();
const seconds = (done - started) / 1000;
const cpu = process.cpuUsage(cpuBefore);
const cpuSeconds = (cpu.user + cpu.system) / 1e6;
console.log(`screening: ${nameCount.toLocaleString('en-US')} names × ${entryCount.toLocaleString('en-US')} entries (${entries.reduce((n, e) => n + e.names.length, 0).toLocaleString('en-US')} aliases)`);
console.log(`  index built in ${((built - started) / 1000).toFixed(2)} s, names screened in ${((done - built) / 1000).toFixed(2)} s, total ${seconds.toFixed(2)} s (goal < ${goalSeconds} s): ${seconds < goalSeconds ? 'met' : 'NOT met'}`);
console.log(`  CPU time ${cpuSeconds.toFixed(2)} s (wall above includes waiting for a shared machine's cores)`);
console.log(`  ${hits.toLocaleString('en-US')} names at or above 0.90`);
