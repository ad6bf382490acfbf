import { dateOfBirthAdjustment, dateOfBirthBonus, tokenSetScore } from './name-score';
import { nameTokens } from './normalise-name';
import { jaroWinkler } from './jaro-winkler';

/** One entry of a sanctions list as the screening reads it: every alias (Latin and original script) and dates of birth (`YYYY-MM-DD` or `YYYY`). */
export interface ScreeningEntry {
  id: number;
  names: readonly string[];
  datesOfBirth: readonly string[];
}

export interface ScreenedSubject {
  name: string;
  dateOfBirth?: string | null;
}

/** The best-scoring alias of one entry that reached the threshold; `score` in [0, 1], three decimals. */
export interface ScreeningMatch {
  entryId: number;
  alias: string;
  score: number;
}

/** Two tokens at least this alike make an alias a candidate; the full score then decides. */
const candidateSimilarity = 0.84;
/**
 * Tokens are compared only with tokens whose length is within this of their own: a pair two letters apart loses
 * enough to its length difference (name-score.ts) that it rarely reaches the pair floor.
 */
const lengthSlack = 1;
/** Names of more tokens than this are not re-joined pairwise (an entity's long name is matched token by token). */
const maxJoinedTokens = 4;
const cacheLimit = 200_000;
/**
 * The highest score a one-token alias reaches against a name of two or more tokens: tokenSetScore's cover factor
 * for one of two tokens (0.65), plus the date-of-birth bonus. Above it, such aliases need not be looked at.
 */
const singleTokenCeiling = 0.5 + 0.3 * 0.5 + dateOfBirthBonus;

/** A screened token's similar list tokens, and how many postings they reach (what generating candidates from it costs). */
interface Alike {
  ids: ReadonlySet<number>;
  reach: number;
}

interface Spelling {
  tokens: string[];
  /** Where two neighbours were written as one word (spacing), or -1 for the name as written. */
  joinedAt: number;
}

/** The token lists a name may be written as: as it is, and with each pair of neighbours written as one word. */
function spellings(tokens: readonly string[]): Spelling[] {
  const forms: Spelling[] = [{ tokens: tokens.slice(), joinedAt: -1 }];
  if (tokens.length < 2 || tokens.length > maxJoinedTokens) return forms;
  for (let i = 0; i + 1 < tokens.length; i++) forms.push({ tokens: [...tokens.slice(0, i), tokens[i]! + tokens[i + 1]!, ...tokens.slice(i + 2)], joinedAt: i });
  return forms;
}

/** Vowels begin names interchangeably across transliterations (Usama, Osama; Ismail, Esmail): one class for all. */
const initial = (token: string) => (/^[aeiouا]/.test(token) ? '*' : token[0]!);
/**
 * The two buckets a token sits in (each split by length): by its first three letters, and by its first and last
 * two, so a token still meets a variant that differs in one of those places.
 */
const bucketKeys = (token: string) => [`${initial(token)}${token.slice(1, 3)}`, `${initial(token)}…${token.slice(-2)}`];

/**
 * The list, indexed for screening many names (docs/decisions.md, Compliance: sanctions screening). Each alias is
 * indexed as written and with each pair of neighbouring names joined (spacing); each distinct token maps to the
 * spellings holding it, and sits in buckets by letters and length. A screened token finds its similar list tokens
 * once (cached); spellings sharing similar tokens with two of the name's tokens are candidates, and only those are
 * scored. Built once per list version and shared by every screening.
 */
export class ScreeningIndex {
  private readonly spellingTokens: string[][] = [];
  private readonly spellingTokenIds: number[][] = [];
  private readonly spellingEntry: number[] = [];
  private readonly spellingAlias: string[] = [];
  private readonly tokenIds = new Map<string, number>();
  private readonly tokenText: string[] = [];
  private readonly postings: number[][] = [];
  /** Bucket key → token length → token ids. */
  private readonly buckets = new Map<string, number[][]>();
  private readonly similarCache = new Map<string, Alike>();
  private readonly resultCache = new Map<string, ScreeningMatch[]>();
  private readonly entries = new Map<number, ScreeningEntry>();
  /** Per spelling, the last screening that reached it (a stamp, so nothing is cleared between names). */
  private seen = new Int32Array(0);
  private generation = 0;

  constructor(entries: Iterable<ScreeningEntry>) {
    for (const entry of entries) {
      this.entries.set(entry.id, entry);
      for (const alias of entry.names) {
        for (const { tokens } of spellings(nameTokens(alias))) {
          if (tokens.length === 0) continue;
          const spelling = this.spellingTokens.length;
          const ids = tokens.map((token) => this.tokenId(token));
          this.spellingTokens.push(tokens);
          this.spellingTokenIds.push(ids);
          this.spellingEntry.push(entry.id);
          this.spellingAlias.push(alias);
          for (const id of ids) this.postings[id]!.push(spelling);
        }
      }
    }
    this.seen = new Int32Array(this.spellingTokens.length);
  }

  get size() {
    return this.entries.size;
  }

