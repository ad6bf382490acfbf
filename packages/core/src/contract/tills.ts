import { z } from 'zod';
import { accountNatureSchema } from '../ledger/account-nature';
import { calendars } from './auth';
import { calendarDate, maxSerialId } from './common';
import { cashCounts } from './day-close';
import { formMessages } from './form-messages';

/*
 * Tills, shifts and the safe (docs/decisions.md, Tills and shifts). The safe is cash account 11; each till is a system
 * asset account of its own. While a clerk holds an open shift, every cash posting they make moves their till.
 */

export const maxTillNameLength = 100;

/** `POST /api/tills`: an admin names a new drawer ("Counter 1"). */
export const createTillBody = z.object({
  name: z.string().trim().min(1, formMessages.tillNameRequired).max(maxTillNameLength, formMessages.tooLong),
});
export type CreateTillBody = z.infer<typeof createTillBody>;

/** `POST /api/tills/{id}/shifts`: the opening float taken from the safe, as the clerk counted what they received. */
export const openShiftBody = z.object({ float: cashCounts });
export type OpenShiftBody = z.infer<typeof openShiftBody>;

/** `POST /api/shifts/{id}/drops` (till → safe, by the clerk) and `/top-ups` (safe → till, by who keeps the safe). */
export const cashMoveBody = z.object({ counts: cashCounts });
export type CashMoveBody = z.infer<typeof cashMoveBody>;

/** `POST /api/shifts/{id}/close`: the blind count, made without seeing what the books expect. */
export const closeShiftBody = z.object({ counts: cashCounts });
export type CloseShiftBody = z.infer<typeof closeShiftBody>;

/** `POST /api/shifts/{id}/handover`: the handing clerk's count and who takes the till. */
export const handoverBody = z.object({
  toUserId: z.uuid('Choose the clerk who takes the till'),
  counts: cashCounts,
});
export type HandoverBody = z.infer<typeof handoverBody>;

/** `POST /api/shifts/{id}/handover/accept`: the receiving clerk's own count; it must agree with the handing clerk's. */
export const acceptHandoverBody = z.object({ counts: cashCounts });
export type AcceptHandoverBody = z.infer<typeof acceptHandoverBody>;

/** `POST /api/shifts/{id}/approve`: the close the admin reviewed, by id and version (as a day close's approval). */
export const approveShiftBody = z.object({
  id: z.number().int().positive().max(maxSerialId),
  version: z.number().int().positive().max(maxSerialId),
});
export type ApproveShiftBody = z.infer<typeof approveShiftBody>;

/** `POST /api/shifts/{id}/moves/{moveId}/confirm`: the receiving side accepts a pending drop or top-up as counted. */
export const shiftMoveParams = z.object({
  id: z.coerce.number().int().positive().max(maxSerialId),
  moveId: z.coerce.number().int().positive().max(maxSerialId),
});

/**
 * `POST /api/clerk-shortages/{userId}/write-off`: an admin's recorded decision that the shop bears (part of) what a
 * clerk's shortages left on their statement.
 */
export const writeOffShortageBody = z.object({
  currencyId: z.number().int().positive().max(maxSerialId),
  amount: z
    .string()
    .trim()
    .regex(/^\d{1,18}(\.\d{1,2})?$/, formMessages.tillAmountInvalid)
    .refine((v) => Number(v) > 0, formMessages.tillAmountInvalid),
  reason: z.string().trim().min(1, formMessages.writeOffReasonRequired).max(500, formMessages.tooLong),
});
export type WriteOffShortageBody = z.infer<typeof writeOffShortageBody>;
export const userIdParam = z.object({ userId: z.uuid() });

/** The shop's till settings (each change recorded, docs/decisions.md, Recorded control changes). */
export const tillSettingsSchema = z.object({
  /** Refuse a cash posting by a clerk without an open shift; off: it moves the safe, as in a shop without tills. */
  requireTills: z.boolean(),
  /** Leave a closed shift's counted cash in the till for the next shift; off: it returns to the safe at approval. */
  keepCashInTill: z.boolean(),
});
export type TillSettings = z.infer<typeof tillSettingsSchema>;

/**
 * `GET /api/reports/till-variances?from=&to=&calendar=`: both days included; months are the reader's (`calendar`,
 * Gregorian unless named), as every monthly report counts them (core `calendarMonthOf`).
 */
