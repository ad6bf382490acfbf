import { z } from 'zod';
import { calendarDate, maxSerialId } from './common';
import { formMessages } from './form-messages';

/** The notes a clerk counts, per currency, until an admin sets others (docs/decisions.md, Books and day close). */
export const defaultDenominations: Record<string, string[]> = {
  AFN: ['1000', '500', '100', '50', '20', '10', '5', '2', '1'],
  USD: ['100', '50', '20', '10', '5', '2', '1'],
  EUR: ['500', '200', '100', '50', '20', '10', '5'],
  PKR: ['5000', '1000', '500', '100', '50', '20', '10'],
};

export const maxNoteCount = 10_000_000;
const denominationValue = z
  .string()
  .trim()
  .regex(/^\d{1,9}(\.\d{1,2})?$/, formMessages.denominationInvalid)
  .refine((v) => Number(v) > 0, formMessages.denominationInvalid);

export const dayCloseDate = calendarDate(formMessages.dateShape, formMessages.dateInvalid);
export const dayCloseDateParam = z.object({ date: dayCloseDate });

export const denominationCount = z.object({
  value: denominationValue,
  count: z.number().int(formMessages.countNotWhole).min(0, formMessages.countNegative).max(maxNoteCount, formMessages.countTooLarge),
});
export type DenominationCount = z.infer<typeof denominationCount>;

/** What is left under the smallest note (coins, cents), counted as one amount (docs/decisions.md, Books and day close). */
export const coinsAmount = z
  .string()
  .trim()
  .regex(/^\d{1,12}(\.\d{1,2})?$/, formMessages.coinsInvalid);

/**
 * Cash counted note by note, and the coins and cents as one amount, per currency: how a day close, a till's float, a
 * drop, a top-up, a handover and a shift's close all write cash (docs/decisions.md, Tills and shifts).
 */
export const cashCounts = z
  .array(
    z.object({
      currencyId: z.number().int().positive().max(maxSerialId),
      denominations: z.array(denominationCount).max(50),
      /** Extension: the coins and cents under the smallest note; none when left out. */
      coins: coinsAmount.optional(),
    }),
  )
  .max(50)
  .refine((counts) => new Set(counts.map((c) => c.currencyId)).size === counts.length, formMessages.currencyCountedTwice);
export type CashCounts = z.infer<typeof cashCounts>;

/** A day close as a reader saw it: its id and the version that was shown (every change to the row raises it). */
const reviewedCount = z.object({
  id: z.number().int().positive().max(maxSerialId),
  version: z.number().int().positive().max(maxSerialId),
});

/** `POST /api/day-closes`: the drawer counted, for each currency the cash account holds. */
export const submitDayCloseBody = z.object({
  date: dayCloseDate,
  counts: cashCounts,
  /**
   * Our extension: the pending count this one replaces, by the id and version the clerk was shown. A count of a day
   * that has one pending must name it, so two counts sent at once never silently replace each other.
   */
  supersedes: reviewedCount.optional(),
});
export type SubmitDayCloseBody = z.infer<typeof submitDayCloseBody>;

export const reopenDayBody = z.object({ reason: z.string().trim().min(1, formMessages.reopenReasonRequired).max(500) });

/** A pending count is superseded when the day is counted again; an approved close is reopened by an admin. */
export const dayCloseStatuses = ['pending', 'approved', 'reopened', 'superseded'] as const;
export type DayCloseStatus = (typeof dayCloseStatuses)[number];

export const dayCloseCurrency = z.object({
  currencyId: z.number(),
  currencyCode: z.string(),
  denominations: z.array(z.object({ value: z.string(), count: z.number() })),
  /** The coins and cents counted as one amount, '0.00' when none (and in counts made before the line existed). */
  coins: z.string(),
  expected: z.string(),
  counted: z.string(),
  /** counted − expected: positive = over, negative = short. */
  variance: z.string(),
  /** The over/short posting made at approval, if this currency had a variance. */
  varianceTransactionId: z.number().nullable(),
});
export type DayCloseCurrency = z.infer<typeof dayCloseCurrency>;

