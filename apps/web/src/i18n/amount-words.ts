import { amountInWords, languages, Money, type Language } from '@sarafi/core';

/** The app's language for an i18next language code; anything it has no catalogue for reads as English. */
export const appLanguage = (code: string | undefined): Language => languages.find((language) => language === code) ?? 'en';

/**
 * The amount in words a form or receipt shows (docs/decisions.md, Money and amounts): SPEC's English words always, and the Dari or Pashto
 * words beside them when that is the page's language (`local` is '' in English). Both are '' with no amount.
 */
export function amountWords(amount: string, language: Language): { english: string; local: string } {
  if (new Money(amount).isZero()) return { english: '', local: '' };
  return { english: amountInWords(amount), local: language === 'en' ? '' : amountInWords(amount, language) };
}