export const tillVariancesQuery = z
  .object({ from: calendarDate(formMessages.fromDateShape, formMessages.fromDateInvalid), to: calendarDate(formMessages.toDateShape, formMessages.toDateInvalid), calendar: z.enum(calendars).default('gregorian') })
  .refine((q) => q.from <= q.to, { message: formMessages.fromAfterTo, path: ['to'] });
export type TillVariancesQuery = z.infer<typeof tillVariancesQuery>;

/** A balance of a till or the safe in one currency: stored sign plus nature, as the balance endpoints give it. */
export const tillBalance = z.object({
  currencyId: z.number(),
  currency: z.string(),
  balance: z.string(),
  nature: accountNatureSchema,
});
export type TillBalance = z.infer<typeof tillBalance>;

/** Cash as counted, per currency, with its total. */
export const countedCurrency = z.object({
  currencyId: z.number(),
  currency: z.string(),
  denominations: z.array(z.object({ value: z.string(), count: z.number() })),
  coins: z.string(),
  total: z.string(),
});
export type CountedCurrency = z.infer<typeof countedCurrency>;

export const shiftStatuses = ['open', 'closing', 'closed', 'handed-over'] as const;
export type ShiftStatus = (typeof shiftStatuses)[number];
export const cashMoveKinds = ['float', 'drop', 'top-up', 'handover', 'return'] as const;
export type CashMoveKind = (typeof cashMoveKinds)[number];

/** One movement of counted cash in or out of the till during a shift. */
export const cashMoveSchema = z.object({
  id: z.number(),
  kind: z.enum(cashMoveKinds),
  status: z.enum(['pending', 'confirmed']),
  counts: z.array(countedCurrency),
  createdBy: z.string(),
  createdAt: z.string(),
  confirmedBy: z.string().nullable(),
  confirmedAt: z.string().nullable(),
  /** The handover's receiving clerk; null for other kinds. */
  toUserId: z.string().nullable(),
  toUsername: z.string().nullable(),
});
export type CashMove = z.infer<typeof cashMoveSchema>;

/**
 * One currency of a shift. While the shift is open or its count waits, `expected` and `variance` are null for its own
 * clerk (the count is blind); holders of `tills` see them.
 */
export const shiftCurrency = z.object({
  currencyId: z.number(),
  currency: z.string(),
  expected: z.string().nullable(),
  counted: z.string().nullable(),
  /** counted − expected: positive = over, negative = short. */
  variance: z.string().nullable(),
  varianceTransactionId: z.number().nullable(),
});
export type ShiftCurrency = z.infer<typeof shiftCurrency>;

export const shiftSchema = z.object({
  id: z.number(),
  /** Raised by every change to the shift: an approval names the id and version the admin reviewed. */
  version: z.number(),
  tillId: z.number(),
  tillName: z.string(),
  userId: z.string(),
  username: z.string(),
  status: z.enum(shiftStatuses),
  /** The shop day it opened on: a day close of that day waits for it. */
  openedOn: z.string(),
  openedAt: z.string(),
  countedAt: z.string().nullable(),
  closedAt: z.string().nullable(),
  approvedBy: z.string().nullable(),
  moves: z.array(cashMoveSchema),
  currencies: z.array(shiftCurrency),
  /** How many postings moved this till during the shift. */
  postings: z.number(),
});
export type Shift = z.infer<typeof shiftSchema>;

/** A handover another clerk offered the signed-in user, waiting for their own count (`POST /api/shifts/{id}/handover/accept`). */
export const handoverOffer = z.object({ shiftId: z.number(), tillName: z.string(), fromUsername: z.string(), offeredAt: z.string() });

/**
 * `GET /api/shifts/current`: the signed-in clerk's open shift (or the one waiting for their count's approval), or null,
 * and the handovers offered to them.
 */
export const currentShiftResponse = z.object({ shift: shiftSchema.nullable(), handoverOffers: z.array(handoverOffer) });

/** Who a clerk may hand the till to: other active users whose role may hold a till and who hold none now. */
export const handoverRecipientsResponse = z.array(z.object({ id: z.string(), username: z.string(), fullName: z.string().nullable() }));
export type HandoverRecipient = z.infer<typeof handoverRecipientsResponse>[number];
export type CurrentShiftResponse = z.infer<typeof currentShiftResponse>;

