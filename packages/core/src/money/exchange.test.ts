import { describe, expect, it } from 'vitest';
import type { BoardRates } from '../fx/board';
import { proposedRate } from '../fx/proposed-rate';
import { convertAmount, crossRate } from './convert';
import { exchangeDirection, sellingAmount } from './exchange';
import { hawalaConvertedAmount, hawalaSenderPays } from './hawala-amount';
import { isUnitRateAcross, rateDeviation } from './rate-checks';

/** A board against AFN whose USD mid is the familiar 68.75. */
const board: Record<string, BoardRates> = {
  AFN: { code: 'AFN', buyRate: '1', sellRate: '1' },
  USD: { code: 'USD', buyRate: '68.5', sellRate: '69' },
  PKR: { code: 'PKR', buyRate: '0.245', sellRate: '0.251' },
  EUR: { code: 'EUR', buyRate: '74', sellRate: '75' },
  GBP: { code: 'GBP', buyRate: '86', sellRate: '88' },
};
const codes = Object.keys(board);
const pairs = codes.flatMap((from) => codes.filter((to) => to !== from).map((to) => [from, to] as const));

describe('one rate convention for Exchange, Hawala and the converter', () => {
  it.each([
    ['AFN', 'USD', 'divide'],
    ['USD', 'AFN', 'multiply'],
    ['USD', 'EUR', 'divide'],
    ['EUR', 'USD', 'multiply'],
    ['USD', 'PKR', 'multiply'],
    ['PKR', 'USD', 'divide'],
    ['EUR', 'PKR', 'multiply'],
    ['PKR', 'EUR', 'divide'],
    ['AFN', 'PKR', 'divide'],
    ['GBP', 'AFN', 'multiply'],
  ])('%s → %s %ss', (from, to, direction) => {
    expect(exchangeDirection(from, to)).toBe(direction);
  });

  it('a clerk types the familiar 68.75 for AFN↔USD whichever way the money goes', () => {
    expect(proposedRate('converter', board.AFN!, board.USD!)?.rate).toBe('68.75');
    expect(proposedRate('converter', board.USD!, board.AFN!)?.rate).toBe('68.75');
    expect(sellingAmount('10000', '68.75', 'AFN', 'USD')!.toFixed(2)).toBe('145.45');
    expect(sellingAmount('100', '68.75', 'USD', 'AFN')!.toFixed(2)).toBe('6875.00');
  });

  it.each(pairs)('%s → %s: the converter converts at the rate the hawala form proposes', (from, to) => {
    const rate = proposedRate('hawala', board[from]!, board[to]!)!.rate;
    expect(convertAmount('1000', board[from]!, board[to]!)!.toFixed()).toBe(sellingAmount('1000', rate, from, to)!.toFixed());
  });

  it('the same currency converts at 1 and an unknown or non-positive rate gives null', () => {
    expect(convertAmount('12.5', board.USD!, { code: 'usd', buyRate: '1', sellRate: '1' })!.toFixed()).toBe('12.5');
    expect(convertAmount('1', board.USD!, { code: 'AFN', buyRate: '0', sellRate: '1' })).toBeNull();
    expect(sellingAmount('1', '0', 'AFN', 'USD')).toBeNull();
    expect(convertAmount('abc', board.AFN!, board.USD!)).toBeNull();
    expect(crossRate(board.USD!, board.AFN!)!.toFixed(4)).toBe('68.7500');
    expect(crossRate(board.AFN!, board.USD!)!.toFixed(4)).toBe('0.0145');
  });
});

describe('hawala converted amount = the amount converted by the exchange rule; the sender pays the commission on top', () => {
  it.each([
    ['10000', '68.75', 'AFN', 'USD', '145.45'],
    ['100', '68.75', 'USD', 'AFN', '6875.00'],
    ['1000', '280', 'USD', 'PKR', '280000.00'],
    ['1000', '1.0869', 'USD', 'EUR', '920.05'],
    ['500', '1', 'AFN', 'AFN', '500.00'],
  ])('%s at %s %s→%s = %s', (amount, rate, from, to, expected) => {
    expect(hawalaConvertedAmount(amount, rate, from, to)).toBe(expected);
  });

  it('refuses what is not a number and a rate that is not positive', () => {
    expect(hawalaConvertedAmount('2', '3', 'USD', 'AFN')).toBe('6.00');
    expect(hawalaConvertedAmount('abc', '1', 'USD', 'AFN')).toBeNull();
    expect(hawalaConvertedAmount('1', Number.NaN, 'USD', 'AFN')).toBeNull();
    expect(hawalaConvertedAmount('1', '0', 'AFN', 'USD')).toBeNull();
  });

  it('the sender pays amount plus commission, exactly', () => {
    expect(hawalaSenderPays('10000', '150')).toBe('10150.00');
    expect(hawalaSenderPays('0.10', '0.20')).toBe('0.30');
    expect(hawalaSenderPays('x', '1')).toBeNull();
  });
});

describe('rate checks', () => {
  it('a rate of 1 is suspicious only between two different currencies', () => {
    expect(isUnitRateAcross('1', 'AFN', 'USD')).toBe(true);
    expect(isUnitRateAcross('1.00000000', 'USD', 'EUR')).toBe(true);
    expect(isUnitRateAcross('1', 'USD', 'usd')).toBe(false);
    expect(isUnitRateAcross('68.75', 'AFN', 'USD')).toBe(false);
    expect(isUnitRateAcross('abc', 'AFN', 'USD')).toBe(false);
  });

  it('warns beyond 10 % of the table rate, either way, and not at or within it', () => {
    expect(rateDeviation('75.625', '68.75')).toBeNull();
    expect(rateDeviation('61.875', '68.75')).toBeNull();
    expect(rateDeviation('75.63', '68.75')!.toFixed(4)).toBe('0.1001');
    expect(rateDeviation('1', '68.75')!.toFixed(2)).toBe('0.99');
    expect(rateDeviation('70', null)).toBeNull();
    expect(rateDeviation('x', '70')).toBeNull();
  });
});
