import { describe, expect, it } from 'vitest';
import type { AccountListItem } from '@sarafi/core';
import { boardRateFor, exchangeMargin } from './board-deal';
import type { ExchangeDraft } from './drafts';

// Against AFN: the shop buys a dollar for 70.50 and sells one for 71.00.
const board = [
  { code: 'AFN', buyRate: '1', sellRate: '1' },
  { code: 'USD', buyRate: '70.5', sellRate: '71' },
  { code: 'EUR', buyRate: '76', sellRate: '77' },
];
const ids: Record<number, string> = { 1: 'USD', 2: 'AFN', 3: 'EUR' };
const codeOf = (id: number | null) => (id === null ? undefined : ids[id]);
const panel = (currencyId: number | null) => ({ account: null as AccountListItem | null, currencyId, narrative: '' });
const deal = (from: number | null, to: number | null, amount: string, rate: string): ExchangeDraft => ({ purchase: panel(from), selling: panel(to), amount, rate });

describe('boardRateFor', () => {
  it('proposes the buy rate of what the customer gives over the sell rate of what they take', () => {
    expect(boardRateFor(board, 'USD', 'AFN')).toBe('70.5');
    // AFN → USD divides (docs/architecture.md, Validation), so the box quotes AFN per dollar: the dollar's sell rate.
    expect(boardRateFor(board, 'AFN', 'USD')).toBe('71');
    expect(boardRateFor(board, 'EUR', 'USD')).toBe('1.07042254');
  });

  it('is 1 for a currency against itself and null while a currency is unknown', () => {
    expect(boardRateFor(board, 'USD', 'USD')).toBe('1');
    expect(boardRateFor(board, 'USD', undefined)).toBeNull();
    expect(boardRateFor(undefined, 'USD', 'AFN')).toBeNull();
  });
});

describe('exchangeMargin', () => {
  it('is about zero at the board’s own rate', () => {
    expect(exchangeMargin(deal(1, 2, '100', '70.5'), codeOf, board)).toBe('0.00');
    expect(exchangeMargin(deal(2, 1, '7,100', '71'), codeOf, board)).toBe('0.00');
  });

  it('is positive when the shop pays less than the board and negative when it pays more', () => {
    // 100 USD bought at 70 AFN: the board values them at 7,050 AFN, the shop paid 7,000.
    expect(exchangeMargin(deal(1, 2, '100', '70'), codeOf, board)).toBe('50.00');
    expect(exchangeMargin(deal(1, 2, '100', '71'), codeOf, board)).toBe('-50.00');
    // 7,200 AFN for 100 USD at 72: the dollars cost the board 7,100.
    expect(exchangeMargin(deal(2, 1, '7200', '72'), codeOf, board)).toBe('100.00');
  });

  it('values a cross deal through the base', () => {
    // 100 EUR at 1.05 gives 105 USD: 7,600 AFN received against 7,455 AFN given.
    expect(exchangeMargin(deal(3, 1, '100', '1.05'), codeOf, board)).toBe('145.00');
  });

  it('reads 0.00, never -0.00, for less than half a cent', () => {
    const near = [board[0]!, { code: 'USD', buyRate: '70.549', sellRate: '71' }];
    expect(exchangeMargin(deal(1, 2, '0.01', '70.55'), codeOf, near)).toBe('0.00');
  });

  it('shows nothing for a half-typed deal or one currency on both sides', () => {
    expect(exchangeMargin(deal(1, 2, '', '70'), codeOf, board)).toBeNull();
    expect(exchangeMargin(deal(1, 2, '100', ''), codeOf, board)).toBeNull();
    expect(exchangeMargin(deal(1, 2, '100', '0'), codeOf, board)).toBeNull();
    expect(exchangeMargin(deal(1, null, '100', '70'), codeOf, board)).toBeNull();
    expect(exchangeMargin(deal(1, 1, '100', '1'), codeOf, board)).toBeNull();
  });
});
