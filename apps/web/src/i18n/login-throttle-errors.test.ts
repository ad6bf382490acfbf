import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { authMessages } from '@sarafi/core';
import { en } from './en';
import { faAF } from './fa-AF';
import { ps } from './ps';

const i18n = i18next.createInstance();
beforeAll(() =>
  i18n.init({
    resources: { en: { translation: en }, 'fa-AF': { translation: faAF }, ps: { translation: ps } },
    lng: 'en',
    interpolation: { escapeValue: false },
  }),
);

/** The 429 of a throttled sign-in comes with `{ count }`; the browser must rebuild the server's words from it. */
describe('errors.auth.tooManyAttempts', () => {
  it.each([1, 2, 15])('rebuilds the English of %i minute(s) word for word, and has Dari and Pashto', (minutes) => {
    expect(i18n.t('errors.auth.tooManyAttempts', { count: minutes })).toBe(authMessages.tooManyAttempts(minutes));
    for (const lng of ['fa-AF', 'ps']) expect(i18n.t('errors.auth.tooManyAttempts', { count: minutes, lng })).toContain(String(minutes));
  });
});
