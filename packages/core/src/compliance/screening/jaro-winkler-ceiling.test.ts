import { describe, expect, it } from 'vitest';
import { jaroWinkler } from './jaro-winkler';
import { jaroWinklerCeiling, letterCodes, textCodes } from './jaro-winkler-ceiling';

/** b is read from the middle of a longer array, as the index keeps a bucket's tokens side by side. */
const ceiling = (a: string, b: string) => {
  const around = (codes: Uint16Array) => Uint16Array.of(0xffff, ...codes, 0);
  return jaroWinklerCeiling(a, letterCodes(a), around(textCodes(b)), around(letterCodes(b)), 1, b.length);
};

describe('jaroWinklerCeiling', () => {
  it('is never below Jaro–Winkler, over many random pairs of short Latin and Arabic-script tokens', () => {
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
      expect(ceiling(a, b), `${a} ~ ${b}`).toBeGreaterThanOrEqual(jaroWinkler(a, b));
    }
  });

  it('equals Jaro–Winkler where the shared letters all match in place', () => {
    expect(ceiling('karimi', 'karimi')).toBe(1);
    expect(ceiling('karim', 'karimi')).toBeCloseTo(jaroWinkler('karim', 'karimi'), 12);
    expect(ceiling('abc', 'xyz')).toBe(0);
  });

  it('passes over a pair with few letters in common, which Jaro–Winkler also rates low', () => {
    expect(ceiling('bakazai', 'tulumkhel')).toBeLessThan(0.84);
    expect(jaroWinkler('bakazai', 'tulumkhel')).toBeLessThan(0.84);
  });
});
