// Deep imports, not '@sarafi/core': this also runs on a worker thread (screening-thread.ts), which need not load every contract.
import { nameTokens } from '@sarafi/core/compliance/screening/normalise-name';
import type { ScreenedSubject, ScreeningIndex, ScreeningMatch } from '@sarafi/core/compliance/screening/screening-index';

/** A match of the subject at `at` among those screened, with its name as releases remember it (its folded tokens). */
export interface NameHit {
  at: number;
  nameKey: string;
  match: ScreeningMatch;
}

/**
 * Screens many subjects in one go (docs/decisions.md, Compliance: sanctions screening): each name is folded once, and
 * each distinct folded name and date of birth screened once, however often a sheet repeats it. Only the hits are
 * returned, each small; the answers per name last as long as the call.
 */
export function screenMany(index: ScreeningIndex, subjects: readonly ScreenedSubject[], threshold: number): NameHit[] {
  const answers = new Map<string, ScreeningMatch[]>();
  const hits: NameHit[] = [];
  subjects.forEach((subject, at) => {
    const tokens = nameTokens(subject.name);
    if (tokens.length === 0) return;
    const nameKey = tokens.join(' ');
    const dateOfBirth = subject.dateOfBirth ?? null;
    const key = `${dateOfBirth ?? ''}|${nameKey}`;
    let matches = answers.get(key);
    if (!matches) answers.set(key, (matches = index.screenTokens(tokens, dateOfBirth, threshold)));
    for (const match of matches) hits.push({ at, nameKey, match });
  });
  return hits;
}
