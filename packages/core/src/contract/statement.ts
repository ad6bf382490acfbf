import { z } from 'zod';
import { accountNatureSchema } from '../ledger/account-nature';
import { calendarDate } from './common';
import { formMessages } from './form-messages';

const isoDate = calendarDate(formMessages.datesShape, formMessages.datesInvalid);

export const statementQuery = z
  .object({ from: isoDate.optional(), to: isoDate.optional() })
  .refine((q) => !q.from || !q.to || q.from <= q.to, 'The start date must not be after the end date');

export const statementLine = z.object({
  transactionId: z.number(),
  date: z.string().nullable(),
  transType: z.string(),
  /** The narrative of this account's side of the document (an exchange's selling side reads the selling narrative). */
  narrative: z.string().nullable(),
  /** An extension: an exchange's whole deal (bought, rate, paid), as every line of it reads it; null for other documents. */
  deal: z.object({ bought: z.string(), boughtCurrency: z.string(), rate: z.string(), paid: z.string(), paidCurrency: z.string() }).nullable().optional(),
  /** The entry's debit (stored negative), shown positive, or '0.00'. For a liability it left the account; into cash it came. */
  debit: z.string(),
  /** The entry's credit (stored positive), or '0.00'. */
  credit: z.string(),
  /** Running balance in the stored sign; read it with `shopView(balance, account.nature)`. */
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
  account: z.object({ id: z.number(), accountCode: z.string(), accountName: z.string(), nature: accountNatureSchema }),
  from: z.string().nullable(),
  to: z.string().nullable(),
  currencies: z.array(statementCurrency),
});
export type Statement = z.infer<typeof statementSchema>;
