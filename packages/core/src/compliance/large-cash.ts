import { Money, toAmount } from '../money/decimal';
import { CASH_ACCOUNT_ID } from '../contract/transactions';
import type { DocumentKind } from '../documents/document-rule';
import { isAboveThreshold } from './afn-equivalent';

/**
 * Which postings a large cash transaction report covers (docs/decisions.md, Compliance: large cash transactions): cash
 * vouchers, exchanges and hawala payouts and sends whose legs name the shop's cash (a till's cash is cash 11 in the legs),
 * never an undo (a refund or a reversal answers a posting already counted).
 */
export const reportableCashKinds = ['Debit', 'Credit', 'Exchange', 'HawalaPayout', 'HawalaSent'] as const satisfies readonly DocumentKind[];
export type ReportableCashKind = (typeof reportableCashKinds)[number];

export const isReportableCashKind = (kind: string): kind is ReportableCashKind => (reportableCashKinds as readonly string[]).includes(kind);

export interface CashLegs {
  outAccountId: number | null;
  inAccountId: number | null;
  currencyId: number | null;
  cCurrencyId: number | null;
  dAmount: string;
  cAmount: string;
}

/**
 * The cash that changed hands: what left the out-account when it is the cash, else what reached the in-account (an
 * exchange's selling side is `cAmount` in `cCurrencyId`). An exchange with cash on both sides counts what the customer
 * brought in. Null when no side is cash.
 */
export function cashSideOf(legs: CashLegs): { currencyId: number; amount: string } | null {
  if (legs.inAccountId === CASH_ACCOUNT_ID) {
    const crossCurrency = legs.cCurrencyId !== null && legs.cCurrencyId !== legs.currencyId;
    return crossCurrency ? { currencyId: legs.cCurrencyId!, amount: toAmount(legs.cAmount) } : { currencyId: legs.currencyId!, amount: toAmount(legs.dAmount) };
  }
  if (legs.outAccountId === CASH_ACCOUNT_ID) return { currencyId: legs.currencyId!, amount: toAmount(legs.dAmount) };
  return null;
}

/** Who the shop dealt with, for the two-day rule: an account, or a walk-in's ID. Null when neither is known. */
export function partyKeyOf(party: { accountId?: number | null; idType?: string | null; idNumber?: string | null }): string | null {
  const number = party.idNumber?.replace(/\s+/g, '').toUpperCase();
  if (number) return `id:${party.idType ?? 'other'}:${number}`;
  return party.accountId ? `account:${party.accountId}` : null;
}

const msPerDay = 86_400_000;
const dayNumber = (iso: string) => Date.parse(`${iso}T00:00:00Z`) / msPerDay;

/** Two shop days (Kabul calendar days, ISO) are the same day or consecutive ones. */
export const withinTwoConsecutiveDays = (a: string, b: string) => Math.abs(dayNumber(a) - dayNumber(b)) <= 1;

export interface ValuedCash {
  transactionId: number;
  transDate: string;
  afnEquivalent: string;
}

/**
 * The two-day rule: two transactions between the same parties on the same or consecutive days that together reach the
 * threshold, neither of them over it alone (that one is reported on its own). Returns the pair's total, or null.
 */
export function twoDayTotal(a: ValuedCash, b: ValuedCash, threshold: string): string | null {
  if (a.transactionId === b.transactionId || !withinTwoConsecutiveDays(a.transDate, b.transDate)) return null;
  if (isAboveThreshold(a.afnEquivalent, threshold) || isAboveThreshold(b.afnEquivalent, threshold)) return null;
  const total = new Money(a.afnEquivalent).plus(b.afnEquivalent);
  return total.gte(threshold) ? toAmount(total) : null;
}
