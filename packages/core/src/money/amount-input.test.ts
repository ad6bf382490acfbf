import { describe, expect, it } from 'vitest';
import { amountInputValue, cleanAmountInput, groupAmountInput } from './amount-input';

describe('amount input (SPEC §5)', () => {
  it.each([
    ['1,234.50', '1234.50'],
    ['1,2a34.5.6', '1234.56'],
    ['-12', '12'],
    ['abc', ''],
    ['..5', '.5'],
    ['007', '007'],
  ])('keeps digits and one point: %s → %s', (typed, kept) => expect(cleanAmountInput(typed)).toBe(kept));

  it.each([
    ['1234567.5', '1,234,567.5'],
    ['1,234', '1,234'],
    ['999', '999'],
    ['0012345', '12,345'],
    ['.75', '0.75'],
    ['1000.', '1,000.'],
    ['', ''],
  ])('groups thousands on blur: %s → %s', (typed, shown) => expect(groupAmountInput(typed)).toBe(shown));

  it.each([
    ['', '0'],
    ['.', '0'],
    ['1,500.', '1500'],
    ['.5', '0.5'],
    ['12,345.67', '12345.67'],
  ])('stands for a decimal string: %s → %s', (typed, value) => expect(amountInputValue(typed)).toBe(value));
});
