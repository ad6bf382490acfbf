import { describe, expect, it } from 'vitest';
import { dashboardAccountCodes, dashboardMessages } from '@sarafi/core';
import { en } from '../../i18n/en';
import { addCode, removeCode } from './use-account-codes';

describe('Balances card codes', () => {
  it('refuses an empty, a repeated and a fifth code, and the last one left', () => {
    expect(addCode(['2001'], '  ')).toEqual({ ok: false, note: { key: 'emptyCode' } });
    expect(addCode(['2001'], ' 2001 ')).toEqual({ ok: false, note: { key: 'duplicateCode' } });
    expect(addCode(['1', '2', '3', '4'], '5')).toEqual({ ok: false, note: { key: 'tooManyCodes' } });
    expect(addCode(['2001'], ' 1007 ')).toEqual({ ok: true, codes: ['2001', '1007'], note: { key: 'added', code: '1007' } });
    expect(removeCode(['2001'], '2001')).toEqual({ ok: false, note: { key: 'lastCode' } });
    expect(removeCode(['2001', '1007'], '2001')).toEqual({ ok: true, codes: ['1007'], note: { key: 'removed', code: '2001' } });
    expect(dashboardAccountCodes.max).toBe(4);
  });

  it("says in English exactly SPEC's words that core holds, which fa-AF and ps translate", () => {
    const fill = (text: string) => text.replace('{{code}}', '1007');
    for (const [key, english] of Object.entries(dashboardMessages)) {
      const expected = typeof english === 'function' ? english('1007') : english;
      expect(fill(en.dashboard.messages[key as keyof typeof en.dashboard.messages])).toBe(expected);
    }
  });
});
