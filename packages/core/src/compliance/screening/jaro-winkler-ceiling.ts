/**
 * An upper bound of Jaro–Winkler similarity that costs a merge of two short sorted arrays, so the screening index
 * can pass over a token that cannot be similar enough without computing the similarity (docs/decisions.md,
 * Compliance: sanctions screening). Jaro's matching characters are at most the letters the two strings have in
 * common, counted with repeats; with no transpositions and that many matches, Jaro is highest, and Winkler's prefix
 * bonus only grows with Jaro. The prefix is counted exactly, as jaroWinkler counts it.
 */

/** A string's UTF-16 code units, in order. */
export function textCodes(text: string): Uint16Array {
  const codes = new Uint16Array(text.length);
  for (let i = 0; i < text.length; i++) codes[i] = text.charCodeAt(i);
  return codes;
}

/** A string's UTF-16 code units, sorted: its letters as a multiset, computed once per token. */
export const letterCodes = (text: string): Uint16Array => textCodes(text).sort();

/** How many letters two strings share, counted with repeats: `a` is one string's letterCodes, `b` from `bStart` on, `lb` long, the other's. */
function commonLetters(a: Uint16Array, b: Uint16Array, bStart: number, lb: number): number {
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

/**
 * Never below jaroWinkler(a, b), where `aLetters` is a's letterCodes and b, `lb` long, is read from `bStart` on in
 * `bCodes` (its code units as written) and `bLetters` (its letterCodes): the index keeps a bucket's tokens side by
 * side so that a search reads memory in order.
 */
export function jaroWinklerCeiling(a: string, aLetters: Uint16Array, bCodes: Uint16Array, bLetters: Uint16Array, bStart: number, lb: number): number {
  const la = a.length;
  if (la === 0 || lb === 0) return la === lb ? 1 : 0;
  const common = commonLetters(aLetters, bLetters, bStart, lb);
  if (common === 0) return 0;
  const jaro = (common / la + common / lb + 1) / 3;
  let prefix = 0;
  const maxPrefix = Math.min(4, la, lb);
  while (prefix < maxPrefix && a.charCodeAt(prefix) === bCodes[bStart + prefix]) prefix++;
  return jaro + prefix * 0.1 * (1 - jaro);
}
