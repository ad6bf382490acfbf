import { jaroWinkler } from './jaro-winkler';

/**
 * How alike two folded names are (docs/decisions.md, Compliance: sanctions screening), whatever the order of their
 * tokens: each token of the shorter name is paired with its most similar unpaired token of the longer one
 * (Jaro–Winkler, less a little for a difference in length: Jaro–Winkler rates a name that begins another, Kaja and
 * Kajasi, nearly equal), and the pairs averaged. A pair less alike than `pairFloor` counts for much less (two
 * different first names before one surname are two people, however long the surname). A name that covers only part of the
 * other loses a little — two of an alias's four names still score high, one alone does not.
 */
const pairFloor = 0.9;
const lengthPenalty = 0.25;
const pairScore = (similarity: number) => (similarity >= pairFloor ? similarity : Math.max(0, similarity - 4 * (pairFloor - similarity)));

export function tokenSetScore(a: readonly string[], b: readonly string[]): number {
  if (a.length === 0 || b.length === 0) return 0;
  const [short, long] = a.length <= b.length ? [a, b] : [b, a];
  const used = new Uint8Array(long.length);
  let total = 0;
  for (const token of short) {
    let best = 0;
    let bestAt = -1;
    for (let i = 0; i < long.length; i++) {
      if (used[i] === 1) continue;
      const other = long[i]!;
      const similarity = jaroWinkler(token, other) - (lengthPenalty * Math.abs(token.length - other.length)) / Math.max(token.length, other.length);
      if (similarity > best) {
        best = similarity;
        bestAt = i;
      }
    }
    if (bestAt >= 0) used[bestAt] = 1;
    total += pairScore(best);
  }
  const similarity = total / short.length;
  if (short.length === long.length) return similarity;
  const coverage = short.length / long.length;
  return short.length === 1 ? similarity * (0.5 + 0.3 * coverage) : similarity * (0.9 + 0.1 * coverage);
}

const datePattern = /^(\d{4})(?:-(\d{2})-(\d{2}))?$/;

/** What a date of birth on both sides does to the score: the same date (or year, where one side has only a year) raises it, years two or more apart lower it. */
export const dateOfBirthBonus = 0.05;
export const dateOfBirthPenalty = 0.15;

export function dateOfBirthAdjustment(subject: string | null | undefined, listed: readonly string[]): number {
  const mine = subject ? datePattern.exec(subject) : null;
  if (!mine) return 0;
  let nearest = Infinity;
  for (const date of listed) {
    const theirs = datePattern.exec(date);
    if (!theirs) continue;
    const sameYear = theirs[1] === mine[1];
    if (sameYear && (theirs[2] === undefined || mine[2] === undefined || (theirs[2] === mine[2] && theirs[3] === mine[3]))) return dateOfBirthBonus;
    nearest = Math.min(nearest, Math.abs(Number(theirs[1]) - Number(mine[1])));
  }
  return nearest >= 2 && nearest !== Infinity ? -dateOfBirthPenalty : 0;
}
