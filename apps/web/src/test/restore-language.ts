import i18n from 'i18next';
import { afterAll } from 'vitest';

/**
 * The web project shares one module cache across test files (vitest.config.ts, isolate: false), so the one i18next
 * instance a file switched to Dari would still speak Dari in the next file. Each file leaves it in English, the
 * language the shared schemas' messages are written in.
 */
afterAll(async () => {
  if (i18n.isInitialized && i18n.language !== 'en') await i18n.changeLanguage('en');
});
