import type { ReconciliationMapping } from '@sarafi/core';

export type MappedField = 'hawalaNo' | 'date' | 'amount' | 'debit' | 'credit' | 'currency' | 'balance';
export const mappedFields: MappedField[] = ['hawalaNo', 'date', 'amount', 'debit', 'credit', 'currency', 'balance'];

/** Words partners' headers use for each field, in English, Dari and Pashto; a header containing one is proposed. */
const hints: Record<MappedField, string[]> = {
  hawalaNo: ['hawala', 'trans no', 'reference', 'ref', 'حواله', 'شماره', 'number'],
  date: ['date', 'تاریخ', 'نیټه'],
  debit: ['debit', 'بدهکار', 'بدهی', 'پور'],
  credit: ['credit', 'بستانکار', 'طلب'],
  amount: ['amount', 'مبلغ', 'مقدار', 'اندازه'],
  currency: ['currency', 'ccy', 'اسعار', 'ارز', 'پول'],
  balance: ['balance', 'مانده', 'باقی', 'بیلانس'],
};

export const emptyMapping = (): ReconciliationMapping => ({ hawalaNo: null, date: '', amount: null, debit: null, credit: null, currency: null, balance: null, defaultCurrency: null, sign: 'auto' });

/**
 * The mapping to start from: the partner's remembered one when the sheet still has its columns, else a guess from
 * the header names (debit and credit columns win over an amount column, as a statement usually has both).
 */
export function proposeMapping(headers: string[], remembered: ReconciliationMapping | null): ReconciliationMapping {
  const has = (name: string | null) => name === null || headers.some((h) => h.toLowerCase() === name.toLowerCase());
  if (remembered && mappedFields.every((field) => has(remembered[field]))) return remembered;
  const taken = new Set<string>();
  const guess = (field: MappedField) => {
    const found = headers.find((h) => !taken.has(h) && hints[field].some((hint) => h.toLowerCase().includes(hint)));
    if (found) taken.add(found);
    return found ?? null;
  };
  // Most specific first: 'Hawala date' is the date, 'Balance amount' the balance.
  const date = guess('date');
  const balance = guess('balance');
  const debit = guess('debit');
  const credit = guess('credit');
  const hawalaNo = guess('hawalaNo');
  const currency = guess('currency');
  const amount = debit || credit ? null : guess('amount');
  return { ...emptyMapping(), ...(remembered ? { sign: remembered.sign, defaultCurrency: remembered.defaultCurrency } : {}), hawalaNo, date: date ?? '', amount, debit, credit, currency, balance };
}

/** What the run button needs: a date column and either an amount column or a debit or credit column, and a currency. */
export const mappingReady = (m: ReconciliationMapping) => Boolean(m.date) && (m.amount ? !m.debit && !m.credit : Boolean(m.debit || m.credit)) && Boolean(m.currency || m.defaultCurrency);
