import { describe, expect, it } from 'vitest';
import { jaroWinkler } from './jaro-winkler';
import { commonLetters, jaroWinklerCeiling, letterCodes, letterSketch, sketchCommon, textCodes, winklerPrefix } from './jaro-winkler-ceiling';

/** b is read from the middle of a longer array, as the index keeps a bucket's tokens side by side. */
const around = (codes: Uint16Array) => Uint16Array.of(0xffff, ...codes, 0);
const common = (a: string, b: string) => commonLetters(letterCodes(a), around(letterCodes(b)), 1, b.length);
const sketched = (a: string, b: string) => {
  const [x, y] = [letterSketch(a), letterSketch(b)];
  return sketchCommon(x.once, x.twice, x.beyond, y.once, y.twice, y.beyond);
};
const ceiling = (a: string, b: string, shared: number) => jaroWinklerCeiling(shared, a.length, b.length, winklerPrefix(a, around(textCodes(b)), 1, b.length));

describe('Jaro–Winkler ceilings', () => {
  it('are never below Jaro–Winkler, the sketch never below the merge, over many random pairs of Latin and Arabic-script tokens', () => {
    let seed = 7;
    const random = () => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed / 2147483648;
    };
    const word = (letters: string) => Array.from({ length: 1 + Math.floor(random() * 9) }, () => letters[Math.floor(random() * letters.length)]).join('');
    for (let n = 0; n < 5_000; n++) {
      const letters = n % 3 === 0 ? 'محدنصیرکلهو' : 'abdhikmnrsuz';
      const a = word(letters);
      const b = random() < 0.3 ? a.slice(0, -1) + word(letters).slice(0, 2) : word(letters);
      expect(sketched(a, b), `${a} ~ ${b}`).toBeGreaterThanOrEqual(common(a, b));
      expect(ceiling(a, b, common(a, b)), `${a} ~ ${b}`).toBeGreaterThanOrEqual(jaroWinkler(a, b));
    }
  });

  it('count letters with repeats and equal Jaro–Winkler where the shared letters all match in place', () => {
    expect(common('bakazai', 'kabazi')).toBe(6);
    expect(sketched('aaaa', 'aab')).toBe(2);
    expect(ceiling('karimi', 'karimi', 6)).toBe(1);
    expect(ceiling('karim', 'karimi', common('karim', 'karimi'))).toBeCloseTo(jaroWinkler('karim', 'karimi'), 12);
    expect(ceiling('abc', 'xyz', common('abc', 'xyz'))).toBe(0);
  });

  it('pass over a pair with few letters in common, which Jaro–Winkler also rates low', () => {
    expect(ceiling('bakazai', 'tulumkhel', common('bakazai', 'tulumkhel'))).toBeLessThan(0.84);
    expect(jaroWinkler('bakazai', 'tulumkhel')).toBeLessThan(0.84);
  });
});
