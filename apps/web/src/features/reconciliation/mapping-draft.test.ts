import { describe, expect, it } from 'vitest';
import { emptyMapping, mappingReady, proposeMapping } from './mapping-draft';

const dari = ['شماره حواله', 'تاریخ', 'شرح', 'اسعار', 'بدهکار', 'بستانکار', 'مانده'];

describe('the column mapping proposed for a partner sheet', () => {
  it('guesses a Dari sheet’s columns from their names', () => {
    expect(proposeMapping(dari, null)).toEqual({ ...emptyMapping(), hawalaNo: 'شماره حواله', date: 'تاریخ', currency: 'اسعار', debit: 'بدهکار', credit: 'بستانکار', balance: 'مانده' });
  });

  it('guesses one signed amount column in an English sheet', () => {
    expect(proposeMapping(['Ref', 'Value Date', 'Amount', 'CCY'], null)).toMatchObject({ hawalaNo: 'Ref', date: 'Value Date', amount: 'Amount', currency: 'CCY', debit: null, credit: null });
  });

  it('proposes the remembered mapping while the sheet still has its columns, whatever their case', () => {
    const remembered = { ...emptyMapping(), date: 'DATE', amount: 'Sum', defaultCurrency: 'USD', sign: 'same' as const };
    expect(proposeMapping(['date', 'sum'], remembered)).toBe(remembered);
    expect(proposeMapping(['Date', 'Total'], remembered)).toMatchObject({ date: 'Date', amount: null, defaultCurrency: 'USD', sign: 'same' });
  });

  it.each([
    [{ date: 'D', amount: 'A', defaultCurrency: 'USD' }, true],
    [{ date: 'D', debit: 'Dr', currency: 'C' }, true],
    [{ date: '', amount: 'A', currency: 'C' }, false],
    [{ date: 'D', amount: 'A', debit: 'Dr', currency: 'C' }, false],
    [{ date: 'D', amount: 'A' }, false],
  ])('is ready to run: %o → %s', (fields, ready) => {
    expect(mappingReady({ ...emptyMapping(), ...fields })).toBe(ready);
  });
});
