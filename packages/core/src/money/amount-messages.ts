/**
 * The words of the shared number parser's refusals and of the per-currency posting limit (docs/decisions.md, Money and amounts). Registered as
 * the 'decimal' catalogue of error codes, so every form shows them in the user's language.
 */
export const decimalMessages = {
  grouping: 'Commas may only separate thousands, as in 1,234,567.50; write the decimal point as a dot',
  amountPlaces: 'Amount can have at most 2 decimals',
  ratePlaces: 'Exchange rate can have at most 8 decimals',
  imprecise: 'This number has more digits than a JSON number holds exactly; send it as a string, such as "1234.50"',
  /** `limit` as the screens show money (formatMoney: '$ 1,000,000.00'). */
  overLimit: (limit: string) => `One posting may carry at most ${limit}; an admin sets this limit under Posting Limits`,
  balanceOverflow: 'This posting would take an account balance past the largest amount the books can hold (999,999,999,999,999,999.99)',
  limitInvalid: 'A posting limit must be an amount greater than 0 with at most 2 decimals, or empty for no limit',
  clerkLimitInvalid: 'A clerk limit must be an amount greater than 0 with at most 2 decimals, or empty for no limit',
  limitCurrencyUnknown: (currency: string) => `Currency ${currency} is not set up`,
  limitCurrencyTwice: 'Each currency takes one limit in a change; send it once',
} as const;