export const dayCloseSchema = z.object({
  id: z.number(),
  /** Raised by every change to the row: an approval names the id and version the admin reviewed. */
  version: z.number(),
  date: z.string(),
  status: z.enum(dayCloseStatuses),
  countedBy: z.string(),
  countedAt: z.string(),
  approvedBy: z.string().nullable(),
  approvedAt: z.string().nullable(),
  selfApproved: z.boolean(),
  reopenedBy: z.string().nullable(),
  reopenedAt: z.string().nullable(),
  reopenReason: z.string().nullable(),
  currencies: z.array(dayCloseCurrency),
  journalHead: z
    .string()
    .nullable()
    .describe('Extension. The journal chain head (SHA-256, hex) when the day was approved: a printed day is later proved unchanged by it; null until approved.'),
  journalPosition: z.number().nullable().describe('Extension. How many journal rows that head covers.'),
});
export type DayClose = z.infer<typeof dayCloseSchema>;

/**
 * `POST /api/day-closes/{date}/approve`: the count the admin reviewed, by id and version. An approval that names
 * nothing is refused, and one naming a count that was superseded or changed since is answered 409.
 */
export const approveDayCloseBody = reviewedCount;
export type ApproveDayCloseBody = z.infer<typeof approveDayCloseBody>;

/**
 * `GET /api/day-closes/{date}/count-sheet`: what the counting form offers per currency the drawer holds that day: its
 * notes, whether a coins-and-cents line is counted, and the expected closing, null while the count is blind to the reader.
 */
export const dayCloseCountSheet = z.object({
  date: z.string(),
  blind: z.boolean(),
  currencies: z.array(
    z.object({
      currencyId: z.number(),
      currencyCode: z.string(),
      notes: z.array(z.string()),
      coins: z.boolean(),
      expected: z.string().nullable(),
    }),
  ),
});
export type DayCloseCountSheet = z.infer<typeof dayCloseCountSheet>;

/** `GET /api/books/closed-through`: the last closed day, null while none was closed (docs/architecture.md, The shop's day). */
export const closedThroughResponse = z.object({ closedThrough: z.string().nullable() });
export type ClosedThroughResponse = z.infer<typeof closedThroughResponse>;

/** The most days after the shop's today a posting may be dated, whatever the setting says. */
export const maxPostingDaysAhead = 30;
const daysAheadInvalid = `Days ahead is a whole number from 0 to ${maxPostingDaysAhead}`;

/**
 * Denominations per currency code, whether a one-person shop's admin may approve their own count, and how many days
 * after today a posting may be dated (0: none; a day in the future counts in balances but cannot be closed).
 */
export const dayCloseSettingsSchema = z.object({
  denominations: z.record(z.string().min(1).max(10), z.array(denominationValue).min(1).max(30)),
  allowSelfApproval: z.boolean(),
  /** A blind count: whoever counts without `day-close-admin` sees what the books expect only once the count is in. */
  blindCount: z.boolean().default(false),
  postingDaysAhead: z
    .number({ error: daysAheadInvalid })
    .int(daysAheadInvalid)
    .min(0, daysAheadInvalid)
    .max(maxPostingDaysAhead, daysAheadInvalid)
    .default(0),
});
export type DayCloseSettings = z.infer<typeof dayCloseSettingsSchema>;

/** The books' refusals (docs/decisions.md, Books and day close), with stable codes (`books.dayClosed`) a browser translates. */
export const booksMessages = {
  dayClosed: (date: string) => `This day is closed (${date}); ask an admin to reopen it`,
  dayInFuture: (date: string) => `${date} has not ended yet; a day can be closed from its own date on`,
  earlierDayOpen: (date: string) => `Close ${date} first: it has postings and is still open`,
  alreadyCounted: (date: string) => `${date} has already been closed`,
  noPendingCount: (date: string) => `There is no count of ${date} waiting for approval`,
  fourEyes: 'Another admin must approve this count: you counted it yourself',
  cashChanged: (date: string) => `The cash of ${date} changed after it was counted; count the drawer again`,
  countMissing: (currency: string) => `Please count ${currency} too: the drawer should hold some`,
  notANote: (value: string, currency: string) => `${value} is not a note of ${currency} in the day-close settings`,
  onlyLastClosed: (date: string) => `Only the last closed day (${date}) can be reopened`,
  notClosed: (date: string) => `${date} is not closed`,
  closePosting: 'This is a day close’s over/short posting: it changes only when an admin reopens the day',
  notCashAccount: 'This account is not a cash account',
  changedSinceReview: (date: string) => `The count of ${date} changed since you reviewed it; review it again before approving`,
  countPending: (date: string) => `A count of ${date} is already waiting for approval; open it and count again from there`,
  recountNeedsApprover: (date: string) => `The count of ${date} is waiting for approval: only someone who approves day closes can count it again`,
  dateBeyondWindow: (date: string, latest: string) => `A posting cannot be dated ${date}: the latest day allowed is ${latest}`,
  daysAheadInvalid,
} as const;
