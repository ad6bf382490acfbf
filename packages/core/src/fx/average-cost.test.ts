import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { Money } from '../money/decimal';
import { applyLeg, averageCost, dealLegs, emptyPosition, replayDeals, type FxLeg, type FxPosition } from './average-cost';

const buy = (quantity: string, baseValue: string): FxLeg => ({ currency: 'USD', side: 'buy', quantity, baseValue });
const sell = (quantity: string, baseValue: string): FxLeg => ({ currency: 'USD', side: 'sell', quantity, baseValue });

function run(legs: FxLeg[]) {
  let position: FxPosition = emptyPosition;
  const realised: string[] = [];
  for (const leg of legs) {
    const applied = applyLeg(position, leg);
    position = applied.position;
    realised.push(applied.realised);
  }
  return { position, realised };
}

describe('moving weighted-average cost (hand-computed)', () => {
  it('buy, buy, sell: the sale realises against the average of both purchases', () => {
    // 100 USD at 70.00 and 300 USD at 71.00: 400 USD cost 28,300.00, average 70.75. Selling 200 for 14,300.00
    // realises 14,300.00 − 200 × 70.75 = 150.00 and leaves 200 USD at 70.75.
    const { position, realised } = run([buy('100', '7000.00'), buy('300', '21300.00'), sell('200', '14300.00')]);
    expect(realised).toEqual(['0.00', '0.00', '150.00']);
    expect(position).toEqual({ quantity: '200', basis: '14150.00' });
    expect(averageCost(position)).toBe('70.75');
  });

  it('sells into a short, then covers it: the cover realises against the average short price', () => {
    // Sell 100 at 71.00 and 100 at 72.00: short 200 at 71.50 (basis −14,300.00). Buy back 150 at 70.00 =
    // 10,500.00: realises 150 × 71.50 − 10,500.00 = 225.00; 50 short remain at 71.50.
    const { position, realised } = run([sell('100', '7100.00'), sell('100', '7200.00'), buy('150', '10500.00')]);
    expect(realised).toEqual(['0.00', '0.00', '225.00']);
    expect(position).toEqual({ quantity: '-50', basis: '-3575.00' });
    expect(averageCost(position)).toBe('71.5');
  });

  it('a leg that goes past zero closes one side and opens the other at its own price', () => {
    // Long 100 at 70.00; sell 300 for 21,300.00 (71.00): 100 close for 100.00 profit, 200 go short at 71.00.
    const { position, realised } = run([buy('100', '7000.00'), sell('300', '21300.00')]);
    expect(realised).toEqual(['0.00', '100.00']);
    expect(position).toEqual({ quantity: '-200', basis: '-14200.00' });
    // Then buying 250 for 17,500.00 (70.00) covers the 200 (+200.00) and leaves 50 long at 70.00.
    const after = applyLeg(position, buy('250', '17500.00'));
    expect(after).toEqual({ position: { quantity: '50', basis: '3500.00' }, realised: '200.00' });
  });

  it('rounds each profit half-up to the cent and keeps the rest in the basis', () => {
    // 3 USD for 200.00 (66.666… each); selling 1 for 66.67 realises 66.67 − 66.6666… = 0.0033… → 0.00, and the
    // basis keeps 133.33: then selling the other 2 for 133.34 realises exactly 0.01, and the position is empty.
    const { position, realised } = run([buy('3', '200.00'), sell('1', '66.67'), sell('2', '133.34')]);
    expect(realised).toEqual(['0.00', '0.00', '0.01']);
    expect(position).toEqual({ quantity: '0', basis: '0.00' });
    // Half a cent rounds up: 2 units cost 1.01; selling one for 1.01 realises 1.01 − 0.505 = 0.505 → 0.51.
    expect(run([buy('2', '1.01'), sell('1', '1.01')]).realised[1]).toBe('0.51');
  });

  it('splits a cross deal through the base at the stored mid rate, and a base deal into one leg', () => {
    expect(dealLegs({ boughtCurrency: 'USD', boughtAmount: '100.00', soldCurrency: 'AFN', soldAmount: '7000.00' }, 'AFN', null)).toEqual([
      { currency: 'USD', side: 'buy', quantity: '100.00', baseValue: '7000.00' },
    ]);
    expect(dealLegs({ boughtCurrency: 'AFN', boughtAmount: '7100.00', soldCurrency: 'USD', soldAmount: '100.00' }, 'AFN', null)).toEqual([
      { currency: 'USD', side: 'sell', quantity: '100.00', baseValue: '7100.00' },
    ]);
    // The shop takes 100 USD (mid 70.25 AFN) and gives 92 EUR: both legs are worth 7,025.00 AFN.
    const legs = dealLegs({ boughtCurrency: 'USD', boughtAmount: '100.00', soldCurrency: 'EUR', soldAmount: '92.00' }, 'AFN', '70.25');
    expect(legs).toEqual([
      { currency: 'EUR', side: 'sell', quantity: '92.00', baseValue: '7025.00' },
      { currency: 'USD', side: 'buy', quantity: '100.00', baseValue: '7025.00' },
    ]);
    // With EUR held at 75.00 AFN (6,900.00 for the 92), the cross deal realises 125.00 on its EUR leg.
    const { results } = replayDeals([{ legs: [{ currency: 'EUR', side: 'buy', quantity: '92.00', baseValue: '6900.00' }] }, { legs }]);
    expect(results.map((r) => r.realised)).toEqual(['0.00', '125.00']);
  });
});

describe('moving weighted-average cost (property)', () => {
  const leg = fc.record({
    currency: fc.constantFrom('USD', 'EUR'),
    side: fc.constantFrom<'buy' | 'sell'>('buy', 'sell'),
    quantity: fc.integer({ min: 1, max: 10_000_000 }).map((c) => new Money(c).div(100).toFixed(2)),
    baseValue: fc.integer({ min: 1, max: 1_000_000_000 }).map((c) => new Money(c).div(100).toFixed(2)),
  });

  it('keeps Σ realised + base paid − base received equal to the positions at average cost, to the cent', () => {
    fc.assert(
      fc.property(fc.array(fc.record({ legs: fc.array(leg, { minLength: 1, maxLength: 2 }) }), { maxLength: 60 }), (deals) => {
        const { results, positions } = replayDeals(deals);
        const realised = results.reduce((sum, r) => sum.plus(r.realised), new Money(0));
        const spent = deals.flatMap((d) => d.legs).reduce((sum, l) => (l.side === 'buy' ? sum.plus(l.baseValue) : sum.minus(l.baseValue)), new Money(0));
        const held = Object.values(positions).reduce((sum, p) => sum.plus(p.basis), new Money(0));
        expect(realised.plus(spent).toFixed(2)).toBe(held.toFixed(2));
        for (const p of Object.values(positions)) if (new Money(p.quantity).isZero()) expect(p.basis).toBe('0.00');
        // Replaying from scratch gives the same profits: the stored ones can always be checked.
        expect(replayDeals(deals).results.map((r) => r.realised)).toEqual(results.map((r) => r.realised));
      }),
    );
  });
});
