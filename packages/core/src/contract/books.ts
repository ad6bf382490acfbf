import { z } from 'zod';
import { isoDateParam, maxSerialId, optionalParam } from './common';
import { CASH_ACCOUNT_ID } from './transactions';
import { cashBookMaxDays, formMessages } from './form-messages';

/** A cash book covers at most this many days: a month's movements of a busy shop still fit one answer. */
export { cashBookMaxDays };

const dayMs = 86_400_000;
const daysBetween = (from: string, to: string) => (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / dayMs;

/**
 * `GET /api/reports/cash-book`: one `date`, or `from`/`to`; the cash account defaults to the shop's cash (11), the safe.
 * `scope=shop` reads the whole shop's cash instead, the safe and every till as one book (docs/decisions.md, Tills and
 * shifts); it names no cash account.
 */
export const cashBookQuery = z
  .object({
    date: isoDateParam('date'),
    from: isoDateParam('from'),
    to: isoDateParam('to'),
    cashAccountId: optionalParam(z.coerce.number().int().positive().max(maxSerialId)),
    scope: optionalParam(z.enum(['account', 'shop'], { error: formMessages.cashBookScope })).default('account'),
  })
  .superRefine((q, ctx) => {
    if (q.scope === 'shop' && q.cashAccountId !== undefined) {
      ctx.addIssue({ code: 'custom', message: formMessages.cashBookAccountOrShop, path: ['cashAccountId'] });
    }
    if (q.date && (q.from || q.to)) ctx.addIssue({ code: 'custom', message: formMessages.cashBookDateOrRange, path: ['date'] });
    if (!q.date && (!q.from || !q.to)) ctx.addIssue({ code: 'custom', message: formMessages.cashBookDateRequired, path: ['date'] });
    if (q.from && q.to && q.from > q.to) ctx.addIssue({ code: 'custom', message: 'From date must not be after To date', path: ['from'] });
    if (q.from && q.to && daysBetween(q.from, q.to) >= cashBookMaxDays) {
      ctx.addIssue({ code: 'custom', message: formMessages.cashBookTooLong, path: ['to'] });
    }
  })
  .transform((q) => ({ from: (q.date ?? q.from)!, to: (q.date ?? q.to)!, cashAccountId: q.cashAccountId ?? CASH_ACCOUNT_ID, shop: q.scope === 'shop' }));
export type CashBookQuery = z.infer<typeof cashBookQuery>;

const accountRef = z.object({ id: z.number(), code: z.string(), name: z.string() });

/** One movement of the drawer, read from the shop's side: `in` when the drawer gains, `out` when it pays. */
export const cashBookLine = z.object({
  transactionId: z.number(),
  transDate: z.string(),
  time: z.string(),
  transType: z.string(),
  counterpart: accountRef.nullable(),
  narrative: z.string(),
  amountIn: z.string(),
  amountOut: z.string(),
  balance: z.string(),
  user: z.string(),
  /** The till whose drawer the line moved; null for the safe (docs/decisions.md, Tills and shifts). */
  till: z.string().nullable(),
});
export type CashBookLine = z.infer<typeof cashBookLine>;

export const cashBookCurrency = z.object({
  currencyId: z.number(),
  currencyCode: z.string(),
  opening: z.string(),
  lines: z.array(cashBookLine),
  totalIn: z.string(),
  totalOut: z.string(),
  /** What the drawer should hold at the end of the range: opening + in − out. */
  closing: z.string(),
});
export type CashBookCurrency = z.infer<typeof cashBookCurrency>;

export const cashBookTypeTotal = z.object({
  transType: z.string(),
  currencyCode: z.string(),
  count: z.number(),
  amountIn: z.string(),
  amountOut: z.string(),
});
export type CashBookTypeTotal = z.infer<typeof cashBookTypeTotal>;

/** The whole book as the server reads it: every figure, the expected closing and running balances included. */
export const cashBook = z.object({
  /** The cash account read; for the whole shop's book (`shop`), the safe, which every wire field names as the shop's cash. */
  cashAccount: accountRef,
  /** The whole shop's cash: the safe and every till, each line naming its till. */
  shop: z.boolean(),
  from: z.string(),
  to: z.string(),
  currencies: z.array(cashBookCurrency),
  summary: z.object({
    byType: z.array(cashBookTypeTotal),
    hawalasPassed: z.number(),
    hawalasCancelled: z.number(),
  }),
});
export type CashBook = z.infer<typeof cashBook>;

/**
 * `GET /api/reports/cash-book`: the book, but a line's running `balance` and a currency's expected `closing` are null
 * for a reader a blind count withholds them from, while the count of the range's last day is not in
 * (docs/decisions.md, Books and day close, 'Blind count'). An extension of the original product's answer.
 */
export const shownCashBookCurrency = cashBookCurrency.extend({
  lines: z.array(cashBookLine.extend({ balance: z.string().nullable() })),
  closing: z.string().nullable(),
});
export type ShownCashBookCurrency = z.infer<typeof shownCashBookCurrency>;
export const cashBookResponse = cashBook.extend({ currencies: z.array(shownCashBookCurrency) });
export type CashBookResponse = z.infer<typeof cashBookResponse>;

/** `GET /api/reports/trial-balance?asOf=` (default: today in the shop's time zone). */
export const trialBalanceQuery = z.object({ asOf: isoDateParam('asOf') });

export const trialBalanceGroups = ['cash', 'customers', 'companies', 'partners', 'fxPositions', 'overShort', 'system'] as const;
export type TrialBalanceGroup = (typeof trialBalanceGroups)[number];

export const trialBalanceRow = z.object({
  accountId: z.number(),
  accountCode: z.string(),
  accountName: z.string(),
  group: z.enum(trialBalanceGroups),
  currencyCode: z.string(),
  debit: z.string(),
  credit: z.string(),
});
export type TrialBalanceRow = z.infer<typeof trialBalanceRow>;

export const trialBalanceTotal = z.object({
  currencyCode: z.string(),
  debit: z.string(),
  credit: z.string(),
  /** Debit equals credit: the ledger's zero-sum holds in this currency. */
  balanced: z.boolean(),
});

export const trialBalanceResponse = z.object({
  asOf: z.string(),
  rows: z.array(trialBalanceRow),
  totals: z.array(trialBalanceTotal),
});
export type TrialBalanceResponse = z.infer<typeof trialBalanceResponse>;
