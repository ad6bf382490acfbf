import { createInstance } from 'i18next';
import { describe, expect, it } from 'vitest';
import { hawalaImportColumns, hawalaImportProblemCodes, hawalaImportProblemReason } from '@sarafi/core';
import { en } from '../../i18n/en';
import { faAF } from '../../i18n/fa-AF';
import { ps } from '../../i18n/ps';
import { isolateValues } from '../../i18n/isolate';
import { problemText, rowReason } from './import-api-reasons';

async function translator(language: string, catalogue: object) {
  const i18n = createInstance();
  await i18n.use(isolateValues).init({ resources: { [language]: { translation: catalogue } }, lng: language, interpolation: { escapeValue: false, alwaysFormat: true } });
  return i18n.t;
}

describe('import row reasons in the clerk’s language', () => {
  it('says every problem code in English as the server’s English reason does', async () => {
    const t = await translator('en', en);
    expect(problemText(t, { code: 'missing', params: { column: 'senderName' } })).toBe('Sender Name is missing');
    expect(problemText(t, { code: 'overLimit', params: { column: 'rAmount', amount: '2,000,000.01', limit: '1,000,000.00', currency: 'USD' } })).toBe(
      hawalaImportProblemReason({ code: 'overLimit', params: { amount: '2,000,000.01', limit: '1,000,000.00', currency: 'USD' } }),
    );
    expect(problemText(t, { code: 'badDate', params: { column: 'transactionDate', text: '31/04/2026' } })).toBe(
      "Date is not a date: 31/04/2026 (write 2026-04-04, 04/04/2026 day first, or 1405-01-15 Solar Hijri)",
    );
  });

  it.each([
    ['fa-AF', faAF],
    ['ps', ps],
  ] as const)('has every code and column in %s, each value isolated and no key left showing', async (language, catalogue) => {
    const t = await translator(language, catalogue);
    for (const code of hawalaImportProblemCodes) {
      for (const { key } of hawalaImportColumns) {
        const text = problemText(t, { code, params: { column: key, text: 'abc', max: 50, row: 3, amount: '1.00', limit: '1.00', currency: 'USD', date: '2027-01-05', latest: '2026-11-29' } });
        expect(text, `${code} ${key}`).not.toContain('hawala.import');
        expect(text, `${code} ${key}`).not.toMatch(/[A-Za-z]{4,}/);
      }
    }
    const reason = rowReason(t, { problems: [{ code: 'notANumber', params: { column: 'amount', text: 'abc' } }, { code: 'missing', params: { column: 'hawalaNo' } }] }, true);
    // Two clauses joined by the Arabic semicolon; the column name and the cell each a first-strong isolate.
    expect(reason.split('؛ ')).toHaveLength(2);
    expect(reason.startsWith(`\u2068${catalogue.hawala.import.columnName.amount}\u2069`)).toBe(true);
    expect(reason).toContain('\u2068abc\u2069');
  });
});
