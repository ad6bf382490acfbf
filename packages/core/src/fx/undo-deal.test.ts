import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { Money } from '../money/decimal';
import { replayLegs, type FxLeg } from './average-cost';
import { refundLegs } from './undo-deal';

const leg = (currency: string, side: 'buy' | 'sell', quantity: string, baseValue: string, id?: string, undoes?: string): FxLeg => ({
  currency,
  side,
  quantity,
  baseValue,
  ...(id ? { id } : {}),
  ...(undoes ? { undoes } : {}),
});

describe('a refund undoes its send at the send’s own figures (hand-computed)', () => {
  it('with nothing in between, the position and its average cost are back and the pair realised nothing', () => {
    // Held: 100 USD at 70.00. The send sells 60 USD for 4,500.00 (75.00): realises 4,500 − 4,200 = 300.00.
    // The refund buys them back at the same figures: realises −300.00, the position is 100 USD at 7,000.00 again.
    const { results, positions } = replayLegs([leg('USD', 'buy', '100', '7000.00'), leg('USD', 'sell', '60', '4500.00', 's'), leg('USD', 'buy', '60', '4500.00', 'r', 's')]);
    expect(results.map((r) => r.realised)).toEqual(['0.00', '300.00', '-300.00']);
    expect(positions.USD).toEqual({ quantity: '100', basis: '7000.00' });
  });

  it('a refund that empties a position moved meanwhile closes it, its leftover basis realised', () => {
    // 100 USD at 70; the send buys 100 at 72 (200 at 14,200); a sale of 100 at 71 realises 0 (100 left at 7,100).
    // The undo takes 100 at the send's 7,200 out: the position is empty, 7,100 − 7,200 = 100.00 realised by it —
    // the 100.00 the sale would have made at 70 without the send.
    const { results, positions } = replayLegs([
      leg('USD', 'buy', '100', '7000.00'),
      leg('USD', 'buy', '100', '7200.00', 's'),
      leg('USD', 'sell', '100', '7100.00'),
      leg('USD', 'sell', '100', '7200.00', 'r', 's'),
    ]);
    expect(results.map((r) => r.realised)).toEqual(['0.00', '0.00', '0.00', '100.00']);
    expect(positions.USD).toEqual({ quantity: '0', basis: '0.00' });
  });

  it('finds the undone leg’s profit among earlier legs given apart, and refuses an undo of nothing', () => {
    const { results } = replayLegs([leg('USD', 'buy', '60', '4500.00', 'r', 's')], { USD: { quantity: '40', basis: '2800.00' } }, { s: '300.00' });
    expect(results[0]!.realised).toBe('-300.00');
    expect(() => replayLegs([leg('USD', 'buy', '1', '70.00', 'r', 'nothing')])).toThrow();
  });

  it('reads a refund only where its moves are the send’s turned round', () => {
    const send = [{ ...leg('USD', 'sell', '60', '4500.00'), id: 's:USD' }];
    // The send sold 60 USD for 4,500 AFN (the base): the refund buys 60 USD and gives 4,500 AFN.
    expect(refundLegs(send, [{ currency: 'USD', amount: '60.00' }, { currency: 'AFN', amount: '-4500.00' }], 'AFN')).toEqual([
      { currency: 'USD', side: 'buy', quantity: '60', baseValue: '4500.00', undoes: 's:USD' },
    ]);
    expect(refundLegs(send, [{ currency: 'USD', amount: '60.00' }, { currency: 'AFN', amount: '-4400.00' }], 'AFN')).toBeNull();
    const cross = [
      { ...leg('PKR', 'sell', '28000', '7000.00'), id: 's:PKR' },
      { ...leg('USD', 'buy', '100', '7000.00'), id: 's:USD' },
    ];
    expect(refundLegs(cross, [{ currency: 'PKR', amount: '28000.00' }, { currency: 'USD', amount: '-100.00' }], 'AFN')).toHaveLength(2);
  });
});

describe('a send and its refund, whatever came before (property)', () => {
  it('leave the position as it was and realise nothing together', () => {
    const trade = fc.record({ buy: fc.boolean(), units: fc.integer({ min: 1, max: 5000 }), price: fc.integer({ min: 6000, max: 8000 }) });
    fc.assert(
      fc.property(fc.array(trade, { maxLength: 6 }), trade, (before, send) => {
        const toLeg = (t: typeof send, id?: string) => leg('USD', t.buy ? 'buy' : 'sell', String(t.units), new Money(t.units).times(t.price).div(100).toFixed(2), id);
        const prior = replayLegs(before.map((t) => toLeg(t)));
        const sent = toLeg(send, 's');
        const undo = { ...sent, side: sent.side === 'buy' ? ('sell' as const) : ('buy' as const), id: 'r', undoes: 's' };
        const { results, positions } = replayLegs([sent, undo], prior.positions);
        expect(new Money(results[0]!.realised).plus(results[1]!.realised).toFixed(2)).toBe('0.00');
        const was = prior.positions.USD ?? { quantity: '0', basis: '0.00' };
        expect(new Money(positions.USD!.quantity).eq(was.quantity)).toBe(true);
        expect(new Money(positions.USD!.basis).eq(was.basis)).toBe(true);
      }),
    );
  });
});
