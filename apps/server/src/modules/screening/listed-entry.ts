import { createHash } from 'node:crypto';

/** One person or organisation as a list file gives it, before it is stored. */
export interface ListedEntry {
  reference: string;
  kind: 'individual' | 'entity';
  name: string;
  aliases: string[];
  datesOfBirth: string[];
  nationality: string | null;
  listedOn: string | null;
}

/** The most entries one list version may hold: the UN list holds about a thousand, an owner's local list far fewer. */
export const maxListEntries = 50_000;
/** A name or alias longer than this is cut: no real name is, and the screening reads at most 200 characters. */
const maxNameLength = 500;

export const listText = (value: string) => value.replace(/\s+/g, ' ').trim().slice(0, maxNameLength);

/** Names and dates, sorted: the same entry in the next version of the list has the same digest; a changed one does not. */
export function entryFingerprint(entry: Pick<ListedEntry, 'aliases' | 'datesOfBirth'>): string {
  const names = [...new Set(entry.aliases)].sort();
  const dates = [...new Set(entry.datesOfBirth)].sort();
  return createHash('sha256').update(JSON.stringify([names, dates])).digest('hex');
}
