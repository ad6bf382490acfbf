import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import i18n from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { createAccountNumberSettingBody, postingLimitBoxes, transactionMessages } from '@sarafi/core';
import { en } from '../i18n/en';
import { faAF } from '../i18n/fa-AF';
import { fieldErrors, firstFieldError } from './field-errors';

beforeAll(() =>
  i18n.init({ resources: { en: { translation: en }, 'fa-AF': { translation: faAF } }, lng: 'fa-AF', fallbackLng: 'en', interpolation: { escapeValue: false } }),
);

describe('fieldErrors', () => {
  it('keeps each field’s first issue, by its path, in the user’s language', () => {
    const errors = fieldErrors([
      { path: ['dAmount'], message: transactionMessages.amountRequired },
      { path: ['dAmount'], message: 'a later problem of the same field' },
      { path: ['limits', 0, 'amount'], message: transactionMessages.amountRequired },
    ]);
    expect(errors).toEqual({ dAmount: faAF.errors.transaction.amountRequired, 'limits.0.amount': faAF.errors.transaction.amountRequired });
  });

  it('translates a server field issue by its code and params, and keeps words no catalogue knows', () => {
    const ownCurrency = { path: 'inAccountId', message: transactionMessages.ownCurrencyOnly('1002'), code: 'transaction.ownCurrencyOnly', params: { account: '1002' } };
    expect(fieldErrors([ownCurrency, { path: 'note', message: 'Too odd', code: 'validation' }])).toEqual({
      inAccountId: faAF.errors.transaction.ownCurrencyOnly.replace('{{account}}', '1002'),
      note: 'Too odd',
    });
  });

  it("translates the shared schemas' own issues, which carry zod's codes ('custom', 'too_small'), by their words", () => {
    const limit = postingLimitBoxes.safeParse({ limits: [{ currency: 'USD', limit: '1.234' }] });
    const setting = createAccountNumberSettingBody.safeParse({ currency: '', startNumber: '1000', prefix: '' });
    expect(fieldErrors([...(limit.error?.issues ?? []), ...(setting.error?.issues ?? [])])).toEqual({
      'limits.0.limit': faAF.errors.decimal.limitInvalid,
      currency: faAF.errors.accountSetting.currencyRequired,
    });
  });

  it('names only the first issue for rules that stop at the first problem', () => {
    expect(firstFieldError([])).toBeNull();
    expect(firstFieldError([{ path: ['cAmount'], message: transactionMessages.amountRequired }])).toEqual({ field: 'cAmount', message: faAF.errors.transaction.amountRequired });
  });
});

describe('schema issues on the screens', () => {
  /** Every source file of the web app, but this helper's own. */
  const sources = (readdirSync(fileURLToPath(new URL('..', import.meta.url)), { recursive: true, encoding: 'utf8' }) as string[])
    .filter((file) => /\.tsx?$/.test(file) && !file.endsWith('.test.ts') && !file.endsWith('lib/field-errors.ts'))
    .map((file) => ({ file, text: readFileSync(fileURLToPath(new URL(`../${file}`, import.meta.url)), 'utf8') }));

  it('reach the clerk only through this helper, so no schema message shows in English to a Dari or Pashto clerk', () => {
    expect(sources.length).toBeGreaterThan(100);
    // A raw issue's own words shown, or raw issues read in a file that never passes them through the helper.
    const rawWords = /issues\[\d+\]\??\.message/;
    const readsRaw = /\.error\.issues\[/;
    const translates = /\b(?:issueMessage|firstFieldError|fieldErrors|setFieldErrors)\(/;
    const untranslated = sources.filter(({ text }) => rawWords.test(text) || (readsRaw.test(text) && !translates.test(text)));
    expect(untranslated.map(({ file }) => file)).toEqual([]);
  });
});