  private tokenId(token: string): number {
    let id = this.tokenIds.get(token);
    if (id === undefined) {
      id = this.tokenText.length;
      this.tokenIds.set(token, id);
      this.tokenText.push(token);
      this.postings.push([]);
      for (const key of bucketKeys(token)) {
        let byLength = this.buckets.get(key);
        if (!byLength) this.buckets.set(key, (byLength = []));
        (byLength[token.length] ??= []).push(id);
      }
    }
    return id;
  }

  /** The list tokens alike enough to a screened token to make candidates. */
  private similarTokens(token: string): Alike {
    const cached = this.similarCache.get(token);
    if (cached) return cached;
    const found = new Set<number>();
    for (const key of bucketKeys(token)) {
      const byLength = this.buckets.get(key);
      if (!byLength) continue;
      for (let length = Math.max(1, token.length - lengthSlack); length <= token.length + lengthSlack; length++) {
        for (const id of byLength[length] ?? []) {
          if (!found.has(id) && jaroWinkler(token, this.tokenText[id]!) >= candidateSimilarity) found.add(id);
        }
      }
    }
    const alike = { ids: found, reach: this.reach(found) };
    if (this.similarCache.size >= cacheLimit) this.similarCache.clear();
    this.similarCache.set(token, alike);
    return alike;
  }

  /** The list token spelled exactly so, if any: two names written as one are looked up as written, not fuzzily. */
  private exactToken(token: string): Alike {
    const id = this.tokenIds.get(token);
    return id === undefined ? { ids: new Set(), reach: 0 } : { ids: new Set([id]), reach: this.postings[id]!.length };
  }

  /** Every entry with an alias scoring at least `threshold` against the subject, best first. */
  screen(subject: ScreenedSubject, threshold: number): ScreeningMatch[] {
    const tokens = nameTokens(subject.name);
    if (tokens.length === 0) return [];
    const key = `${threshold}|${subject.dateOfBirth ?? ''}|${tokens.join(' ')}`;
    const cached = this.resultCache.get(key);
    if (cached) return cached;
    const best = new Map<number, ScreeningMatch>();
    for (const spelling of spellings(tokens)) this.screenSpelling(spelling, subject.dateOfBirth ?? null, threshold, best);
    const matches = [...best.values()].sort((a, b) => b.score - a.score || a.entryId - b.entryId);
    if (this.resultCache.size >= cacheLimit) this.resultCache.clear();
    this.resultCache.set(key, matches);
    return matches;
  }

  private reach(similar: ReadonlySet<number>): number {
    let total = 0;
    for (const id of similar) total += this.postings[id]!.length;
    return total;
  }

  private screenSpelling({ tokens: query, joinedAt }: Spelling, dateOfBirth: string | null, threshold: number, best: Map<number, ScreeningMatch>) {
    const similar = query.map((token, i) => (i === joinedAt ? this.exactToken(token) : this.similarTokens(token)));
    // A joined spelling adds only what its joined word finds: its other words were looked up with the name as written.
    if (joinedAt >= 0 && similar[joinedAt]!.reach === 0) return;
    const need = (spellingLength: number) => Math.min(2, query.length, spellingLength);
    // A candidate shares similar tokens with two of the query's (a one-token alias scores at most singleTokenCeiling
    // against it), so with some query token other than the costliest, whose postings (a Mohammad's) are then not
    // walked: prefix filtering, as in set-similarity joins.
    let sources = similar;
    if (query.length >= 2 && threshold > singleTokenCeiling) {
      const costliest = similar.reduce((worst, alike, i) => (alike.reach > similar[worst]!.reach ? i : worst), 0);
      sources = similar.filter((_, i) => i !== costliest);
    }
    this.generation += 1;
    for (const { ids: set } of sources) {
      for (const id of set) {
        for (const spelling of this.postings[id]!) {
          if (this.seen[spelling] === this.generation) continue;
          this.seen[spelling] = this.generation;
          if (this.sharedTokens(spelling, similar) < need(this.spellingTokenIds[spelling]!.length)) continue;
          this.score(spelling, query, dateOfBirth, threshold, best);
        }
      }
    }
  }

  /** How many of the query's tokens have a similar token in the spelling. */
  private sharedTokens(spelling: number, similar: readonly Alike[]): number {
    const ids = this.spellingTokenIds[spelling]!;
    let shared = 0;
    for (let q = 0; q < similar.length; q++) {
      const alike = similar[q]!.ids;
      for (let t = 0; t < ids.length; t++) {
        if (alike.has(ids[t]!)) {
          shared++;
          break;
        }
      }
    }
    return shared;
  }

  private score(spelling: number, query: readonly string[], dateOfBirth: string | null, threshold: number, best: Map<number, ScreeningMatch>) {
    const entryId = this.spellingEntry[spelling]!;
    const entry = this.entries.get(entryId)!;
    const raw = tokenSetScore(query, this.spellingTokens[spelling]!) + dateOfBirthAdjustment(dateOfBirth, entry.datesOfBirth);
    const score = Math.round(Math.min(1, Math.max(0, raw)) * 1000) / 1000;
    if (score < threshold) return;
    const previous = best.get(entryId);
    if (!previous || previous.score < score) best.set(entryId, { entryId, alias: this.spellingAlias[spelling]!, score });
  }
}
