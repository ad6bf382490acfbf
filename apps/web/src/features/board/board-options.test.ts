import { describe, expect, it } from 'vitest';
import { boardOptions } from './board-options';

describe('the rates board’s address', () => {
  it("opens in Dari, the shop's customers' language, when the address names none", () => {
    expect(boardOptions('')).toEqual({ language: 'fa-AF', calendar: 'solar-hijri' });
  });

  it('takes the language from ?lang and reads dates as its speakers do', () => {
    expect(boardOptions('?lang=en')).toEqual({ language: 'en', calendar: 'gregorian' });
    expect(boardOptions('?lang=fa-AF')).toEqual({ language: 'fa-AF', calendar: 'solar-hijri' });
    expect(boardOptions('?lang=ps')).toEqual({ language: 'ps', calendar: 'solar-hijri' });
  });

  it('lets ?calendar choose, and ignores what it does not know', () => {
    expect(boardOptions('?lang=fa-AF&calendar=gregorian')).toEqual({ language: 'fa-AF', calendar: 'gregorian' });
    expect(boardOptions('?lang=en&calendar=solar-hijri')).toEqual({ language: 'en', calendar: 'solar-hijri' });
    expect(boardOptions('?lang=de&calendar=julian')).toEqual({ language: 'fa-AF', calendar: 'solar-hijri' });
  });
});
