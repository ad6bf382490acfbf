import { createInstance } from 'i18next';
import { describe, expect, it } from 'vitest';
import { isolateValues } from './isolate';

const resources = {
  en: { translation: { between: 'From {{from}} to {{to}}', rows_one: '{{count}} row', rows_other: '{{count}} rows' } },
  'fa-AF': { translation: { between: 'از {{from}} تا {{to}}', rows_one: '{{count}} ردیف', rows_other: '{{count}} ردیف' } },
};

describe('interpolated values on a right-to-left page', () => {
  it('are first-strong isolates in Dari and plain in English', async () => {
    const i18n = createInstance();
    await i18n.use(isolateValues).init({ resources, lng: 'fa-AF', interpolation: { escapeValue: false, alwaysFormat: true } });
    expect(i18n.t('between', { from: '2026-10-25', to: '2026-11-23' })).toBe('از \u20682026-10-25\u2069 تا \u20682026-11-23\u2069');
    expect(i18n.t('rows', { count: 3 })).toBe('\u20683\u2069 ردیف');
    expect(i18n.t('between', { from: '2026-10-25', to: '2026-11-23', lng: 'en' })).toBe('From 2026-10-25 to 2026-11-23');
    expect(i18n.t('rows', { count: 1, lng: 'en' })).toBe('1 row');
  });
});
