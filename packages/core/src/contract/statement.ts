import { z } from 'zod';
import { calendarDate } from './common';

const isoDate = calendarDate('Dates must be YYYY-MM-DD', 'Dates must be real calendar dates');

export const statementQuery = z
  .object({ from: isoDate.optional(), to: isoDate.optional() })
  .refine((q) => !q.from || !q.to || q.from <= q.to, 'The start date must not be after the end date');

export const statementLine = z.object({
  transactionId: z.number(),
  date: z.string().nullable(),
  transType: z.string(),
  narrative: z.string().nullable(),
  /** What left the account (shown positive), or '0.00'. */
  debit: z.string(),
  /** What came into the account, or '0.00'. */
  credit: z.string(),
  balance: z.string(),
});

export const statementCurrency = z.object({
  currencyId: z.number(),
  currency: z.string(),
  opening: z.string(),
  totalDebit: z.string(),
  totalCredit: z.string(),
  closing: z.string(),
  lines: z.array(statementLine),
});

export const statementSchema = z.object({
  account: z.object({ id: z.number(), accountCode: z.string(), accountName: z.string() }),
  from: z.string().nullable(),
  to: z.string().nullable(),
  currencies: z.array(statementCurrency),
});
export type Statement = z.infer<typeof statementSchema>;
