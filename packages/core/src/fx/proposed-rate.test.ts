import { describe, expect, it } from 'vitest';
import { sellingAmount } from '../money/exchange';
import { proposedRate, proposedRateIn } from './proposed-rate';

/**
 * A board against AFN as a Kabul shop reads it: USD 70.50 / 71.00, EUR 76 / 77, PKR 0.245 / 0.251. The currency table
 * (units per USD: AFN 70, PKR 280) would say 0.25 for AFN → PKR; no screen proposes that any more.
 */
const board = [
  { code: 'AFN', buyRate: '1', sellRate: '1' },
  { code: 'USD', buyRate: '70.5', sellRate: '71' },
  { code: 'EUR', buyRate: '76', sellRate: '77' },
  { code: 'PKR', buyRate: '0.245', sellRate: '0.251' },
];

describe('the rate each screen proposes', () => {
  it('exchange: the board buy rate when the shop buys, the sell rate when it sells, buy over sell across two foreign currencies', () => {
    expect(proposedRateIn('exchange', board, 'USD', 'AFN')).toEqual({ rate: '70.5', source: 'boardBuy' });
    expect(proposedRateIn('exchange', board, 'AFN', 'USD')).toEqual({ rate: '71', source: 'boardSell' });
    expect(proposedRateIn('exchange', board, 'PKR', 'AFN')).toEqual({ rate: '0.245', source: 'boardBuy' });
    expect(proposedRateIn('exchange', board, 'AFN', 'PKR')).toEqual({ rate: '0.251', source: 'boardSell' });
    // USD → EUR divides: 77 / 70.5 USD per EUR, to 8 places.
    expect(proposedRateIn('exchange', board, 'USD', 'EUR')).toEqual({ rate: '1.09219858', source: 'boardBuySell' });
  });

  it('hawala and the converter: the board mid, the same number both ways round (AFN → PKR 0.248, not the table’s 0.25)', () => {
    expect(proposedRateIn('hawala', board, 'AFN', 'PKR')).toEqual({ rate: '0.248', source: 'boardMid' });
    expect(proposedRateIn('hawala', board, 'PKR', 'AFN')).toEqual({ rate: '0.248', source: 'boardMid' });
    expect(proposedRateIn('converter', board, 'AFN', 'USD')).toEqual({ rate: '70.75', source: 'boardMid' });
    expect(proposedRateIn('converter', board, 'USD', 'AFN')).toEqual({ rate: '70.75', source: 'boardMid' });
    // EUR mid 76.5 over USD mid 70.75, USD → EUR divides: 76.5 / 70.75 = 1.08127208...
    expect(proposedRateIn('converter', board, 'USD', 'EUR')).toEqual({ rate: '1.08127208', source: 'boardMid' });
  });

  it('settlement: the board mid for the partner’s currency against the counter currency', () => {
    const rate = proposedRateIn('settlement', board, 'AFN', 'USD');
    expect(rate).toEqual({ rate: '70.75', source: 'boardMid' });
    // The partner owes AFN 70,750 and pays in USD: 1,000.00 at the proposal, by the one conversion rule.
    expect(sellingAmount('70750', rate!.rate, 'AFN', 'USD')?.toFixed(2)).toBe('1000.00');
  });

  it('proposes nothing for one currency, an unknown code, or a board price that is not positive', () => {
    expect(proposedRateIn('exchange', board, 'USD', 'USD')).toBeNull();
    expect(proposedRateIn('hawala', board, 'USD', 'GBP')).toBeNull();
    expect(proposedRateIn('converter', undefined, 'USD', 'AFN')).toBeNull();
    expect(proposedRate('settlement', { code: 'USD', buyRate: '0', sellRate: '71' }, board[0]!)).toBeNull();
    expect(proposedRate('exchange', { code: 'USD', buyRate: 'x', sellRate: '71' }, board[0]!)).toBeNull();
  });
});
