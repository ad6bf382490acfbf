import i18next, { type i18n } from 'i18next';
import type { Language } from '@sarafi/core';
import type { Translation } from '../../apps/web/src/i18n/catalogue';
import { en } from '../../apps/web/src/i18n/en';
import { faAF } from '../../apps/web/src/i18n/fa-AF';
import { isolateValues } from '../../apps/web/src/i18n/isolate';
import { ps } from '../../apps/web/src/i18n/ps';

/** One language's message catalogue, as the web app bundles it: page models take one to find labels and buttons. */
export type Catalogue = Translation;

/** The web app's catalogues by language code: tests take their words from here, never typed out again. */
export const catalogues: Record<Language, Catalogue> = { en, 'fa-AF': faAF, ps };

export const rtl = (language: Language) => language !== 'en';

const languageOf = (t: Catalogue): Language => {
  const found = (Object.keys(catalogues) as Language[]).find((language) => catalogues[language] === t);
  if (!found) throw new Error('not one of the web app catalogues');
  return found;
};

const instances = new Map<Language, i18n>();

/**
 * A message with placeholders or plurals ('accounts.created', 'hawala.import.importN') as the page shows it: i18next
 * with the app's own settings, so the language's plural rules apply and, right to left, every value is an isolate
 * (FSI … PDI) as the app's formatter makes it.
 */
export function translate(t: Catalogue, key: string, values?: Record<string, unknown>): string {
  const language = languageOf(t);
  let instance = instances.get(language);
  if (!instance) {
    instance = i18next.createInstance();
    void instance.use(isolateValues).init({
      resources: { [language]: { translation: t } },
      lng: language,
      interpolation: { escapeValue: false, alwaysFormat: true },
      initAsync: false,
    });
    instances.set(language, instance);
  }
  const text = instance.t(key, values);
  if (text === key) throw new Error(`no message '${key}' in the ${language} catalogue`);
  return text;
}
