import { describe, expect, it } from 'vitest';
import { statementSections } from './statement-sections';

const codes = [
  { id: 1, code: 'AFN' },
  { id: 2, code: 'USD' },
];

describe('statementSections', () => {
  it('runs each currency from its opening, with debit and credit totals and the closing', () => {
    const entries = [
      { currencyId: 2, amount: '-100.00', id: 'a' },
      { currencyId: 1, amount: '500.50', id: 'b' },
      { currencyId: 2, amount: '40.25', id: 'c' },
      { currencyId: 2, amount: '-0.25', id: 'd' },
    ];
    const sections = statementSections([{ currencyId: 2, total: '10.00' }], entries, codes, (e) => ({ id: e.id }));
    expect(sections).toEqual([
      {
        currencyId: 1,
        currency: 'AFN',
        opening: '0.00',
        totalDebit: '0.00',
        totalCredit: '500.50',
        closing: '500.50',
        lines: [{ id: 'b', debit: '0.00', credit: '500.50', balance: '500.50' }],
      },
      {
        currencyId: 2,
        currency: 'USD',
        opening: '10.00',
        totalDebit: '100.25',
        totalCredit: '40.25',
        closing: '-50.00',
        lines: [
          { id: 'a', debit: '100.00', credit: '0.00', balance: '-90.00' },
          { id: 'c', debit: '0.00', credit: '40.25', balance: '-49.75' },
          { id: 'd', debit: '0.25', credit: '0.00', balance: '-50.00' },
        ],
      },
    ]);
  });

  it('keeps a currency with an opening and no lines, and names an unknown currency by its id', () => {
    expect(statementSections([{ currencyId: 9, total: '-3' }], [], codes, () => ({}))).toEqual([
      { currencyId: 9, currency: '9', opening: '-3.00', totalDebit: '0.00', totalCredit: '0.00', closing: '-3.00', lines: [] },
    ]);
  });
});
