import { z } from 'zod';
import { calendars } from './auth';
import { solarHijriRange } from '../calendar';
import { idTypes } from './kyc';
import { formMessages } from './form-messages';

/*
 * Large cash transaction reports and walk-in IDs (docs/decisions.md, Compliance). Amounts are decimal strings; AFN
 * equivalents are at the board's mid rate of the day the transaction was valued, kept with each flag.
 */

/** The ID documents a walk-in party may show: the ones an account holder's record takes (contract/kyc.ts), one list. */
export const partyIdTypes = idTypes;
export type PartyIdType = (typeof partyIdTypes)[number];

export const maxIdNumberLength = 100;

/** A party's ID on a request: both optional on the wire; the walk-in rule (compliance/walk-in-id.ts) says when they are needed. */
export const partyIdType = z.enum(partyIdTypes, 'Choose an ID type').nullish();
export const partyIdNumber = z
  .string()
  .trim()
  .max(maxIdNumberLength, formMessages.tooLong)
  .nullish();

/** A report month: `YYYY-MM` in the reader's calendar (a Solar Hijri month for a Solar Hijri reader). */
export const reportMonth = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Choose a month');

export const lctrQuery = z
  .object({
    month: reportMonth,
    calendar: z.enum(calendars).default('gregorian'),
    format: z.enum(['json', 'xlsx']).optional(),
  })
  .refine(({ month, calendar }) => {
    const year = Number(month.slice(0, 4));
    return calendar === 'solar-hijri' ? year >= solarHijriRange.first && year <= solarHijriRange.last : year >= 1900 && year <= 2200;
  }, { message: 'Choose a month', path: ['month'] });
export type LctrQuery = z.infer<typeof lctrQuery>;

export const largeCashRuleSchema = z.enum(['above', 'twoDays']);

/** `GET /api/compliance/flags?month=`: each flag with the rule and the inputs it was raised on. */
export const largeCashFlag = z.object({
  id: z.number(),
  rule: largeCashRuleSchema,
  transactionId: z.number(),
  linkedTransactionId: z.number().nullable(),
  transDate: z.string(),
  afnEquivalent: z.string(),
  threshold: z.string(),
  createdAt: z.string(),
});
export const largeCashFlagsResponse = z.object({ from: z.string(), to: z.string(), flags: z.array(largeCashFlag) });
export type LargeCashFlag = z.infer<typeof largeCashFlag>;
export type LargeCashFlagsResponse = z.infer<typeof largeCashFlagsResponse>;

/** One line of the monthly report: one transaction of a flag (a two-day pair is two lines sharing the flag id). */
export const lctrRow = z.object({
  flagId: z.number(),
  rule: largeCashRuleSchema,
  transactionId: z.number(),
  linkedTransactionId: z.number().nullable(),
  transDate: z.string(),
  transType: z.string(),
  customerName: z.string(),
  fatherName: z.string().nullable(),
  idType: z.string().nullable(),
  idNumber: z.string().nullable(),
  amount: z.string(),
  currencyCode: z.string(),
  midRate: z.string(),
  afnEquivalent: z.string(),
  /** The other party: a hawala's other end or the account across; null when it is the shop's own cash. */
  counterpart: z.string().nullable(),
  user: z.string(),
});
export const lctrFiling = z.object({ month: z.string(), filedAt: z.string(), filedBy: z.string().nullable(), reference: z.string().nullable() });
export const lctrReport = z.object({
  month: z.string(),
  calendar: z.enum(calendars),
  from: z.string(),
  to: z.string(),
  threshold: z.string(),
  rows: z.array(lctrRow),
  /** Whether the month was marked filed (Gregorian months only: filings and their due dates count Gregorian months). */
  filing: lctrFiling.nullable(),
});
export type LctrRow = z.infer<typeof lctrRow>;
export type LctrReport = z.infer<typeof lctrReport>;
export type LctrFiling = z.infer<typeof lctrFiling>;

/** `POST /api/compliance/lctr/filings`: an admin marks a Gregorian month's report filed, with FinTRACA's reference if any. */
export const fileLctrBody = z.object({
  month: reportMonth,
  reference: z.string().trim().max(100, formMessages.tooLong).nullish().transform((v) => v || null),
});
export type FileLctrBody = z.infer<typeof fileLctrBody>;

/** The dashboard's reminder: the previous month's report, due on the 10th business day, until it is marked filed. */
export const lctrReminder = z.object({ month: z.string(), dueDate: z.string(), overdue: z.boolean() }).nullable();
export type LctrReminder = z.infer<typeof lctrReminder>;

export const complianceMessages = {
  monthInvalid: 'Choose a month',
  idTypeInvalid: 'Choose an ID type',
  /** `field` is the request field that needs a value ('senderIdNumber'). */
  walkInIdRequired: (field: string) => `An ID type and number are required above the walk-in threshold (${field})`,
  alreadyFiled: (month: string) => `The report of ${month} is already marked filed`,
  monthNotOver: (month: string) => `The month ${month} is not over yet`,
};
