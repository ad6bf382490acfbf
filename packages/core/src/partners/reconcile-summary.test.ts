import { describe, expect, it } from 'vitest';
import { reconcile, type ReconLine } from './reconcile';
import { reconBalances, reconTotals } from './reconcile-summary';

const line = (date: string, amount: string, hawalaNo: string | null = null, currency = 'USD'): ReconLine => ({ hawalaNo, date, currency, amount });

// Hand-computed: both sides start the period at 0.
// Ours: H-1 −100, H-2 −205 (they wrote −250), H-3 −90 (missing in theirs), settlement +700 & +300, AFN H-4 −5,000.
// Theirs: H-1 −100, H-2 −250, H-5 −70 (missing in ours), settlement +1,000, AFN H-4 −5,000.
const ours = [line('2026-05-01', '-100.00', 'H-1'), line('2026-05-02', '-205.00', 'H-2'), line('2026-05-03', '-90.00', 'H-3'), line('2026-05-05', '700.00'), line('2026-05-06', '300.00'), line('2026-05-02', '-5000.00', 'H-4', 'AFN')];
const theirs = [line('2026-05-01', '-100.00', 'H-1'), line('2026-05-02', '-250.00', 'H-2'), line('2026-05-04', '-70.00', 'H-5'), line('2026-05-05', '1000.00'), line('2026-05-02', '-5000.00', 'H-4', 'AFN')];
const outcome = reconcile(theirs, ours, { toleranceDays: 3 });
const totals = reconTotals(theirs, ours, outcome);

describe('reconciliation totals and the balance explanation', () => {
  it('totals every group per currency, from our side', () => {
    expect(totals).toEqual([
      { currency: 'AFN', matched: { count: 1, amount: '-5000.00' }, mismatched: { count: 0, ours: '0.00', theirs: '0.00' }, onlyTheirs: { count: 0, amount: '0.00' }, onlyOurs: { count: 0, amount: '0.00' } },
      { currency: 'USD', matched: { count: 3, amount: '900.00' }, mismatched: { count: 1, ours: '-205.00', theirs: '-250.00' }, onlyTheirs: { count: 1, amount: '-70.00' }, onlyOurs: { count: 1, amount: '-90.00' } },
    ]);
  });

  // Our USD closing: −100 −205 −90 +700 +300 = 605. Theirs (our sign): −100 −250 −70 +1000 = 580. Difference 25.
  // Explained: only ours −90, less only theirs −70, plus mismatch −205 less −250 = −20 + 45 = 25.
  it('explains the whole difference when every line is accounted for', () => {
    const [afn, usd] = reconBalances(totals, new Map([['USD', '605.00'], ['AFN', '-5000.00']]), new Map([['USD', '580.00'], ['AFN', '-5000.00']]));
    expect(usd).toEqual({ currency: 'USD', ourClosing: '605.00', theirClosing: '580.00', difference: '25.00', explained: '25.00', unexplained: '0.00', expectedTheirClosing: '580.00' });
    expect(afn).toMatchObject({ difference: '0.00', explained: '0.00', unexplained: '0.00' });
  });

  it('shows the gap left when their closing balance does not add up (an opening balance they hold differently)', () => {
    const [, usd] = reconBalances(totals, new Map([['USD', '605.00']]), new Map([['USD', '480.00']]));
    expect(usd).toMatchObject({ difference: '125.00', explained: '25.00', unexplained: '100.00' });
  });

  it('without their closing balance, says what it should be', () => {
    const balances = reconBalances(totals, new Map([['USD', '605.00'], ['EUR', '10.00']]), new Map());
    expect(balances.map((b) => [b.currency, b.difference, b.unexplained, b.expectedTheirClosing])).toEqual([
      ['AFN', null, null, '0.00'],
      ['EUR', null, null, '10.00'],
      ['USD', null, null, '580.00'],
    ]);
  });
});
