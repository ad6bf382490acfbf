import { z } from 'zod';
import { Money } from '../money/decimal';
import { amountDecimals } from '../money/amount-parse';
import { lakh } from '../partners/commission';
import { readDecimalField } from './amount-fields';
import { calendarDate, creditLimitOverrideField, maxSerialId } from './common';
import { formMessages } from './form-messages';

/** The longest range one commission run covers: a year of shop days. */
export const commissionRunMaxDays = 366;

/** Commission refusals (docs/decisions.md, Partners and settlements), with stable codes (`commission.alreadyReversed`) a browser translates. */
export const commissionMessages = {
  partnerNotFound: 'Partner not found',
  notAPartner: 'Commission is charged only to partner and hawala partner accounts',
  perLakhInvalid: 'Rate per lakh must be 0 or more, with at most 8 decimals',
  perLakhTooLarge: 'Rate per lakh must be less than 100,000 (the whole amount)',
  fixedFeeInvalid: 'Fixed fee must be 0 or more, with at most 2 decimals',
  fixedFeeTooLarge: 'Fixed fee is too large',
  rateEmpty: 'Give a rate per lakh, a fixed fee or both',
  currencyTwice: 'Each currency has one rate',
  currencyNotFound: 'Currency not found',
  rangeReversed: 'From date must be on or before To date',
  rangeTooLong: (days: number) => `A commission run covers at most ${days} days`,
  nothingToPost: 'No hawala paid in this range is waiting for commission',
  runNotFound: 'Commission run not found',
  alreadyReversed: 'This commission run has already been reversed',
  reasonRequired: 'Please give a reason for reversing the run',
  runPosting: 'This is a commission run’s posting: it changes only when an admin reverses the whole run',
} as const;
const m = commissionMessages;

const maxFixedFee = new Money('1e8');

/** A rate or fee of 0 or more: a string or (for clients that send numbers) a number, out as a plain decimal string. */
const nonNegativeDecimal = (places: number, invalid: string, tooLarge: string, limit: InstanceType<typeof Money>) =>
  z.union([z.string(), z.number()], { error: invalid }).transform((value, ctx) => {
    const text = typeof value === 'string' ? value.trim() : value;
    const field = text === '' ? { ok: true as const, value: '0' } : readDecimalField(text, places, { invalid, places: invalid });
    if (!field.ok) {
      ctx.addIssue({ code: 'custom', message: field.message });
      return z.NEVER;
    }
    const number = new Money(field.value);
    if (number.isNegative() && !number.isZero()) {
      ctx.addIssue({ code: 'custom', message: invalid });
      return z.NEVER;
    }
    if (number.gte(limit)) {
      ctx.addIssue({ code: 'custom', message: tooLarge });
      return z.NEVER;
    }
    return number.abs().toFixed();
  });

export const commissionRateInput = z
  .object({
    currencyId: z.number().int().positive().max(maxSerialId),
    perLakh: nonNegativeDecimal(8, m.perLakhInvalid, m.perLakhTooLarge, new Money(lakh)),
    fixedFee: nonNegativeDecimal(amountDecimals, m.fixedFeeInvalid, m.fixedFeeTooLarge, maxFixedFee),
  })
  .refine((rate) => !new Money(rate.perLakh).isZero() || !new Money(rate.fixedFee).isZero(), { message: m.rateEmpty, path: ['perLakh'] });

/** `PUT /api/partners/{id}/commission-rates`: the partner's whole set of rates; a currency left out has none. */
export const putCommissionRatesBody = z.object({
  rates: z
    .array(commissionRateInput)
    .max(50)
    .refine((rates) => new Set(rates.map((r) => r.currencyId)).size === rates.length, m.currencyTwice),
});
export type PutCommissionRatesBody = z.input<typeof putCommissionRatesBody>;

export const commissionRateSchema = z.object({
  currencyId: z.number(),
  currencyCode: z.string(),
  /** Per 100,000 of the amount paid, as a plain decimal ('200', '12.5'). */
  perLakh: z.string(),
  /** Per hawala, 2 decimals. */
  fixedFee: z.string(),
});
export type CommissionRateDto = z.infer<typeof commissionRateSchema>;
export const commissionRatesResponse = z.object({ partnerId: z.number(), rates: z.array(commissionRateSchema) });
export type CommissionRatesResponse = z.infer<typeof commissionRatesResponse>;

const runDate = calendarDate(formMessages.dateShape, formMessages.dateInvalid);
const daysBetween = (from: string, to: string) => (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000 + 1;

/** The shop days a run covers, both ends included: a hawala counts by the day its payout was posted. */
export const commissionRangeBody = z
  .object({
    from: runDate,
    to: runDate,
    /** A run's postings would leave the partner past its credit limit: an admin's decision to charge anyway, kept with them. */
    creditLimitOverride: creditLimitOverrideField,
  })
  .refine((r) => r.from <= r.to, { message: m.rangeReversed, path: ['to'] })
  .refine((r) => r.from > r.to || daysBetween(r.from, r.to) <= commissionRunMaxDays, { message: m.rangeTooLong(commissionRunMaxDays), path: ['to'] });
export type CommissionRange = z.infer<typeof commissionRangeBody>;

export const reverseCommissionRunBody = z.object({ reason: z.string().trim().min(1, m.reasonRequired).max(500) });

export const commissionItemSchema = z.object({
  hawalaId: z.number(),
  hawalaNo: z.string(),
  /** The payout: a Hawala transaction out of the partner's account. */
  transactionId: z.number(),
  paidOn: z.string(),
  senderName: z.string(),
  receiverName: z.string(),
  currencyId: z.number(),
  currencyCode: z.string(),
  amount: z.string(),
  commission: z.string(),
});
export type CommissionItem = z.infer<typeof commissionItemSchema>;

export const commissionTotalSchema = z.object({
  currencyId: z.number(),
  currencyCode: z.string(),
  count: z.number(),
  amount: z.string(),
  commission: z.string(),
});
export type CommissionTotalDto = z.infer<typeof commissionTotalSchema>;

/** What a run over the range would post now; hawalas in a currency the partner has no rate for are counted apart. */
export const commissionPreviewResponse = z.object({
  partnerId: z.number(),
  from: z.string(),
  to: z.string(),
  items: z.array(commissionItemSchema),
  totals: z.array(commissionTotalSchema),
  unrated: z.array(z.object({ currencyId: z.number(), currencyCode: z.string(), count: z.number(), amount: z.string() })),
});
export type CommissionPreview = z.infer<typeof commissionPreviewResponse>;

export const commissionRunStatuses = ['posted', 'reversed'] as const;
export type CommissionRunStatus = (typeof commissionRunStatuses)[number];

export const commissionRunSchema = z.object({
  id: z.number(),
  partnerId: z.number(),
  from: z.string(),
  to: z.string(),
  status: z.enum(commissionRunStatuses),
  postedBy: z.string(),
  postedAt: z.string(),
  reversedBy: z.string().nullable(),
  reversedAt: z.string().nullable(),
  reverseReason: z.string().nullable(),
  /** One Commission transaction per currency (none when the commission rounds to nothing), and its reversal once the run is reversed. */
  totals: z.array(commissionTotalSchema.extend({ transactionId: z.number().nullable(), reversalTransactionId: z.number().nullable() })),
});
export type CommissionRun = z.infer<typeof commissionRunSchema>;
