import i18n from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { decimalMessages, postingLimitBoxes } from '@sarafi/core';
import { en } from '../../i18n/en';
import { faAF } from '../../i18n/fa-AF';
import { limitErrors } from './limit-errors';

beforeAll(() =>
  i18n.init({ resources: { en: { translation: en }, 'fa-AF': { translation: faAF } }, lng: 'fa-AF', fallbackLng: 'en', interpolation: { escapeValue: false } }),
);

const limits = [{ currency: 'AFN' }, { currency: 'USD' }];

describe('limit errors under their boxes', () => {
  it("puts the shared schema's refusal under its currency, in the user's language", () => {
    const parsed = postingLimitBoxes.safeParse({ limits: [{ currency: 'AFN', limit: '100' }, { currency: 'USD', limit: '1.234' }] });
    expect(limitErrors(parsed.error?.issues ?? [], limits)).toEqual({ USD: faAF.errors.decimal.limitInvalid });
  });

  it("puts a refused save's field issues under their currencies too", () => {
    const issue = { path: 'limits.0.clerkLimit', message: decimalMessages.limitInvalid, code: 'decimal.limitInvalid' };
    expect(limitErrors([issue], limits)).toEqual({ AFN: faAF.errors.decimal.limitInvalid });
  });
});
