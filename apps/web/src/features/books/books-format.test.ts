import { createInstance } from 'i18next';
import { describe, expect, it } from 'vitest';
import { en } from '../../i18n/en';
import { faAF } from '../../i18n/fa-AF';
import { cashBookSummaryRows, cashBookType, formatNote, varianceKind } from './books-format';

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

describe('cashBookSummaryRows', () => {
  const line = (transactionId: number, transType: string, amountIn: string, amountOut: string) => ({
    transactionId,
    transDate: '2026-11-28',
    time: '2026-11-28T10:00:00.000Z',
    transType,
    counterpart: null,
    narrative: '',
    user: 'admin',
    amountIn,
    amountOut,
    balance: null,
    till: null,
  });

  it('totals the vouchers by the way their cash went, whatever their wire type, and keeps every other type as the server totals it', () => {
    const lines = [line(1, 'Credit', '12500.50', '0.00'), line(2, 'Debit', '3000.00', '0.00'), line(3, 'Debit', '0.00', '200.25'), line(4, 'Exchange', '0.00', '7000.00')];
    const currencies = [{ currencyId: 2, currencyCode: 'AFN', opening: '0.00', lines, totalIn: '15500.50', totalOut: '7200.25', closing: null }];
    const byType = [
      { transType: 'Credit', currencyCode: 'AFN', count: 1, amountIn: '12500.50', amountOut: '0.00' },
      { transType: 'Debit', currencyCode: 'AFN', count: 2, amountIn: '3000.00', amountOut: '200.25' },
      { transType: 'Exchange', currencyCode: 'AFN', count: 1, amountIn: '0.00', amountOut: '7000.00' },
    ];
    expect(cashBookSummaryRows({ currencies, summary: { byType, hawalasPassed: 0, hawalasCancelled: 0 } })).toEqual([
      { kind: { direction: 'in' }, currencyCode: 'AFN', count: 2, amountIn: '15500.50', amountOut: '0.00' },
      { kind: { direction: 'out' }, currencyCode: 'AFN', count: 1, amountIn: '0.00', amountOut: '200.25' },
      { kind: { transType: 'Exchange' }, currencyCode: 'AFN', count: 1, amountIn: '0.00', amountOut: '7000.00' },
    ]);
  });
});
