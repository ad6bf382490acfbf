import { describe, expect, it } from 'vitest';
import { boardDealRate, dealMargin, fxProfitMonths, markPosition, midRate, tableBoardRate } from './board';

const afn = { code: 'AFN', buyRate: '1', sellRate: '1' };
const usd = { code: 'USD', buyRate: '70.5', sellRate: '71' };
const eur = { code: 'EUR', buyRate: '76', sellRate: '77' };

describe('board prices', () => {
  it('proposes the rate of the deal in the pair convention: the shop buys what it is given and sells what it gives', () => {
    // Given USD for AFN: the shop buys USD at 70.50 and pays AFN, multiplied (USD→AFN).
    expect(boardDealRate(usd, afn)).toBe('70.5');
    // Given AFN for USD: the shop sells USD at 71.00; AFN→USD divides, so the rate is quoted as 71.
    expect(boardDealRate(afn, usd)).toBe('71');
    // Given EUR for USD: one EUR is worth 76 / 71 USD; USD per EUR is how the pair is quoted (EUR→USD multiplies).
    expect(boardDealRate(eur, usd)).toBe('1.07042254');
    // Given USD for EUR: one USD buys 70.5 / 77 EUR; USD→EUR divides, so the quote is 77 / 70.5 USD per EUR.
    expect(boardDealRate(usd, eur)).toBe('1.09219858');
  });

  it('measures a deal against the board in base currency, positive when the shop does better than the board', () => {
    // The shop takes 100 USD (board 7,050.00) and gives 7,000.00 AFN: 50.00 better than the board.
    expect(dealMargin({ amount: '100', rates: usd }, { amount: '7000', rates: afn })).toBe('50.00');
    // It takes 7,050.00 AFN for 100 USD that the board sells at 7,100.00: 50.00 worse.
    expect(dealMargin({ amount: '7050', rates: afn }, { amount: '100', rates: usd })).toBe('-50.00');
    // Half a cent rounds away from zero.
    expect(dealMargin({ amount: '0.01', rates: { code: 'X', buyRate: '0.5', sellRate: '0.5' } }, { amount: '0', rates: afn })).toBe('0.01');
  });

  it('takes the middle of buy and sell, and first prices a new currency at the table cross rate against the base', () => {
    expect(midRate(usd)).toBe('70.75');
    expect(tableBoardRate({ exchangeRate: '280' }, { exchangeRate: '70' })).toBe('0.25');
    expect(tableBoardRate({ exchangeRate: '0.92' }, { exchangeRate: '70' })).toBe('76.08695652');
  });

  it('marks a position to the mid rate: long and short', () => {
    // 200 USD costing 14,150.00 (70.75 each) at a mid of 70.75: worth 14,150.00, nothing unrealised.
    expect(markPosition({ quantity: '200', basis: '14150.00' }, usd)).toEqual({ averageCost: '70.75', marketValue: '14150.00', unrealisedProfit: '0.00' });
    // 100 USD short, sold for 7,200.00: buying back at 70.75 costs 7,075.00, so 125.00 is in hand.
    expect(markPosition({ quantity: '-100', basis: '-7200.00' }, usd)).toEqual({ averageCost: '72', marketValue: '-7075.00', unrealisedProfit: '125.00' });
  });
});

describe('FX profit by month', () => {
  const days = [
    { date: '2026-03-20', deals: 2, realisedProfit: '10.50' },
    { date: '2026-03-21', deals: 1, realisedProfit: '-0.50' },
    { date: '2026-04-01', deals: 3, realisedProfit: '7.25' },
  ];
  it('groups days into Gregorian months', () => {
    expect(fxProfitMonths(days, 'gregorian')).toEqual([
      { month: '2026-03', deals: 3, realisedProfit: '10.00' },
      { month: '2026-04', deals: 3, realisedProfit: '7.25' },
    ]);
  });
  it('groups days into Solar Hijri months: 21 March 2026 is 1 Hamal 1405', () => {
    expect(fxProfitMonths(days, 'solar-hijri')).toEqual([
      { month: '1404-12', deals: 2, realisedProfit: '10.50' },
      { month: '1405-01', deals: 4, realisedProfit: '6.75' },
    ]);
  });
});
