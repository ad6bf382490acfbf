import { describe, expect, it } from 'vitest';
import { jaroWinkler, jaroWinklerOfCodes } from './jaro-winkler';

describe('jaroWinkler', () => {
  it('gives the published reference values', () => {
    // Winkler's examples, as every implementation quotes them.
    expect(jaroWinkler('martha', 'marhta')).toBeCloseTo(0.9611, 4);
    expect(jaroWinkler('dwayne', 'duane')).toBeCloseTo(0.84, 4);
    expect(jaroWinkler('dixon', 'dicksonx')).toBeCloseTo(0.8133, 4);
  });

  it('is 1 for equal strings, 0 for nothing in common or an empty side, and symmetric', () => {
    expect(jaroWinkler('karimi', 'karimi')).toBe(1);
    expect(jaroWinkler('abc', 'xyz')).toBe(0);
    expect(jaroWinkler('', 'abc')).toBe(0);
    expect(jaroWinkler('محمد', 'محمود')).toBeCloseTo(jaroWinkler('محمود', 'محمد'), 10);
  });

  it('handles strings longer than its buffers', () => {
    const long = 'a'.repeat(300);
    expect(jaroWinkler(long, `${long}b`)).toBeGreaterThan(0.99);
  });

  it('reads the second string from the middle of an array of code units as from the string itself', () => {
    const side = 'xxkarimixxrahimixx';
    const codes = Uint16Array.from(side, (letter) => letter.charCodeAt(0));
    expect(jaroWinklerOfCodes('karimi', codes, 2, 6)).toBe(1);
    expect(jaroWinklerOfCodes('karimi', codes, 10, 6)).toBe(jaroWinkler('karimi', 'rahimi'));
    expect(jaroWinklerOfCodes('martha', Uint16Array.from('..marhta', (l) => l.charCodeAt(0)), 2, 6)).toBeCloseTo(0.9611, 4);
  });
});
