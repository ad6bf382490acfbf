import { z } from 'zod';
import { isIsoDate } from '../calendar';
import { Money } from '../money/decimal';

/** Why a compliance setting is refused; codes 'complianceSettings.{key}' (contract/error-codes.ts). */
export const complianceSettingsMessages = {
  thresholdInvalid: 'Enter an AFN amount with at most 2 decimals',
  similarityInvalid: 'Enter a score from 0.50 to 1.00',
  retentionInvalid: 'Enter a whole number of years',
  retentionTooShort: 'Records are kept at least 5 years',
  retentionTooLong: 'At most 100 years',
  holidayFormat: 'A holiday must be YYYY-MM-DD',
  holidayInvalid: 'A holiday is not a valid date',
  tooManyHolidays: 'At most 200 holidays',
} as const;
const m = complianceSettingsMessages;

/** An AFN amount an owner types for a threshold: a whole or 2-decimal amount, at least 1. */
const afnThreshold = z
  .string({ error: m.thresholdInvalid })
  .trim()
  .regex(/^\d{1,15}(\.\d{1,2})?$/, { message: m.thresholdInvalid, abort: true })
  .refine((v) => new Money(v).gte(1), m.thresholdInvalid)
  .transform((v) => new Money(v).toFixed(2));

/** A name-similarity score from 0.50 to 1.00 with at most 2 decimals. */
const similarity = z
  .string({ error: m.similarityInvalid })
  .trim()
  .regex(/^(0\.[5-9]\d?|1(\.0{1,2})?)$/, { message: m.similarityInvalid, abort: true })
  .transform((v) => new Money(v).toFixed(2));

/**
 * The shop's compliance settings (docs/decisions.md, Compliance). Thresholds are AFN equivalents at the day's board mid
 * rate; each change is recorded, and a change that lets more through is marked weakened.
 */
export const complianceSettingsSchema = z.object({
  /** A walk-in party strictly above this needs an ID type and number (hawala create and pass, cash voucher, walk-in exchange). */
  walkInIdThreshold: afnThreshold,
  /** A large cash transaction report covers each cash transaction strictly above this, and two between the same parties within 2 days that together reach it. */
  lctrThreshold: afnThreshold,
  /** Refuse a posting for an account whose ID has expired; off: it succeeds with a warning. */
  refuseExpiredId: z.boolean(),
  /** A listed name scoring at or above this holds the operation for review. */
  screeningThreshold: similarity,
  /** Years nothing a report needs may be hard-deleted. */
  retentionYears: z.number({ error: m.retentionInvalid }).int(m.retentionInvalid).min(5, m.retentionTooShort).max(100, m.retentionTooLong),
  /** The shop's holidays besides Fridays: report deadlines skip them. */
  holidays: z
    .array(z.string({ error: m.holidayFormat }).trim().regex(/^\d{4}-\d{2}-\d{2}$/, { message: m.holidayFormat, abort: true }).refine(isIsoDate, m.holidayInvalid))
    .max(200, m.tooManyHolidays)
    .transform((days) => [...new Set(days)].sort()),
});
export type ComplianceSettings = z.infer<typeof complianceSettingsSchema>;

/** The settings as the server answers them: already normalised, so nothing is transformed on the way out. */
export const complianceSettingsResponse = z.object({
  walkInIdThreshold: z.string(),
  lctrThreshold: z.string(),
  refuseExpiredId: z.boolean(),
  screeningThreshold: z.string(),
  retentionYears: z.number(),
  holidays: z.array(z.string()),
}) satisfies z.ZodType<ComplianceSettings>;

export const defaultComplianceSettings: ComplianceSettings = {
  walkInIdThreshold: '100000.00',
  lctrThreshold: '500000.00',
  refuseExpiredId: false,
  screeningThreshold: '0.90',
  retentionYears: 5,
  holidays: [],
};
