import { describe, expect, it } from 'vitest';
import { createCurrencyBody } from './currencies';
import { updateUserBody } from './users';

describe('shared request schemas', () => {
  it('normalises a currency rate given with separators or as a number to a decimal string', () => {
    expect(createCurrencyBody.parse({ code: 'gbp', name: 'Pound', symbol: '£', rate: '1,000.5' })).toEqual({
      code: 'GBP',
      name: 'Pound',
      symbol: '£',
      rate: '1000.5',
    });
    expect(createCurrencyBody.parse({ code: 'GBP', name: 'Pound', symbol: '£', rate: 0.79 }).rate).toBe('0.79');
  });

  it('drops a blank password on user edit so the current one is kept', () => {
    const parsed = updateUserBody.parse({ username: 'a', email: 'a@b.co', role: 'user', password: '' });
    expect(parsed.password).toBeUndefined();
    expect(updateUserBody.safeParse({ username: 'a', email: 'a@b.co', role: 'user', password: 'short' }).success).toBe(false);
  });
});
