import { z } from 'zod';
import { Money } from '../money/decimal';
import { currencyLimitsBody, currencyLimitsResponse, type CurrencyLimits } from './currency-limits';
import { partnerAccountTypes } from '../partners/partner-account';
import { isoDateParam, maxSerialId, optionalParam } from './common';

export const overrideReasonMaxLength = 500;

export const partnerMessages = {
  notFound: 'Partner not found',
  rangeReversed: 'The start date must not be after the end date',
  currencyUnknown: (currency: string) => `There is no currency ${currency}`,
  limitInvalid: 'A credit limit must be an amount greater than 0 with at most 2 decimals, or empty for no limit',
  /** `balance` and `limit` as the screens show money (formatMoney: '$ 12,500.00'). */
  overLimit: (partner: string, balance: string, limit: string) => `This posting would leave ${partner} owing ${balance}, over its limit of ${limit}`,
  overrideReasonRequired: 'Please give a reason for passing over the credit limit',
  overrideReasonTooLong: `The reason for passing over the limit must be at most ${overrideReasonMaxLength} characters`,
} as const;

/** A pass past a partner's credit limit, by an admin who gives the reason (POST /api/hawala/pass/{id} body). */
export const overrideReasonField = z
  .string()
  .trim()
  .min(1, partnerMessages.overrideReasonRequired)
  .max(overrideReasonMaxLength, partnerMessages.overrideReasonTooLong)
  .optional();

const rangeShape = { from: isoDateParam('from'), to: isoDateParam('to') };
const inOrder = (q: { from?: string; to?: string }) => !q.from || !q.to || q.from <= q.to;
const reversed = { message: partnerMessages.rangeReversed, path: ['from'] };

/** `GET /api/partners`: the period the movements are counted over; without one, the shop's month so far. */
export const partnersQuery = z.object(rangeShape).refine(inOrder, reversed);
export type PartnersQuery = z.infer<typeof partnersQuery>;

/** One currency of one partner. Balances are stored-sign ledger figures: read them with `shopView(…, 'liability')`. */
export const partnerCurrencyPosition = z.object({
  currencyId: z.number(),
  currency: z.string(),
  /** The balance at the end of the period, as the trial balance of that day shows it. */
  balance: z.string(),
  /** The balance now, which a pass is checked against. */
  current: z.string(),
  hawalaCount: z.number(),
  /** What was paid out on the partner's behalf (Hawala payouts out of its account) plus what it paid for hawalas we sent, positive. */
  hawalaAmount: z.string(),
  settlementCount: z.number(),
  /** Settlements received from the partner (its account credited), positive. */
  settlementsReceived: z.string(),
  /** Settlements paid to the partner (its account debited), positive. */
  settlementsPaid: z.string(),
  /** Commission charged to the partner, net of reversals, positive when charged. */
  commission: z.string(),
  /** The day of the partner's latest settlement in this currency, whenever it was. */
  lastSettlement: z.string().nullable(),
  /** How much the partner may owe the shop, or null for no limit. */
  creditLimit: z.string().nullable(),
});
export type PartnerCurrencyPosition = z.infer<typeof partnerCurrencyPosition>;

export const partnerPosition = z.object({
  id: z.number(),
  accountCode: z.string(),
  accountName: z.string(),
  accountType: z.enum(partnerAccountTypes),
  accountStatus: z.string(),
  currencies: z.array(partnerCurrencyPosition),
});
export type PartnerPosition = z.infer<typeof partnerPosition>;

export const partnersResponse = z.object({ from: z.string(), to: z.string(), partners: z.array(partnerPosition) });
export type PartnersResponse = z.infer<typeof partnersResponse>;

/** `GET /api/partners/{id}/statement`: JSON, or with `format=xlsx` the same data as a workbook. */
export const partnerStatementQuery = z
  .object({
    ...rangeShape,
    currencyId: optionalParam(z.coerce.number().int().positive().max(maxSerialId)),
    format: optionalParam(z.enum(['json', 'xlsx'])),
  })
  .refine(inOrder, reversed);
export type PartnerStatementQuery = z.infer<typeof partnerStatementQuery>;

export const partnerStatementLine = z.object({
  transactionId: z.number(),
  date: z.string().nullable(),
  transType: z.string(),
  /** The hawala's number for a hawala posting; the document is named by its id otherwise. */
  hawalaNo: z.string().nullable(),
  narrative: z.string().nullable(),
  /** Out of the partner's account (it owes more), positive, or '0.00'. */
  debit: z.string(),
  /** Into the partner's account (it owes less), positive, or '0.00'. */
  credit: z.string(),
  /** Running balance in the stored sign. */
  balance: z.string(),
});
export type PartnerStatementLine = z.infer<typeof partnerStatementLine>;

export const partnerStatementCurrency = z.object({
  currencyId: z.number(),
  currency: z.string(),
  opening: z.string(),
  totalDebit: z.string(),
  totalCredit: z.string(),
  closing: z.string(),
  lines: z.array(partnerStatementLine),
});
export type PartnerStatementCurrency = z.infer<typeof partnerStatementCurrency>;

export const partnerStatementSchema = z.object({
  partner: z.object({ id: z.number(), accountCode: z.string(), accountName: z.string(), accountType: z.enum(partnerAccountTypes) }),
  from: z.string().nullable(),
  to: z.string().nullable(),
  currencies: z.array(partnerStatementCurrency),
});
export type PartnerStatement = z.infer<typeof partnerStatementSchema>;

/** GET and PUT /api/partners/{id}/credit-limits: every currency with its limit (null: none). */
export const creditLimitsResponse = currencyLimitsResponse;
export type CreditLimits = CurrencyLimits;

/** PUT: the currencies to change; the others keep their limit. */
export const updateCreditLimitsBody = currencyLimitsBody(partnerMessages.limitInvalid);
export type UpdateCreditLimitsBody = z.input<typeof updateCreditLimitsBody>;
export type UpdateCreditLimitsInput = z.output<typeof updateCreditLimitsBody>;

/**
 * How much of its limit a partner uses, in percent (owed by the partner ÷ limit), or null with no limit. Owed to the
 * partner uses none of it. The bar turns amber past `limitWarnAt` and red past 100.
 */
export function limitUse(stored: string, limit: string | null): number | null {
  if (limit === null) return null;
  const owedBy = new Money(stored).isNegative() ? new Money(stored).neg() : new Money(0);
  return owedBy.div(limit).times(100).toDecimalPlaces(1).toNumber();
}
export const limitWarnAt = 80;
