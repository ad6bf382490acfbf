import { dateOfBirthAdjustment, dateOfBirthBonus, tokenSetScore } from './name-score';
import { nameTokens } from './normalise-name';
import { jaroWinklerOfCodes } from './jaro-winkler';
import { commonLetters, jaroWinklerCeiling, letterCodes, letterSketch, sketchCommon, textCodes, winklerPrefix, type LetterSketch } from './jaro-winkler-ceiling';

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
/** What the ceiling of a pair's similarity is held to: a hair under candidateSimilarity, so rounding cannot drop a pair. */
const candidateFloor = candidateSimilarity - 1e-9;
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
  ids: readonly number[];
  reach: number;
}

const nothingAlike: Alike = { ids: [], reach: 0 };

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
 * The list tokens of one bucket and length: their ids, each one's textCodes and letterCodes at `length` apart, and
 * their letterSketch parts.
 */
interface Block {
  ids: Int32Array;
  codes: Uint16Array;
  letters: Uint16Array;
  once: Int32Array;
  twice: Int32Array;
  beyond: Int32Array;
}

function block(ids: readonly number[], length: number, tokenText: readonly string[]): Block {
  const codes = new Uint16Array(ids.length * length);
  const letters = new Uint16Array(ids.length * length);
  const sketches = ids.map((id) => letterSketch(tokenText[id]!));
  ids.forEach((id, i) => {
    codes.set(textCodes(tokenText[id]!), i * length);
    letters.set(letterCodes(tokenText[id]!), i * length);
  });
  const part = (key: keyof LetterSketch) => Int32Array.from(sketches, (sketch) => sketch[key]);
  return { ids: Int32Array.from(ids), codes, letters, once: part('once'), twice: part('twice'), beyond: part('beyond') };
}

/** Lists of ids as one array and where each list starts (the last start is the end of the last list). */
function packed(lists: readonly number[][]): [Int32Array, Int32Array] {
  const starts = new Int32Array(lists.length + 1);
  lists.forEach((list, i) => (starts[i + 1] = starts[i]! + list.length));
  const all = new Int32Array(starts[lists.length]!);
  lists.forEach((list, i) => all.set(list, starts[i]!));
  return [starts, all];
}

/**
 * The list, indexed for screening many names (docs/decisions.md, Compliance: sanctions screening). Each alias is
 * indexed as written and with each pair of neighbouring names joined (spacing); each distinct token maps to the
 * spellings holding it, and sits in buckets by letters and length. A screened token finds its similar list tokens
 * once (cached); spellings sharing similar tokens with two of the name's tokens are candidates, and only those are
 * scored. Built once per list version and shared by every screening.
 */
export class ScreeningIndex {
  private readonly spellingTokens: string[][] = [];
  private readonly spellingEntry: number[] = [];
  private readonly spellingAlias: string[] = [];
  private readonly tokenIds = new Map<string, number>();
  private readonly tokenText: string[] = [];
  /** List token → the spellings holding it: spelling ids postingStart[token] to postingStart[token + 1] in postingList. */
  private postingStart: Int32Array = new Int32Array(0);
  private postingList: Int32Array = new Int32Array(0);
  /** Spelling → its token ids, spellingTokenStart[spelling] to spellingTokenStart[spelling + 1] in spellingTokenList. */
  private spellingTokenStart: Int32Array = new Int32Array(0);
  private spellingTokenList: Int32Array = new Int32Array(0);
  /** Bucket key → token length → the tokens there, their letters side by side so a search reads them in order. */
  private readonly buckets = new Map<string, Block[]>();
  private readonly similarCache = new Map<string, Alike>();
  private readonly entries = new Map<number, ScreeningEntry>();
  /** Per spelling, the last screening that reached it (a stamp, so nothing is cleared between names). */
  private seen = new Int32Array(0);
  private generation = 0;
  /**
   * Per list token, which of the current spelling's query tokens it is similar to (markTokens): the stamp of the
   * spelling that marked it, the first query token, and whether a second one did too. Read by sharedTokens in place
   * of a set lookup per token pair.
   */
  private markStamp = new Int32Array(0);
  private markFirst = new Int32Array(0);
  private markSecond = new Uint8Array(0);
  /** Per list token, the last similar-token search that found it (buckets overlap). */
  private foundStamp = new Int32Array(0);
  private search = 0;

  constructor(entries: Iterable<ScreeningEntry>) {
    const postings: number[][] = [];
    const spellingTokenIds: number[][] = [];
    const bucketIds = new Map<string, number[][]>();
    const tokenId = (token: string) => {
      let id = this.tokenIds.get(token);
      if (id === undefined) {
        id = this.tokenText.length;
        this.tokenIds.set(token, id);
        this.tokenText.push(token);
        postings.push([]);
        for (const key of bucketKeys(token)) {
          let byLength = bucketIds.get(key);
          if (!byLength) bucketIds.set(key, (byLength = []));
          (byLength[token.length] ??= []).push(id);
        }
      }
      return id;
    };
    for (const entry of entries) {
      this.entries.set(entry.id, entry);
      for (const alias of entry.names) {
        for (const { tokens } of spellings(nameTokens(alias))) {
          if (tokens.length === 0) continue;
          const spelling = this.spellingTokens.length;
          const ids = tokens.map(tokenId);
          this.spellingTokens.push(tokens);
          spellingTokenIds.push(ids);
          this.spellingEntry.push(entry.id);
          this.spellingAlias.push(alias);
          for (const id of ids) postings[id]!.push(spelling);
        }
      }
    }
    [this.postingStart, this.postingList] = packed(postings);
    [this.spellingTokenStart, this.spellingTokenList] = packed(spellingTokenIds);
    for (const [key, byLength] of bucketIds) this.buckets.set(key, byLength.map((ids, length) => block(ids, length, this.tokenText)));
    this.seen = new Int32Array(this.spellingTokens.length);
    const tokens = this.tokenText.length;
    this.markStamp = new Int32Array(tokens);
    this.markFirst = new Int32Array(tokens);
    this.markSecond = new Uint8Array(tokens);
    this.foundStamp = new Int32Array(tokens);
  }

