/**
 * Sanctions screening at scale (docs/decisions.md, Compliance: sanctions screening): 100,000 names, as a hawala
 * sheet's senders and receivers, against a 10,000-entry list of two to four aliases each (Latin, and Arabic script
 * for a third), the index built first. Names come from a seeded generator of Afghan-style first names and surnames,
 * so the same run gives the same names; one name in a thousand is a spelling variant of a listed one.
 *   npm run bench:screening
 * Env: BENCH_NAMES (default 100000), BENCH_ENTRIES (default 10000).
 */
import { ScreeningIndex, type ScreeningEntry } from '../../packages/core/src/compliance/screening/screening-index';

const nameCount = Number(process.env.BENCH_NAMES ?? 100_000);
const entryCount = Number(process.env.BENCH_ENTRIES ?? 10_000);
const goalSeconds = 5;

/** mulberry32: a small seeded generator, so every run screens the same names. */
let seed = 20261129;
const random = () => {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
};
const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;

const firstNames = ['Mohammad', 'Ahmad', 'Abdul Rahman', 'Abdullah', 'Gul', 'Nasir', 'Farid', 'Habib', 'Karim', 'Hamid', 'Rahim', 'Jalal', 'Sayed', 'Wali', 'Zahir', 'Najib', 'Qasim', 'Yusuf', 'Hussain', 'Omar', 'Mahmud', 'Latif', 'Rashid', 'Shafiq', 'Aziz', 'Bashir', 'Daud', 'Ismail', 'Khalid', 'Nurullah'];
const consonants = 'bdfghjklmnpqrstwyz';
const vowels = 'aeiou';
const suffixes = ['zai', 'i', 'yar', 'khel', 'wal', 'zada', '', '', ''];
const syllable = () => pick([...consonants]) + pick([...vowels]);
/** A surname of two or three syllables and an Afghan ending: about a million of them, as unalike as real ones. */
const surname = () =>
  (Array.from({ length: 2 + Math.floor(random() * 2) }, syllable).join('') + pick(suffixes)).replace(/^./, (c) => c.toUpperCase());
const arabicFirst = ['محمد', 'احمد', 'عبدالرحمن', 'عبدالله', 'گل', 'نصیر', 'فرید', 'حبیب', 'کریم', 'حامد'];

const entries: ScreeningEntry[] = [];
for (let id = 1; id <= entryCount; id++) {
  const first = pick(firstNames);
  const last = surname();
  const names = [`${first} ${last}`, `${pick(firstNames)} ${first} ${last}`];
  if (random() < 0.5) names.push(`${last} ${surname()}`);
  if (random() < 0.33) names.push(`${pick(arabicFirst)} ${pick(arabicFirst)}`);
  entries.push({ id, names, datesOfBirth: random() < 0.7 ? [`${1950 + Math.floor(random() * 40)}-0${1 + Math.floor(random() * 9)}-1${Math.floor(random() * 9)}`] : [] });
}
const names: string[] = [];
for (let i = 0; i < nameCount; i++) names.push(i % 1000 === 0 ? entries[i % entryCount]!.names[0]!.replace('Mohammad', 'Muhammed').replace('a', 'aa') : `${pick(firstNames)} ${surname()}`);

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
