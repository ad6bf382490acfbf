import type { IdType, Language } from '@sarafi/core';

/**
 * An ID type's name in the app's three languages, for the server's own workbooks (the large cash report, the STR draft):
 * the server cannot read the web catalogues (docs/architecture.md, Layers).
 */
const words: Record<Language, Record<IdType, string>> = {
  en: { tazkira: 'Tazkira', 'e-tazkira': 'e-Tazkira', passport: 'Passport', other: 'Other' },
  'fa-AF': { tazkira: 'تذکره', 'e-tazkira': 'تذکرهٔ الکترونیکی', passport: 'پاسپورت', other: 'دیگر' },
  ps: { tazkira: 'تذکره', 'e-tazkira': 'برېښنايي تذکره', passport: 'پاسپورت', other: 'بل' },
};

/** The stored ID type as the reader's language names it; a code the list does not know stays as stored. */
export function idTypeWord(language: Language, type: string | null): string | undefined {
  if (type === null) return undefined;
  const named = words[language] as Record<string, string>;
  return Object.hasOwn(named, type) ? named[type] : type;
}
