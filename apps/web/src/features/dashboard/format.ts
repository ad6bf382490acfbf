import { normaliseDecimal } from '@sarafi/core';

/** docs/architecture.md, Validation: a non-numeric amount counts as 0. */
export const amountOrZero = (value: string | null | undefined) => (value == null ? null : normaliseDecimal(value)) ?? '0';

/** The amount of one currency in a card's per-currency totals (0 when that currency has none). */
export function currencyTotal(byCurrency: readonly { currency: string; total: string }[], code: string): string {
  return byCurrency.find((c) => c.currency.toUpperCase() === code)?.total ?? '0';
}

/** Counts are grouped as amounts are (Latin digits, comma thousands), in every language. */
export const formatCount = (count: number) => count.toLocaleString('en-US');

/** Tailwind classes per the currency colour in docs/architecture.md, Constants and limits (USD blue, AFN green, EUR purple, PKR orange). */
export const colourClasses = {
  blue: { text: 'text-blue-700', bg: 'bg-blue-50', border: 'border-blue-200', fill: '#2563eb' },
  green: { text: 'text-green-700', bg: 'bg-green-50', border: 'border-green-200', fill: '#16a34a' },
  purple: { text: 'text-purple-700', bg: 'bg-purple-50', border: 'border-purple-200', fill: '#9333ea' },
  orange: { text: 'text-orange-700', bg: 'bg-orange-50', border: 'border-orange-200', fill: '#ea580c' },
} as const;