  get size() {
    return this.entries.size;
  }

  /**
   * The list tokens alike enough to a screened token to make candidates. A bucket token whose Jaro–Winkler
   * similarity cannot reach candidateSimilarity — jaroWinklerCeiling, from the letters the two share, first as
   * sketched, then counted — is passed over without computing it: each bound is never below the similarity, so no
   * candidate is lost.
   */
  private similarTokens(token: string): Alike {
    const cached = this.similarCache.get(token);
    if (cached) return cached;
    const found: number[] = [];
    this.search += 1;
    const letters = letterCodes(token);
    const { once, twice, beyond } = letterSketch(token);
    for (const key of bucketKeys(token)) {
      const byLength = this.buckets.get(key);
      if (!byLength) continue;
      for (let length = Math.max(1, token.length - lengthSlack); length <= token.length + lengthSlack; length++) {
        const tokens: Block | undefined = byLength[length];
        if (!tokens) continue;
        for (let i = 0; i < tokens.ids.length; i++) {
          const start = i * length;
          const prefix = winklerPrefix(token, tokens.codes, start, length);
          const sketched = sketchCommon(once, twice, beyond, tokens.once[i]!, tokens.twice[i]!, tokens.beyond[i]!);
          if (jaroWinklerCeiling(sketched, token.length, length, prefix) < candidateFloor) continue;
          if (jaroWinklerCeiling(commonLetters(letters, tokens.letters, start, length), token.length, length, prefix) < candidateFloor) continue;
          // A token in both of the screened token's buckets is found once; checked here, past the bounds, as few get this far.
          const id = tokens.ids[i]!;
          if (this.foundStamp[id] === this.search) continue;
          if (jaroWinklerOfCodes(token, tokens.codes, start, length) < candidateSimilarity) continue;
          this.foundStamp[id] = this.search;
          found.push(id);
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
    return id === undefined ? nothingAlike : { ids: [id], reach: this.postingStart[id + 1]! - this.postingStart[id]! };
  }

  /** Every entry with an alias scoring at least `threshold` against the subject, best first. */
  screen(subject: ScreenedSubject, threshold: number): ScreeningMatch[] {
    return this.screenTokens(nameTokens(subject.name), subject.dateOfBirth ?? null, threshold);
  }

  /**
   * screen() of a name already folded (nameTokens): a caller screening many names folds each once, and screens each
   * distinct one once; nothing of the answer is kept here.
   */
  screenTokens(tokens: readonly string[], dateOfBirth: string | null, threshold: number): ScreeningMatch[] {
    if (tokens.length === 0) return [];
    const best = new Map<number, ScreeningMatch>();
    for (const spelling of spellings(tokens)) this.screenSpelling(spelling, dateOfBirth, threshold, best);
    return [...best.values()].sort((a, b) => b.score - a.score || a.entryId - b.entryId);
  }

  private reach(similar: readonly number[]): number {
    let total = 0;
    for (const id of similar) total += this.postingStart[id + 1]! - this.postingStart[id]!;
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
    this.markTokens(similar);
    for (const { ids } of sources) {
      for (const id of ids) {
        for (let p = this.postingStart[id]!, end = this.postingStart[id + 1]!; p < end; p++) {
          const spelling = this.postingList[p]!;
          if (this.seen[spelling] === this.generation) continue;
          this.seen[spelling] = this.generation;
          if (this.sharedTokens(spelling) < need(this.spellingTokenStart[spelling + 1]! - this.spellingTokenStart[spelling]!)) continue;
          this.score(spelling, query, dateOfBirth, threshold, best);
        }
      }
    }
  }

  /** Marks every list token with the query tokens it is similar to, for this spelling (this.generation). */
  private markTokens(similar: readonly Alike[]) {
    for (let q = 0; q < similar.length; q++) {
      for (const id of similar[q]!.ids) {
        if (this.markStamp[id] !== this.generation) {
          this.markStamp[id] = this.generation;
          this.markFirst[id] = q;
          this.markSecond[id] = 0;
        } else if (this.markFirst[id] !== q) this.markSecond[id] = 1;
      }
    }
  }

  /** How many of the query's tokens have a similar token in the spelling, counted up to two (all `need` asks). */
  private sharedTokens(spelling: number): number {
    let first = -1;
    for (let t = this.spellingTokenStart[spelling]!, end = this.spellingTokenStart[spelling + 1]!; t < end; t++) {
      const id = this.spellingTokenList[t]!;
      if (this.markStamp[id] !== this.generation) continue;
      if (this.markSecond[id] === 1) return 2;
      if (first === -1) first = this.markFirst[id]!;
      else if (first !== this.markFirst[id]) return 2;
    }
    return first === -1 ? 0 : 1;
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