export const tillVarianceItem = z.object({
  shiftId: z.number(),
  username: z.string(),
  currency: z.string(),
  variance: z.string(),
  at: z.string(),
});

/** A till, or the safe (`isSafe`, account 11), as `GET /api/tills` lists it. Balances are null for a clerk's view of a till not theirs. */
export const tillSchema = z.object({
  id: z.number(),
  name: z.string(),
  isSafe: z.boolean(),
  accountId: z.number(),
  holder: z.object({ userId: z.string(), username: z.string(), shiftId: z.number(), since: z.string() }).nullable(),
  balances: z.array(tillBalance).nullable(),
  /** The last few approved variances (admins only; empty otherwise). */
  lastVariances: z.array(tillVarianceItem),
});
export type Till = z.infer<typeof tillSchema>;
export const tillsResponse = z.array(tillSchema);

/** One row of the variance report: a clerk's month in one currency. */
export const tillVarianceRow = z.object({
  userId: z.string(),
  username: z.string(),
  /** YYYY-MM in the query's calendar ('1405-09' is Qaws 1405), of the shop day the variance was approved. */
  month: z.string(),
  currencyId: z.number(),
  currency: z.string(),
  shifts: z.number(),
  over: z.string(),
  short: z.string(),
  /** over − short */
  net: z.string(),
});
export const tillVariancesResponse = z.object({ from: z.string(), to: z.string(), calendar: z.enum(calendars), rows: z.array(tillVarianceRow) });
export type TillVariancesResponse = z.infer<typeof tillVariancesResponse>;

/** What a clerk's shortages left them owing, per currency (`GET /api/clerk-shortages`). */
export const clerkShortageRow = z.object({
  userId: z.string(),
  username: z.string(),
  accountId: z.number(),
  currencyId: z.number(),
  currency: z.string(),
  /** Positive: what the clerk owes the shop. */
  owed: z.string(),
});
export const clerkShortagesResponse = z.array(clerkShortageRow);

export const writeOffResponse = z.object({ transactionId: z.number() });

/** The tills' refusals, with stable codes (`till.heldByOther`) a browser translates. */
export const tillMessages = {
  notFound: 'Till not found',
  shiftNotFound: 'Shift not found',
  nameTaken: 'A till with this name already exists',
  safeHasNoShift: 'The safe is not a till: open a shift on a till',
  heldByOther: (till: string) => `${till} is held by another clerk`,
  alreadyOnShift: 'You already have an open shift; close it or hand it over first',
  notYourShift: 'This is another clerk’s till',
  shiftNotOpen: 'This shift is not open',
  noCountWaiting: 'This shift has no count waiting for approval',
  changedSinceReview: 'This shift changed since you reviewed it; review it again before approving',
  noOpenShift: 'Open a shift on a till first: this shop takes and pays cash only through a till',
  shiftOpenOnDay: (date: string) => `A till shift of ${date} is still open; every shift must be closed before the safe is counted`,
  moveNotPending: 'This cash move is not waiting for confirmation',
  confirmOwnMove: 'The receiving side confirms a cash move: someone else must confirm it',
  topUpBySafe: 'A top-up is handed by whoever keeps the safe',
  dropConfirmedBySafe: 'A drop is confirmed by whoever keeps the safe',
  emptyMove: 'Count the cash that moves: a drop or top-up cannot be empty',
  pendingMoves: 'A cash move of this shift still waits for confirmation; settle it first',
  handoverToSelf: 'Hand the till over to another clerk',
  handoverTargetBusy: (user: string) => `${user} already has an open shift`,
  handoverTargetUnknown: 'No active user with that id',
  noHandoverForYou: 'There is no handover waiting for you on this shift',
  countsDiffer: 'The two counts differ; count the cash together again',
  cashChanged: 'The till’s cash changed after the count; count it again',
  notANote: (value: string, currency: string) => `${value} is not a note of ${currency} in the day-close settings`,
  nothingOwed: 'This clerk owes nothing in that currency',
  writeOffTooLarge: (owed: string) => `The clerk owes ${owed}; a write-off cannot be larger`,
  tillAccountPosting: 'This posting moves cash between a till and the safe: it changes only through its shift',
} as const;
