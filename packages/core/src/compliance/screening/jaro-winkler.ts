/**
 * Jaro–Winkler similarity of two strings, 0 (nothing alike) to 1 (equal), with the standard prefix scale 0.1 over at
 * most 4 leading characters. Written here rather than taken from npm (docs/decisions.md, Compliance: sanctions
 * screening): the screening index calls it millions of times per import, so it reuses its buffers instead of
 * allocating per call, and it compares UTF-16 code units, which is exact for the Latin and Arabic-script letters the
 * name normaliser leaves.
 */
let flagsA = new Uint8Array(64);
let flagsB = new Uint8Array(64);
let codesOfB = new Uint16Array(64);

export function jaroWinkler(a: string, b: string): number {
  if (a === b) return 1;
  if (codesOfB.length < b.length) codesOfB = new Uint16Array(b.length * 2);
  for (let j = 0; j < b.length; j++) codesOfB[j] = b.charCodeAt(j);
  return jaroWinklerOfCodes(a, codesOfB, 0, b.length);
}

/**
 * jaroWinkler(a, b) where b, `lb` long, is read from `bStart` on in its code units `bCodes`: the screening index
 * keeps a bucket's tokens side by side and reads them in order rather than one string each.
 */
export function jaroWinklerOfCodes(a: string, bCodes: Uint16Array, bStart: number, lb: number): number {
  const la = a.length;
  if (la === 0 || lb === 0) return 0;
  if (flagsA.length < la) flagsA = new Uint8Array(la * 2);
  if (flagsB.length < lb) flagsB = new Uint8Array(lb * 2);
  // Cleared by hand: for a name's few letters a loop is cheaper than TypedArray.fill's call into the runtime.
  for (let i = 0; i < la; i++) flagsA[i] = 0;
  for (let j = 0; j < lb; j++) flagsB[j] = 0;
  const window = Math.max(0, ((la > lb ? la : lb) >> 1) - 1);
  let matches = 0;
  for (let i = 0; i < la; i++) {
    const from = i > window ? i - window : 0;
    const to = i + window < lb ? i + window : lb - 1;
    const code = a.charCodeAt(i);
    for (let j = from; j <= to; j++) {
      if (flagsB[j] === 0 && bCodes[bStart + j] === code) {
        flagsA[i] = 1;
        flagsB[j] = 1;
        matches++;
        break;
      }
    }
  }
  if (matches === 0) return 0;
  let transposed = 0;
  let k = 0;
  for (let i = 0; i < la; i++) {
    if (flagsA[i] === 0) continue;
    while (flagsB[k] === 0) k++;
    if (a.charCodeAt(i) !== bCodes[bStart + k]) transposed++;
    k++;
  }
  const jaro = (matches / la + matches / lb + (matches - transposed / 2) / matches) / 3;
  let prefix = 0;
  const maxPrefix = Math.min(4, la, lb);
  while (prefix < maxPrefix && a.charCodeAt(prefix) === bCodes[bStart + prefix]) prefix++;
  return jaro + prefix * 0.1 * (1 - jaro);
}
