import { createInstance } from 'i18next';
import { describe, expect, it } from 'vitest';
import { en } from '../../i18n/en';
import { faAF } from '../../i18n/fa-AF';
import { cashBookType, formatNote, varianceKind } from './books-format';

describe('formatNote', () => {
  it('writes a note by its face value, grouped, keeping cents only when a note has them', () => {
    expect(formatNote('1000')).toBe('1,000');
    expect(formatNote('5000')).toBe('5,000');
    expect(formatNote('1')).toBe('1');
    expect(formatNote('0.50')).toBe('0.50');
  });
});

describe('varianceKind', () => {
  it('reads more cash than the books as over, less as short, none as matched', () => {
    expect(varianceKind('0.01')).toBe('over');
    expect(varianceKind('-5.00')).toBe('short');
    expect(varianceKind('0.00')).toBe('matched');
  });
});

describe('cashBookType', () => {
  const dari = async () => {
    const i18n = createInstance();
    await i18n.init({ resources: { en: { translation: en }, 'fa-AF': { translation: faAF } }, lng: 'fa-AF', fallbackLng: 'en' });
    return i18n.t;
  };

  it("reads a voucher by the way its cash went, whatever its wire type (an owner's cash in on a Company account is a Debit)", async () => {
    const t = await dari();
    expect(cashBookType(t, { transType: 'Debit', amountIn: '500.00' })).toBe(faAF.transactions.cash.in);
    expect(cashBookType(t, { transType: 'Credit', amountIn: '500.00' })).toBe(faAF.transactions.cash.in);
    expect(cashBookType(t, { transType: 'Debit', amountIn: '0.00' })).toBe(faAF.transactions.cash.out);
    expect(cashBookType(t, { transType: 'Credit', amountIn: '0' })).toBe(faAF.transactions.cash.out);
  });

  it('reads every other document by its type', async () => {
    const t = await dari();
    expect(cashBookType(t, { transType: 'Exchange', amountIn: '500.00' })).toBe(faAF.search.what.exchange);
    expect(cashBookType(t, { transType: 'Hawala', amountIn: '0.00' })).toBe(faAF.search.what.hawala);
  });
});
