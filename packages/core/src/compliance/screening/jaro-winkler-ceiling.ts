/**
 * Upper bounds of Jaro–Winkler similarity, cheap enough that the screening index can pass over a token that cannot be
 * similar enough without computing the similarity (docs/decisions.md, Compliance: sanctions screening). Jaro's
 * matching characters are at most the letters the two strings have in common, counted with repeats; with no
 * transpositions and that many matches Jaro is highest, and Winkler's prefix bonus only grows with Jaro. The prefix is
 * counted exactly, as jaroWinkler counts it. Two counts of common letters, each never below the true one: a sketch of
 * three numbers (a few operations), then a merge of the sorted letters (exact).
 */

/** A string's UTF-16 code units, in order. */
export function textCodes(text: string): Uint16Array {
  const codes = new Uint16Array(text.length);
  for (let i = 0; i < text.length; i++) codes[i] = text.charCodeAt(i);
  return codes;
}

/** A string's UTF-16 code units, sorted: its letters as a multiset, computed once per token. */
export const letterCodes = (text: string): Uint16Array => textCodes(text).sort();

/**
 * A string's letters in three numbers: which letter classes (code unit mod 32) occur once or more, which twice or
 * more, and how many occurrences lie beyond a class's second. Classes merge letters, which only raises the count.
 */
export interface LetterSketch {
  once: number;
  twice: number;
  beyond: number;
}

export function letterSketch(text: string): LetterSketch {
  const counts = new Uint8Array(32);
  let once = 0;
  let twice = 0;
  let beyond = 0;
  for (let i = 0; i < text.length; i++) {
    const letterClass = text.charCodeAt(i) & 31;
    const seen = counts[letterClass]!;
    if (seen === 0) once |= 1 << letterClass;
    else if (seen === 1) twice |= 1 << letterClass;
    else beyond++;
    counts[letterClass] = seen < 2 ? seen + 1 : 2;
  }
  return { once, twice, beyond };
}

function bitCount(bits: number): number {
  let v = bits - ((bits >>> 1) & 0x55555555);
  v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
  return (Math.imul((v + (v >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24);
}

/** Never below the letters two strings share (commonLetters), from their sketches' parts. */
export function sketchCommon(aOnce: number, aTwice: number, aBeyond: number, bOnce: number, bTwice: number, bBeyond: number): number {
  return bitCount(aOnce & bOnce) + bitCount(aTwice & bTwice) + Math.min(aBeyond, bBeyond);
}

/** How many letters two strings share, counted with repeats: `a` is one's letterCodes, `b` from `bStart` on, `lb` long, the other's. */
export function commonLetters(a: Uint16Array, b: Uint16Array, bStart: number, lb: number): number {
  let i = 0;
  let j = bStart;
  const bEnd = bStart + lb;
  let common = 0;
  while (i < a.length && j < bEnd) {
    const x = a[i]!;
    const y = b[j]!;
    if (x === y) {
      common++;
      i++;
      j++;
    } else if (x < y) i++;
    else j++;
  }
  return common;
}

/** The common prefix jaroWinkler counts (at most 4) of `a` and b, read from `bStart` on in its code units `bCodes`, `lb` long. */
export function winklerPrefix(a: string, bCodes: Uint16Array, bStart: number, lb: number): number {
  let prefix = 0;
  const maxPrefix = Math.min(4, a.length, lb);
  while (prefix < maxPrefix && a.charCodeAt(prefix) === bCodes[bStart + prefix]) prefix++;
  return prefix;
}

/** Never below jaroWinkler of two non-empty strings `la` and `lb` long sharing at most `common` letters and `prefix` leading ones. */
export function jaroWinklerCeiling(common: number, la: number, lb: number, prefix: number): number {
  if (common === 0) return 0;
  const jaro = (common / la + common / lb + 1) / 3;
  return jaro + prefix * 0.1 * (1 - jaro);
}
