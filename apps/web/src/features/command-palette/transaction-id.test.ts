import { describe, expect, it } from 'vitest';
import { transactionIdOf } from './transaction-id';

describe('transactionIdOf', () => {
  it('reads an id typed alone or after #, in any digit script', () => {
    expect(transactionIdOf('123')).toBe(123);
    expect(transactionIdOf(' #123 ')).toBe(123);
    expect(transactionIdOf('# 45')).toBe(45);
    expect(transactionIdOf('#۱۲۳')).toBe(123);
    expect(transactionIdOf('٤٥')).toBe(45);
  });

  it('reads nothing from other text, zero or an id past the largest one', () => {
    expect(transactionIdOf('')).toBeNull();
    expect(transactionIdOf('AC1000')).toBeNull();
    expect(transactionIdOf('12 34')).toBeNull();
    expect(transactionIdOf('0')).toBeNull();
    expect(transactionIdOf('2147483648')).toBeNull();
  });
});
