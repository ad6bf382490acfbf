/**
 * Characters a reader cannot see but that make two names differ or read differently: controls, format characters
 * (zero-width spaces and joiners, the right-to-left override and the other direction marks and isolates, the soft
 * hyphen), the default-ignorable fillers (Hangul fillers, variation selectors, tag characters), line and paragraph
 * separators, private-use code points and lone surrogates.
 */
const hiddenCharacter = /[\p{Cc}\p{Cf}\p{Co}\p{Cs}\p{Zl}\p{Zp}\p{Default_Ignorable_Code_Point}]/u;

export const hasHiddenCharacter = (name: string) => hiddenCharacter.test(name);
/** For names stored before hidden characters were refused: 'admin' plus a zero-width space reads as 'admin'. */
export const withoutHiddenCharacters = (name: string) => name.replace(new RegExp(hiddenCharacter.source, 'gu'), '');

/**
 * The one form of a username that is stored and looked up, so names that look alike cannot coexist: Unicode
 * compatibility forms folded together (NFKC: full-width 'ａｄｍｉｎ', ligatures, the Kelvin sign), then case folded
 * (lower, upper, then lower case, which also folds 'ß' and 'ẞ' to 'ss' and final sigma to sigma), then NFKC again because case
 * mapping can leave a string denormalised, and runs of spaces made one. Idempotent: canonical names map to themselves.
 */
export function canonicalUsername(name: string): string {
  return name
    .normalize('NFKC')
    .toLowerCase()
    .toUpperCase()
    .toLowerCase()
    .normalize('NFKC')
    .replace(/\s+/gu, ' ')
    .trim();
}
