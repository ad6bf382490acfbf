import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createUserBody, userMessages } from './contract/users';
import { canonicalUsername, hasHiddenCharacter } from './username';

describe('canonicalUsername', () => {
  it.each([
    ['Admin', 'admin'],
    ['ADMIN', 'admin'],
    ['ａｄｍｉｎ', 'admin'],
    ['\u212Aarim', 'karim'],
    ['STRASSE', 'strasse'],
    ['Straße', 'strasse'],
    ['\u1E9Eaid', 'ssaid'],
    ['ΟΔΟΣ', 'οδος'],
    ['admın', 'admin'],
    ['ﺍﺣﻤﺪ', 'احمد'],
    ['  nasir   safi ', 'nasir safi'],
  ])('folds %j to %j', (name, canonical) => {
    expect(canonicalUsername(name)).toBe(canonical);
  });

  it('maps every code point and every string to a name that is its own canonical form', () => {
    const unstable: string[] = [];
    for (let cp = 0; cp < 0x110000; cp++) {
      if (cp >= 0xd800 && cp < 0xe000) continue;
      const once = canonicalUsername(String.fromCodePoint(cp));
      if (canonicalUsername(once) !== once) unstable.push(cp.toString(16));
    }
    expect(unstable).toEqual([]);
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme-composite', maxLength: 30 }), (name) => {
        const once = canonicalUsername(name);
        expect(canonicalUsername(once)).toBe(once);
      }),
    );
  });
});

describe('hidden characters', () => {
  it.each([
    ['zero-width space', 'admin\u200B'],
    ['zero-width joiner', 'ad\u200Dmin'],
    ['right-to-left override', '\u202Eadmin'],
    ['left-to-right mark', 'admin\u200E'],
    ['first-strong isolate', '\u2068admin\u2069'],
    ['byte order mark', '\uFEFFadmin'],
    ['soft hyphen', 'ad\u00ADmin'],
    ['Hangul filler', 'admin\u3164'],
    ['variation selector', 'admin\uFE0F'],
    ['tab', 'ad\tmin'],
    ['NUL', 'admin\u0000'],
    ['line separator', 'ad\u2028min'],
    ['private use', 'admin\uE000'],
  ])('finds a %s, and the user schema refuses it with a message', (_, name) => {
    expect(hasHiddenCharacter(name)).toBe(true);
    const result = createUserBody.safeParse({ username: name, email: 'a@example.com', password: 'x', role: 'user' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.message)).toContain(userMessages.usernameHiddenCharacters);
  });

  it('lets names in Dari, Pashto and with inner spaces through, in their canonical form', () => {
    for (const name of ['احمد', 'گلاحمد', 'Nasir Safi', 'operator-1']) {
      expect(hasHiddenCharacter(name)).toBe(false);
      const parsed = createUserBody.parse({ username: name, email: 'a@example.com', password: 'long-enough-pass', role: 'user' });
      expect(parsed.username).toBe(canonicalUsername(name));
    }
  });
});
