/**
 * The benchmarks' sanctions list and screened names, from a seeded generator of Afghan-style first names and surnames
 * so every run gives the same ones: list entries of two to four aliases each (Latin, and Arabic script for a third),
 * and names to screen, the worst case (a third of them alike to some entry) or a realistic mix (one in two hundred a
 * listed variant, none of the others listed). The same list as the UN list's XML, for
 * benchmarks that import it through the API.
 */
import type { ScreeningEntry } from '../../packages/core/src/compliance/screening/screening-index';

const firstNames = ['Mohammad', 'Ahmad', 'Abdul Rahman', 'Abdullah', 'Gul', 'Nasir', 'Farid', 'Habib', 'Karim', 'Hamid', 'Rahim', 'Jalal', 'Sayed', 'Wali', 'Zahir', 'Najib', 'Qasim', 'Yusuf', 'Hussain', 'Omar', 'Mahmud', 'Latif', 'Rashid', 'Shafiq', 'Aziz', 'Bashir', 'Daud', 'Ismail', 'Khalid', 'Nurullah'];
const consonants = 'bdfghjklmnpqrstwyz';
const vowels = 'aeiou';
const suffixes = ['zai', 'i', 'yar', 'khel', 'wal', 'zada', '', '', ''];
const arabicFirst = ['محمد', 'احمد', 'عبدالرحمن', 'عبدالله', 'گل', 'نصیر', 'فرید', 'حبیب', 'کریم', 'حامد'];

/** A generator seeded alike each time: its entries, then its names, are the same on every run. */
export function screeningGenerator() {
  // mulberry32: a small seeded generator.
  let seed = 20261129;
  const random = () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
  const syllable = () => pick([...consonants]) + pick([...vowels]);
  /** A surname of two or three syllables and an Afghan ending: about a million of them, as unalike as real ones. */
  const surname = () =>
    (Array.from({ length: 2 + Math.floor(random() * 2) }, syllable).join('') + pick(suffixes)).replace(/^./, (c) => c.toUpperCase());

  return {
    entries(count: number): ScreeningEntry[] {
      const entries: ScreeningEntry[] = [];
      for (let id = 1; id <= count; id++) {
        const first = pick(firstNames);
        const last = surname();
        const names = [`${first} ${last}`, `${pick(firstNames)} ${first} ${last}`];
        if (random() < 0.5) names.push(`${last} ${surname()}`);
        if (random() < 0.33) names.push(`${pick(arabicFirst)} ${pick(arabicFirst)}`);
        entries.push({ id, names, datesOfBirth: random() < 0.7 ? [`${1950 + Math.floor(random() * 40)}-0${1 + Math.floor(random() * 9)}-1${Math.floor(random() * 9)}`] : [] });
      }
      return entries;
    },
    /**
     * Names to screen: one in a thousand a spelling variant of an entry's first name, the rest drawn from the list's
     * own first names and syllables, so about a third of them are as alike to some entry as its variants are: the
     * worst case, far from a real sheet.
     */
    names(count: number, entries: readonly ScreeningEntry[]): string[] {
      const names: string[] = [];
      for (let i = 0; i < count; i++) names.push(i % 1000 === 0 ? variant(entries, i) : `${pick(firstNames)} ${surname()}`);
      return names;
    },
    /**
     * Names as a real sheet's might be: one in `every` a spelling variant of an entry's first name, and every other
     * drawn as names() draws them, drawn again while `listed` (the screening at the shop's threshold) says the list
     * holds it.
     */
    realisticNames(count: number, entries: readonly ScreeningEntry[], listed: (name: string) => boolean, every = 200): string[] {
      const names: string[] = [];
      for (let i = 0; i < count; i++) {
        let name = i % every === 0 ? variant(entries, i) : `${pick(firstNames)} ${surname()}`;
        while (i % every !== 0 && listed(name)) name = `${pick(firstNames)} ${surname()}`;
        names.push(name);
      }
      return names;
    },
  };
}

/** A spelling variant of an entry's first name, as a clerk might type it. */
const variant = (entries: readonly ScreeningEntry[], i: number) => entries[i % entries.length]!.names[0]!.replace('Mohammad', 'Muhammed').replace('a', 'aa');

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The entries as the UN Security Council Consolidated List's XML: each an individual, its first name the full name, the rest its aliases. */
export function unListXml(entries: readonly ScreeningEntry[]): string {
  const individuals = entries.map((entry) => {
    const [name, ...aliases] = entry.names;
    return [
      `<INDIVIDUAL><FIRST_NAME>${escapeXml(name!)}</FIRST_NAME><REFERENCE_NUMBER>BNi.${entry.id}</REFERENCE_NUMBER>`,
      ...aliases.map((alias) => `<INDIVIDUAL_ALIAS><QUALITY>Good</QUALITY><ALIAS_NAME>${escapeXml(alias)}</ALIAS_NAME></INDIVIDUAL_ALIAS>`),
      ...entry.datesOfBirth.map((date) => `<INDIVIDUAL_DATE_OF_BIRTH><TYPE_OF_DATE>EXACT</TYPE_OF_DATE><DATE>${date}</DATE></INDIVIDUAL_DATE_OF_BIRTH>`),
      '</INDIVIDUAL>',
    ].join('');
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<CONSOLIDATED_LIST dateGenerated="2026-11-29T00:00:00Z"><INDIVIDUALS>\n${individuals.join('\n')}\n</INDIVIDUALS><ENTITIES/></CONSOLIDATED_LIST>\n`;
}
