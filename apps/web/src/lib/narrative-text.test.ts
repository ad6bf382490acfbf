import { createInstance } from 'i18next';
import { describe, expect, it } from 'vitest';
import { stockNarrativeKeys } from '@sarafi/core';
import { en } from '../i18n/en';
import { faAF } from '../i18n/fa-AF';
import { ps } from '../i18n/ps';
import { narrativeText } from './narrative-text';

const translator = async (lng: string) => {
  const i18n = createInstance();
  await i18n.init({ resources: { en: { translation: en }, 'fa-AF': { translation: faAF }, ps: { translation: ps } }, lng, fallbackLng: 'en', interpolation: { escapeValue: false } });
  return i18n.t;
};
const day = (iso: string) => `day ${iso}`;

describe('a stored narrative on screen', () => {
  it("shows the server's English narratives in Dari, with their names and numbers", async () => {
    const t = await translator('fa-AF');
    expect(narrativeText(t, day, 'Hawala H-17 from Ahmad Shah')).toBe('حواله H-17 از Ahmad Shah');
    expect(narrativeText(t, day, 'Hawala H-17 to N/A')).toBe('حواله H-17 (گیرنده نامشخص)');
    expect(narrativeText(t, day, 'Imported from Excel file')).toBe(faAF.hawala.pass.defaultRemarks);
  });

  it("shows a narrative's dates in the reader's calendar and counts in the plural they need", async () => {
    const t = await translator('en');
    expect(narrativeText(t, day, 'Day close 2026-11-28: cash short')).toBe('Day close day 2026-11-28: cash short');
    expect(narrativeText(t, day, 'Commission run 4: 1 hawala paid 2026-11-01 – 2026-11-02')).toBe('Commission run 4: 1 hawala paid day 2026-11-01 – day 2026-11-02');
    expect(narrativeText(t, day, 'Commission run 4: 3 hawalas paid 2026-11-01 – 2026-11-02')).toContain('3 hawalas');
  });

  it('leaves what a person typed as typed', async () => {
    const t = await translator('fa-AF');
    expect(narrativeText(t, day, 'rent for November')).toBe('rent for November');
    expect(narrativeText(t, day, null)).toBe('');
  });

  it('has every stock narrative in English, Dari and Pashto', () => {
    for (const catalogue of [en, faAF, ps]) {
      const keys = Object.keys(catalogue.narratives).map((key) => key.replace(/_(one|other)$/, ''));
      expect(new Set(keys)).toEqual(new Set(stockNarrativeKeys));
    }
  });
});
