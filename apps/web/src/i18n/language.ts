import { languages, type Language } from '@sarafi/core';
import i18n from 'i18next';

/**
 * The language last used in this browser. The server holds each user's choice; this copy only lets the login screen
 * (no user yet) speak the language the shop's staff last chose here, instead of flashing English at them.
 */
const storageKey = 'sarafi-language';

const isLanguage = (value: unknown): value is Language => typeof value === 'string' && (languages as readonly string[]).includes(value);

export function rememberedLanguage(): Language {
  try {
    const stored = localStorage.getItem(storageKey);
    return isLanguage(stored) ? stored : 'en';
  } catch {
    // Storage can be off (privacy settings); English is then the start, as SPEC has it.
    return 'en';
  }
}

/** Switches the catalogue (and with it <html lang dir>) and remembers the choice for the next login screen. */
export async function applyLanguage(language: Language) {
  try {
    localStorage.setItem(storageKey, language);
  } catch {
    // Not remembered locally; the server still has it.
  }
  if (i18n.language !== language) await i18n.changeLanguage(language);
}
