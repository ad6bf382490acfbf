import { createInstance } from 'i18next';
import { describe, expect, it } from 'vitest';
import { en } from '../../i18n/en';
import { faAF } from '../../i18n/fa-AF';
import { ps } from '../../i18n/ps';
import { accountName } from './use-account-name';

const translator = async (lng: string) => {
  const i18n = createInstance();
  await i18n.init({ resources: { en: { translation: en }, 'fa-AF': { translation: faAF }, ps: { translation: ps } }, lng, fallbackLng: 'en', interpolation: { escapeValue: false } });
  return i18n.t;
};

describe('an account named on screen', () => {
  it("names the shop's own accounts in the reader's words, not by their stored English names", async () => {
    const t = await translator('fa-AF');
    expect(accountName(t, '11', 'Cash at Shop')).toBe(faAF.accounts.systemAccount.cash);
    expect(accountName(t, 'FX-USD', 'FX Position AFN/USD')).toBe('میز تبادله (USD)');
    expect(accountName(t, 'FXPL-AFN', 'FX Profit and Loss AFN')).toBe('مفاد و زیان تبادله (AFN)');
    expect(accountName(t, 'COMM-AFN', 'Hawala Commission Income AFN')).toBe('عاید کمیشن (AFN)');
    expect(accountName(t, 'OS-USD', 'Cash Over/Short USD')).toBe('اضافه/کمبود صندوق (USD)');
  });

  it('leaves a staff account as the server names it', async () => {
    const t = await translator('ps');
    expect(accountName(t, 'AC1001', 'Ahmad Wali Popal')).toBe('Ahmad Wali Popal');
    expect(accountName(t, null, 'Ahmad')).toBe('Ahmad');
  });

  it('has every kind in English, Dari and Pashto', async () => {
    for (const lng of ['en', 'fa-AF', 'ps']) {
      const t = await translator(lng);
      for (const code of ['11', 'FX-USD', 'FXPL-AFN', 'COMM-AFN', 'HWA-AFN', 'OS-AFN']) expect(accountName(t, code, 'stored'), `${lng} ${code}`).not.toMatch(/stored|systemAccount/);
    }
  });
});
