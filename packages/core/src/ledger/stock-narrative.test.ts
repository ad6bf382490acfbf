import { describe, expect, it } from 'vitest';
import { stockNarrative } from './stock-narrative';

const text = (value: string) => ({ kind: 'text', text: value });
const date = (iso: string) => ({ kind: 'date', iso });

describe('stockNarrative', () => {
  it("recognises a hawala payout's two narratives, named or not (modules/hawala/pass-hawala.ts)", () => {
    expect(stockNarrative('Hawala H-17 to Wali Khan')).toEqual({ key: 'hawalaPayoutTo', values: { hawala: text('H-17'), receiver: text('Wali Khan') } });
    expect(stockNarrative('Hawala H-17 from Ahmad Shah')).toEqual({ key: 'hawalaPayoutFrom', values: { hawala: text('H-17'), sender: text('Ahmad Shah') } });
    expect(stockNarrative('Hawala TXN-5 to N/A')).toEqual({ key: 'hawalaPayoutToUnnamed', values: { hawala: text('TXN-5') } });
    expect(stockNarrative('Hawala TXN-5 from Unknown')).toEqual({ key: 'hawalaPayoutFromUnnamed', values: { hawala: text('TXN-5') } });
  });

  it('recognises a sent hawala, its payment and its refund (modules/hawala)', () => {
    expect(stockNarrative('Hawala S-3 from Ahmad to Wali via Herat Branch')).toEqual({
      key: 'hawalaSent',
      values: { hawala: text('S-3'), sender: text('Ahmad'), receiver: text('Wali'), partner: text('Herat Branch') },
    });
    expect(stockNarrative('Hawala S-3 for Wali, sent by Ahmad')?.key).toBe('hawalaSentFor');
    expect(stockNarrative('Hawala S-3 paid to Wali by Herat Branch')?.values).toEqual({ hawala: text('S-3'), receiver: text('Wali'), partner: text('Herat Branch') });
    expect(stockNarrative('Hawala S-3 paid to Wali')?.key).toBe('hawalaSentPaid');
    expect(stockNarrative('Hawala S-3 cancelled, refund to Ahmad: receiver not found')?.values).toEqual({ hawala: text('S-3'), sender: text('Ahmad'), reason: text('receiver not found') });
  });

  it('recognises a commission run, its reversal and a cancelled hawala’s commission back (modules/commission)', () => {
    expect(stockNarrative('Commission run 4: 12 hawalas paid 2026-11-01 – 2026-11-15')).toEqual({
      key: 'commissionRun',
      values: { run: text('4'), count: { kind: 'count', count: 12 }, from: date('2026-11-01'), to: date('2026-11-15') },
    });
    expect(stockNarrative('Commission run 4 from Herat Branch (2001): 1 hawala paid 2026-11-01 – 2026-11-01')?.values).toMatchObject({ partner: text('Herat Branch'), code: text('2001'), count: { count: 1 } });
    expect(stockNarrative('Reversal of commission run 4 (transaction 88): wrong rate')?.values).toEqual({ run: text('4'), transaction: text('88'), reason: text('wrong rate') });
    expect(stockNarrative('Commission of hawala H-17 back (run 4, transaction 88): hawala cancelled')?.key).toBe('commissionBack');
  });

  it("recognises a day close's over and short and a reopened day (modules/books)", () => {
    expect(stockNarrative('Day close 2026-11-28: cash over')).toEqual({ key: 'dayCloseOver', values: { date: date('2026-11-28') } });
    expect(stockNarrative('Day close 2026-11-28: cash short')?.key).toBe('dayCloseShort');
    expect(stockNarrative('Day 2026-11-28 reopened: recount')?.values).toEqual({ date: date('2026-11-28'), reason: text('recount') });
  });

  it("recognises an imported hawala's remark (modules/hawala-import)", () => {
    expect(stockNarrative('Imported from Excel file')).toEqual({ key: 'hawalaImported', values: {} });
  });

  it('leaves what a person typed alone', () => {
    expect(stockNarrative('rent for November')).toBeNull();
    expect(stockNarrative('پول نقد')).toBeNull();
    expect(stockNarrative('Hawala money')).toBeNull();
    expect(stockNarrative('')).toBeNull();
    expect(stockNarrative(null)).toBeNull();
  });
});
