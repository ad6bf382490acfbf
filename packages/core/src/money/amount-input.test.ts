import { describe, expect, it } from 'vitest';
import { amountInputPosted, amountInputProblem, amountInputValue, cleanAmountInput, groupAmountInput } from './amount-input';

describe('amount input', () => {
  it.each([
    ['1,234.50', '1,234.50'],
    ['1,2a34.5.6', '1,234.56'],
    ['-12', '12'],
    ['abc', ''],
    ['..5', '.5'],
    ['007', '007'],
    ['1 0', '10'],
    ['۱۲٬۵۰۰٫۷۵', '12,500.75'],
    ['0,5', '0,5'],
  ])('keeps digits, commas and one point: %s → %s', (typed, kept) => expect(cleanAmountInput(typed)).toBe(kept));

  it.each([
    ['1234567.5', '1,234,567.5'],
    ['1,234', '1,234'],
    ['999', '999'],
    ['0012345', '12,345'],
    ['.75', '0.75'],
    ['1000.', '1,000.'],
    ['', ''],
    // Text that is no amount is left as typed, so the clerk sees what will be refused.
    ['1.234,50', '1.234,50'],
    ['0,5', '0,5'],
    ['10.005', '10.005'],
  ])('groups thousands on blur: %s → %s', (typed, shown) => expect(groupAmountInput(typed)).toBe(shown));

  it.each([
    ['', '0'],
    ['1,500.', '1500'],
    ['.5', '0.5'],
    ['12,345.67', '12345.67'],
    ['1.234,50', '1.234,50'],
    ['10.005', '10.005'],
  ])('sends %s as %s (refused text unchanged, for the schema to refuse)', (typed, value) => expect(amountInputValue(typed)).toBe(value));

  it.each([
    ['12,345.67', '12345.67', null],
    ['', '0', null],
    ['10.005', null, 'Amount can have at most 2 decimals'],
    ['1.234,50', null, 'Commas may only separate thousands, as in 1,234,567.50; write the decimal point as a dot'],
    ['0,5', null, 'Commas may only separate thousands, as in 1,234,567.50; write the decimal point as a dot'],
    ['.', null, null],
  ])('posts %s as %s, or says why not (%s)', (typed, posted, problem) => {
    expect(amountInputPosted(typed)).toBe(posted);
    expect(amountInputProblem(typed)).toBe(problem);
  });
});
