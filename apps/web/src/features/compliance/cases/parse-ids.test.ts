import { describe, expect, it } from 'vitest';
import { parseIds } from './parse-ids';

describe('transaction numbers typed into the case form', () => {
  it('reads numbers between spaces, commas and Arabic commas; nothing is an empty list', () => {
    expect(parseIds(' 12, 15 19،20 ')).toEqual([12, 15, 19, 20]);
    expect(parseIds('')).toEqual([]);
  });

  it('refuses anything else', () => {
    expect(parseIds('12; 15')).toBeNull();
    expect(parseIds('#12')).toBeNull();
    expect(parseIds('1234567890')).toBeNull();
  });
});
