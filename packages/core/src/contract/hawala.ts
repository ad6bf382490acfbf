import { partyIdNumber, partyIdType, type PartyIdType } from './compliance-lctr';
import { postingWarning } from './kyc';
import { z } from 'zod';
import { overrideReasonField, partnerMessages } from './partners';
import { hawalaDetailStatuses, hawalaStatuses } from '../enums';
import { Money, normaliseDecimal, toAmount } from '../money/decimal';
import { amountDecimals } from '../money/amount-parse';
import { hawalaConvertedAmount } from '../money/hawala-amount';
import { isUnitRateAcross } from '../money/rate-checks';
import { approvalReasonField, creditLimitOverrideField, isoDateParam, maxSerialId, optionalParam as optional } from './common';
import { readAmountField, readDecimalField } from './amount-fields';
import { isAmountTooLarge, readAmount, readRate } from '../documents/fields';
import { formMessages } from './form-messages';

/** The currencies a hawala may be sent or received in (docs/architecture.md, Validation, 'Hawala transfer'). */
export const hawalaCurrencies = ['AFN', 'USD', 'EUR', 'PKR'] as const;
export type HawalaCurrency = (typeof hawalaCurrencies)[number];

/** docs/architecture.md, Constants and limits, 'Hawala defaults' and the serial default of the Where we differ from the original product section of docs/architecture.md. */
export const hawalaDefaults = { commission: '0.00', currency: 'AFN', convertedCurrency: 'USD', exchangeRate: '1' } as const;
export const hawalaSerialDefaults = { prefix: 'HWL', nextNumber: 1001 } as const;

export type HawalaStatus = (typeof hawalaStatuses)[number];
/** The statuses a hawala we send goes through (docs/architecture.md, Where we differ from the original product): the Outgoing tab filters by these. */
export const sentHawalaStatuses = ['sent', 'paid', 'cancelled'] as const satisfies readonly HawalaStatus[];

/** Where the sender's money comes from: the cash drawer, or the sender's own account (which must then be chosen). */
export const hawalaPaymentSources = ['cash', 'account'] as const;
export type HawalaPaymentSource = (typeof hawalaPaymentSources)[number];

/** The codes of the branch accounts a hawala may be passed by (docs/architecture.md, Screens, Pass Hawala). */
export const hawalaBranchCodes = ['1007', '2007'] as const;
/**
 * Who may pay a hawala we send (the form's partner picker and the server alike): hawala partner accounts, and the
 * branch accounts 1007 / 2007 (docs/architecture.md, Screens, Hawala Transaction / Pass Hawala). The server also requires the account to be active staff.
 */
export const isHawalaPartnerAccount = (account: { accountType: string; accountCode: string }) =>
  account.accountType === 'hawala_partner' || (hawalaBranchCodes as readonly string[]).includes(account.accountCode);

/** The sender code of an imported hawala when the sheet gives none (docs/architecture.md, Wire fields, 'Hawala details'). */
export const defaultHawalaSenderCode = '2001';

export const hawalaMessages = {
  senderNameRequired: 'Sender name is required',
  receiverNameRequired: 'Receiver name is required',
  amountRequired: 'Amount is required',
  amountPositive: 'Amount must be greater than 0',
  amountTooLarge: 'Amount is too large',
  currencyInvalid: 'Currency must be AFN, USD, EUR or PKR',
  convertedCurrencyInvalid: 'Receive currency must be AFN, USD, EUR or PKR',
  rateInvalid: 'Exchange rate must be greater than 0',
  commissionInvalid: 'Commission must be 0 or more, with at most 2 decimals',
  commissionTooLarge: 'Commission is too large',
  sameCurrencyRate: 'The rate must be 1 when the send and receive currencies are the same',
  convertedMismatch: (expected: string) => `Converted amount must be ${expected} (amount converted at the rate, less the commission)`,
  unitRateUnconfirmed: (from: string, to: string) =>
    `A rate of 1 between ${from} and ${to} must be confirmed: check the rate, or confirm that 1 ${from} pays 1 ${to}`,
  accountIdInvalid: 'Account must be an account id',
  prefixRequired: 'Prefix is required',
  prefixTooLong: 'Prefix must be at most 10 characters',
  prefixInvalid: 'Prefix may contain only letters, digits, - _ and /',
  nextNumberMin: 'Next number must be at least 1',
  nextNumberTooLarge: 'Next number is too large',
  partnerInvalid: 'The partner account must be an active hawala partner account (or branch 1007 / 2007)',
  hawalaNotFound: 'Hawala not found',
  alreadyPassed: 'This hawala has already been passed.',
  cancelledCannotPass: 'This hawala has been cancelled; it cannot be passed. Mark it as pending first to reopen it.',
  alreadyCancelled: 'This hawala has already been cancelled.',
  branchAccountRequired: 'Please select an account when passing by branch.',
  branchAccountInvalid: 'The branch account must be an active account with code 1007 or 2007',
  currencyMismatch: (hawala: string, account: string) =>
    `Currency Mismatch: the hawala currency (${hawala}) must match the selected account currency (${account})`,
  noReceiverAmount: 'This hawala has no receiver amount (R Amount); it cannot be paid out',
  passed: 'Hawala passed successfully',
  markedPending: 'Hawala marked as pending successfully',
  cancelledWithPayout: 'Hawala cancelled successfully and transaction record deleted',
  cancelled: 'Hawala cancelled successfully',
  cursorInvalid: 'Invalid cursor: start the list again',
  senderRequired: 'Choose the hawala partner who sent this sheet (senderAccountId): there is no account coded 2001 to book it to',
  senderInvalid: 'The sending partner (senderAccountId) must be an active partner account',
  senderNotFound: (account: string) => `Sender account ${account} was not found; create the partner account before passing this hawala`,
  senderNotActive: (account: string, status: string) => `Sender account ${account} is ${status}; only active accounts can be used`,
  senderNotPartner: (account: string, type: string) =>
    `Sender account ${account} is a ${type} account; hawalas are paid from partner accounts (hawala partner, partner or company)`,
  currencyNotSetUp: (currency: string) => `The currency of this hawala (${currency}) is not set up`,
  payingIsSender: "The paying account cannot be the sender's own account",
  sentHawalaNotFound: 'Hawala not found',
  alreadyPaid: 'This hawala has already been marked paid.',
  paidCannotCancel: 'This hawala has been paid by the partner; it cannot be cancelled.',
  cancelledCannotPay: 'This hawala has been cancelled; it cannot be marked paid.',
  sentAlreadyCancelled: 'This hawala has already been cancelled; the sender was refunded then.',
  partnerRequiredToPay: 'Choose the partner who paid this hawala',
  cancelReasonRequired: 'Please give a reason for cancelling',
  cancelReasonTooLong: 'The reason must be at most 500 characters',
  payerIsPartner: "The sender's account cannot be the paying partner",
  senderAccountRequiredToPay: "Choose the sender's account to take the money from it",
  postingOfSentHawala: 'This is the posting of a hawala we sent: it changes only by cancelling the hawala on the Pass Hawala screen (Outgoing)',
} as const;

// ---------------------------------------------------------------------------------------------------------------
// Serial settings (docs/architecture.md, Screens, Hawala Serial)

export const hawalaSettingsSchema = z.object({ prefix: z.string(), nextNumber: z.number() });
export type HawalaSettings = z.infer<typeof hawalaSettingsSchema>;

/** The next serial as the settings screen shows it: the prefix followed by the number. */
export const hawalaSerial = (settings: HawalaSettings) => `${settings.prefix}${settings.nextNumber}`;

/** Leaves room below the int4 column's limit, so taking numbers never overflows it. */
const maxNextNumber = 2_000_000_000;

export const updateHawalaSettingsBody = z.object({
  prefix: z
    .string({ error: hawalaMessages.prefixRequired })
    .trim()
    .min(1, hawalaMessages.prefixRequired)
    .max(10, hawalaMessages.prefixTooLong)
    .regex(/^[A-Za-z0-9_/-]+$/, hawalaMessages.prefixInvalid),
  nextNumber: z.coerce
    .number({ error: hawalaMessages.nextNumberMin })
    .int(hawalaMessages.nextNumberMin)
    .min(1, hawalaMessages.nextNumberMin)
    .max(maxNextNumber, hawalaMessages.nextNumberTooLarge),
});
export type UpdateHawalaSettingsBody = z.input<typeof updateHawalaSettingsBody>;

// ---------------------------------------------------------------------------------------------------------------
// Hawala transfer (docs/architecture.md, Screens, Hawala Transaction; Wire fields, 'Hawala transfer payload'; Validation, 'Hawala transfer')

const maxCommission = new Money('1e8');

const blank = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/** An account id as a number or numeric string; blank or null means "none" (walk-in sender, docs/architecture.md, Where we differ from the original product). */
const optionalAccountId = z
  .union([z.number(), z.string(), z.null()], { error: hawalaMessages.accountIdInvalid })
  .optional()
  .transform((value, ctx) => {
    if (blank(value)) return null;
    const n = typeof value === 'string' ? Number(value.trim()) : value;
    if (typeof n !== 'number' || !Number.isInteger(n) || n < 1 || n > maxSerialId) {
      ctx.addIssue({ code: 'custom', message: hawalaMessages.accountIdInvalid });
      return z.NEVER;
    }
    return n;
  });

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, formMessages.tooLong)
    .nullish()
    .transform((v) => v || null);

const requiredName = (message: string) => z.string({ error: message }).trim().min(1, message).max(255, formMessages.tooLong);

const currencyCode = (message: string) =>
  z.preprocess((v) => (typeof v === 'string' ? v.trim().toUpperCase() : v), z.enum(hawalaCurrencies, { error: message }));

const decimalInput = z.union([z.string(), z.number(), z.null()]).optional();

const rawHawala = z.object({
  senderAccountId: optionalAccountId,
  receiverAccountId: optionalAccountId,
  senderName: requiredName(hawalaMessages.senderNameRequired),
  receiverName: requiredName(hawalaMessages.receiverNameRequired),
  senderPhone: optionalText(50),
  receiverPhone: optionalText(50),
  /** Our extension (docs/decisions.md, Compliance: walk-in IDs): the walk-in sender's and receiver's IDs. */
  senderIdType: partyIdType,
  senderIdNumber: partyIdNumber,
  receiverIdType: partyIdType,
  receiverIdNumber: partyIdNumber,
  amount: decimalInput,
  currency: currencyCode(hawalaMessages.currencyInvalid),
  exchangeRate: decimalInput,
  convertedAmount: decimalInput,
  convertedCurrency: z.preprocess((v) => (blank(v) ? null : v), currencyCode(hawalaMessages.convertedCurrencyInvalid).nullable()),
  partnerAccountId: optionalAccountId,
  commission: decimalInput,
  /** Accepted for SPEC clients and ignored: a new hawala always starts as 'sent' (docs/architecture.md, States and transitions). */
  status: z.unknown().optional(),
  notes: optionalText(10_000),
  /** Our extension: the clerk confirmed a rate of 1 between two different currencies (see isUnitRateAcross). */
  confirmUnitRate: z.boolean().optional(),
  /** Our extension: 'account' takes amount + commission from the sender's account; default cash at shop. */
  paidFrom: z.enum(hawalaPaymentSources, { error: formMessages.paidFromInvalid }).optional(),
  /** Paid from a partner's own account past its credit limit: an admin's decision, kept with the posting. */
  creditLimitOverride: creditLimitOverrideField,
});

/** A hawala ready to store: amounts as decimal strings, the converted amount computed as the Validation section of docs/architecture.md says. */
export interface CreateHawalaInput {
  senderAccountId: number | null;
  receiverAccountId: number | null;
  senderName: string;
  receiverName: string;
  senderPhone: string | null;
  receiverPhone: string | null;
  senderIdType: PartyIdType | null;
  senderIdNumber: string | null;
  receiverIdType: PartyIdType | null;
  receiverIdNumber: string | null;
  amount: string;
  currency: HawalaCurrency;
  exchangeRate: string;
  convertedAmount: string;
  convertedCurrency: HawalaCurrency | null;
  partnerAccountId: number | null;
  commission: string;
  notes: string | null;
  paidFrom: HawalaPaymentSource;
  creditLimitOverride: boolean;
}

/**
 * POST /api/hawala. The converted amount is the amount converted at the rate by the exchange rule (AFN→USD divides,
 * USD→AFN multiplies), less the commission, 2 decimals half-up; a client that sends one must send exactly that (a
 * stale value from a missed blur is refused, never silently replaced), and one that sends none gets it computed.
 * The rate defaults to 1 and the commission to 0.00 (docs/architecture.md, Constants and limits), but a rate of 1 between two different currencies
 * needs `confirmUnitRate: true`: the default 1 once turned AFN 10,000 into a $10,000 receivable.
 */
export const createHawalaBody = rawHawala.transform((raw, ctx): CreateHawalaInput => {
  const m = hawalaMessages;
  const fail = (message: string, path: string): never => {
    ctx.addIssue({ code: 'custom', message, path: [path] });
    return z.NEVER as never;
  };
  if (raw.paidFrom === 'account' && raw.senderAccountId === null) return fail(m.senderAccountRequiredToPay, 'senderAccountId');
  const amountRead = readAmount(raw.amount, { invalid: m.amountPositive, tooLarge: m.amountTooLarge });
  if (!amountRead.ok) return fail(amountRead.problem === 'absent' ? m.amountRequired : amountRead.message, 'amount');
  const amount = amountRead.value;

  const rate = readRate(blank(raw.exchangeRate) ? hawalaDefaults.exchangeRate : raw.exchangeRate, { invalid: m.rateInvalid });
  if (!rate.ok) return fail(rate.message, 'exchangeRate');
  const exchangeRate = rate.value;
  const receiveCurrency = raw.convertedCurrency ?? raw.currency;
  if (isUnitRateAcross(exchangeRate, raw.currency, receiveCurrency) && raw.confirmUnitRate !== true) {
    return fail(m.unitRateUnconfirmed(raw.currency, receiveCurrency), 'exchangeRate');
  }

  const commissionField = blank(raw.commission)
    ? readAmountField(hawalaDefaults.commission, m.commissionInvalid)
    : readDecimalField(raw.commission!, amountDecimals, { invalid: m.commissionInvalid, places: m.commissionInvalid });
  if (!commissionField.ok) return fail(commissionField.message, 'commission');
  const commissionText = commissionField.value;
  if (new Money(commissionText).lt(0)) return fail(m.commissionInvalid, 'commission');
  if (new Money(commissionText).gte(maxCommission)) return fail(m.commissionTooLarge, 'commission');
  const commission = toAmount(commissionText);

  // Within one currency there is nothing to convert: any other rate would make or lose money out of nothing.
  if (raw.currency === receiveCurrency && !new Money(exchangeRate).eq(1)) return fail(m.sameCurrencyRate, 'exchangeRate');
  const converted = hawalaConvertedAmount(amount, exchangeRate, raw.currency, receiveCurrency)!;
  if (isAmountTooLarge(converted)) return fail(m.amountTooLarge, 'convertedAmount');
  if (!blank(raw.convertedAmount)) {
    const sent = normaliseDecimal(raw.convertedAmount!);
    if (sent === null || !new Money(sent).eq(converted)) return fail(m.convertedMismatch(converted), 'convertedAmount');
  }

  return {
    senderAccountId: raw.senderAccountId,
    receiverAccountId: raw.receiverAccountId,
    senderName: raw.senderName,
    receiverName: raw.receiverName,
    senderPhone: raw.senderPhone,
    receiverPhone: raw.receiverPhone,
    senderIdType: raw.senderIdType ?? null,
    senderIdNumber: raw.senderIdNumber || null,
    receiverIdType: raw.receiverIdType ?? null,
    receiverIdNumber: raw.receiverIdNumber || null,
    amount: toAmount(amount),
    currency: raw.currency,
    exchangeRate,
    convertedAmount: converted,
    convertedCurrency: raw.convertedCurrency,
    partnerAccountId: raw.partnerAccountId,
    commission,
    notes: raw.notes,
    paidFrom: raw.paidFrom ?? 'cash',
    creditLimitOverride: raw.creditLimitOverride === true,
  };
});
export type CreateHawalaBody = z.input<typeof createHawalaBody>;

/**
 * A stored hawala transfer (docs/architecture.md, Wire fields, 'Hawala'). Extensions for the sender's slip and the Outgoing list: the receiver's
 * secret code (null for a viewer who is neither its creator nor an admin), what the sender paid (amount + commission),
 * the partner's and users' names, who marked it paid and who cancelled it (with the reason), and the posting's id.
 */
export const hawalaSchema = z.object({
  id: z.number(),
  hawalaNumber: z.string(),
  senderAccountId: z.number().nullable(),
  receiverAccountId: z.number().nullable(),
  senderName: z.string(),
  receiverName: z.string(),
  senderPhone: z.string().nullable(),
  receiverPhone: z.string().nullable(),
  senderIdType: z.string().nullable(),
  senderIdNumber: z.string().nullable(),
  receiverIdType: z.string().nullable(),
  receiverIdNumber: z.string().nullable(),
  amount: z.string(),
  currency: z.string(),
  exchangeRate: z.string().nullable(),
  convertedAmount: z.string().nullable(),
  convertedCurrency: z.string().nullable(),
  partnerAccountId: z.number().nullable(),
  commission: z.string(),
  status: z.enum(hawalaStatuses),
  notes: z.string().nullable(),
  processedBy: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  secretCode: z.string().nullable(),
  senderPaid: z.string(),
  /** Cash at shop (11) or the sender's account: where amount + commission came from. */
  paidFromAccountId: z.number().nullable(),
  partnerName: z.string().nullable(),
  partnerCode: z.string().nullable(),
  processedByName: z.string().nullable(),
  paidAt: z.string().nullable(),
  paidByName: z.string().nullable(),
  cancelledAt: z.string().nullable(),
  cancelledByName: z.string().nullable(),
  cancelReason: z.string().nullable(),
  transactionId: z.number().nullable(),
});
export type Hawala = z.infer<typeof hawalaSchema>;

/** POST /api/hawala's answer: the hawala, and its send's warnings (an account's expired ID: docs/decisions.md, Compliance: know your customer). */
export const createdHawalaSchema = hawalaSchema.extend({ warnings: z.array(postingWarning).optional() });
export type CreatedHawala = z.infer<typeof createdHawalaSchema>;

/**
 * POST /api/hawala/{id}/paid: the partner confirmed paying the receiver. A hawala sent without a partner names the
 * one who paid it here (its amount moves from 'hawalas to assign' to that partner).
 */
export const markHawalaPaidBody = z.preprocess((value) => value ?? {}, z.object({ partnerAccountId: optionalAccountId }));
export type MarkHawalaPaidBody = z.input<typeof markHawalaPaidBody>;

/** POST /api/hawala/{id}/cancel: the reason is kept with the hawala and in the refund's narrative. */
export const cancelSentHawalaBody = z.object({
  reason: z
    .string({ error: hawalaMessages.cancelReasonRequired })
    .trim()
    .min(1, hawalaMessages.cancelReasonRequired)
    .max(500, hawalaMessages.cancelReasonTooLong),
  /** The refund would leave the paying partner past its credit limit: an admin's decision to refund anyway. */
  creditLimitOverride: creditLimitOverrideField,
});
export type CancelSentHawalaBody = z.input<typeof cancelSentHawalaBody>;
export type CancelSentHawalaInput = z.output<typeof cancelSentHawalaBody>;

/** docs/architecture.md, Wire fields, 'Recent hawala item'; `createdAt` is ours, to merge it with imported hawalas by age. */
export const recentHawalaItem = z.object({
  id: z.number(),
  hawalaNumber: z.string(),
  senderName: z.string(),
  receiverName: z.string(),
  currency: z.string(),
  amount: z.string(),
  status: z.enum(hawalaStatuses),
  createdAt: z.string(),
});
export type RecentHawalaItem = z.infer<typeof recentHawalaItem>;

const limit = (max: number) => optional(z.coerce.number().int().min(1, formMessages.limitTooSmall).max(max, formMessages.limitTooLarge));
const cursor = optional(z.string().max(100));

/** GET /api/hawala/recent: the 5 newest (docs/architecture.md, Constants and limits); `limit` (up to 100) is our extension for the serial screen. */
export const recentHawalaQuery = z.object({ limit: limit(100) });

/** Hawala search text: the search key joins the fields with a control character, so a search text must not hold one. */
const hawalaSearchParam = optional(
  z
    .string()
    .trim()
    .max(100, formMessages.searchTooLong)
    .refine((value) => ![...value].some((ch) => ch.charCodeAt(0) < 32), formMessages.searchControlCharacters),
);

/**
 * GET /api/hawala: created hawalas, newest first, keyset pages (`limit`, `cursor` from X-Next-Cursor); `q` as for
 * imported hawalas (number, sender, receiver, status or currency).
 */
export const hawalaListQuery = z.object({
  q: hawalaSearchParam,
  status: optional(z.enum(hawalaStatuses, { error: formMessages.statusInvalid })),
  limit: limit(500),
  cursor,
});
export type HawalaListQuery = z.infer<typeof hawalaListQuery>;

// ---------------------------------------------------------------------------------------------------------------
// Imported hawalas and passing them (docs/architecture.md, Screens, Pass Hawala; Wire fields, 'Hawala details'; Wire fields, 'Passed-hawala transaction')

/**
 * GET /api/hawala-details. SPEC's fromDate/toDate (inclusive, on transactionDate); extensions run by the server:
 * `q` (case-insensitive substring of hawala number, sender or receiver name, status or currency, as the dashboard
 * modal's search box), `status`, keyset pages (`limit`, `cursor` from X-Next-Cursor), newest first, and `withTotal`
 * ('true' or '1'): the number of matches whatever the page, in the X-Total-Count header; `incomingOn`: the hawalas
 * imported or paid out on that shop day and not cancelled, as the dashboard's Today card counts them.
 */
export const hawalaDetailsQuery = z.object({
  fromDate: isoDateParam('from'),
  toDate: isoDateParam('to'),
  incomingOn: isoDateParam('incomingOn'),
  q: hawalaSearchParam,
  status: optional(
    z
      .string()
      .trim()
      .transform((value, ctx) => {
        const status = hawalaDetailStatuses.find((s) => s.toLowerCase() === value.toLowerCase());
        if (!status) {
          ctx.addIssue({ code: 'custom', message: formMessages.statusInvalid });
          return z.NEVER;
        }
        return status;
      }),
  ),
  limit: limit(500),
  cursor,
  withTotal: optional(z.enum(['true', 'false', '1', '0'], { error: formMessages.withTotalInvalid }).transform((v) => v === 'true' || v === '1')),
});
export type HawalaDetailsQuery = z.infer<typeof hawalaDetailsQuery>;
export type HawalaDetailsParams = z.input<typeof hawalaDetailsQuery>;

/** docs/architecture.md, Wire fields, 'Hawala details', with its fallbacks applied: hawalaNo 'TXN-{id}', currency AFN, status Pending. */
export const hawalaDetailSchema = z.object({
  id: z.number(),
  senderCode: z.string(),
  hawalaNo: z.string(),
  senderName: z.string().nullable(),
  senderLocation: z.string().nullable(),
  receiverName: z.string().nullable(),
  receiverLocation: z.string().nullable(),
  amount: z.string().nullable(),
  currency: z.string(),
  exchangeRate: z.string().nullable(),
  rAmount: z.string().nullable(),
  rate: z.string().nullable(),
  intoUSD: z.string().nullable(),
  hawalaStatus: z.string(),
  remarks: z.string().nullable(),
  importDate: z.string().nullable(),
  transactionDate: z.string().nullable(),
  hawalaDate: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** The sending partner's name and its currency, the currency Amount is in (null when no account holds the sender code). */
  senderPartnerName: z.string().nullable(),
  amountCurrency: z.string().nullable(),
});
export type HawalaDetail = z.infer<typeof hawalaDetailSchema>;

/** GET /api/transactions/passed-hawala: SPEC's fromDate/toDate (inclusive, on the payout's transDate), plus pages. */
export const passedHawalaQuery = z.object({ fromDate: isoDateParam('from'), toDate: isoDateParam('to'), limit: limit(500), cursor });
export type PassedHawalaQuery = z.infer<typeof passedHawalaQuery>;

/**
 * docs/architecture.md, Wire fields, 'Passed-hawala transaction': the raw fields of a live hawala payout with its hawala's names. Extensions:
 * hawalaId, the currency code and both account names (SPEC's name fallback is "the account name, then
 * 'Unknown'/'N/A'", which a client can apply only if it has them).
 */
export const passedHawalaTransactionSchema = z.object({
  id: z.number(),
  hawalaId: z.number(),
  hawalaNo: z.string().nullable(),
  senderName: z.string().nullable(),
  receiverName: z.string().nullable(),
  receiverLocation: z.string().nullable(),
  dAmount: z.string(),
  exRate: z.string(),
  currencyId: z.number().nullable(),
  currency: z.string().nullable(),
  inAccountId: z.number().nullable(),
  inAccountName: z.string().nullable(),
  outAccountId: z.number().nullable(),
  outAccountName: z.string().nullable(),
  transDate: z.string().nullable(),
  dateCreated: z.string().nullable(),
  createdAt: z.string(),
  dateModified: z.string().nullable(),
  updatedAt: z.string(),
  cAmount: z.string(),
  cCurrencyId: z.number().nullable(),
});
export type PassedHawalaTransaction = z.infer<typeof passedHawalaTransactionSchema>;

/**
 * POST /api/hawala/pass/{id}: empty (pass by cash), or `branchAccountId` (docs/architecture.md, HTTP API). `byBranch` is our extension:
 * a client that says it passes by branch without an account gets the 'Please select an account…' (docs/architecture.md, Validation).
 */
export const passHawalaBody = z.preprocess(
  (value) => value ?? {},
  // overrideReason: an admin passing over the partner's credit limit says why (docs/decisions.md, Partners and settlements);
  // `creditLimitOverride: true`, the override every other posting takes, is refused without one rather than ignored.
  z
    .object({
      branchAccountId: optionalAccountId,
      byBranch: z.boolean().optional(),
      overrideReason: overrideReasonField,
      creditLimitOverride: creditLimitOverrideField,
      approvalReason: approvalReasonField,
      /** Our extension (docs/decisions.md, Compliance: walk-in IDs): the receiver's ID, recorded and printed on their slip. */
      receiverIdType: partyIdType,
      receiverIdNumber: partyIdNumber,
    })
    .refine((body) => body.creditLimitOverride !== true || body.overrideReason !== undefined, { message: partnerMessages.overrideReasonRequired, path: ['overrideReason'] }),
);
export type PassHawalaBody = z.input<typeof passHawalaBody>;
export type PassHawalaInput = z.output<typeof passHawalaBody>;

export const passHawalaResponse = z.object({
  hawalaId: z.number(),
  transactionId: z.number(),
  hawalaStatus: z.literal('Passed'),
  message: z.string(),
  /** The payout's warnings (an account's expired ID: docs/decisions.md, Compliance: know your customer). */
  warnings: z.array(postingWarning).optional(),
});
export type PassHawalaResponse = z.infer<typeof passHawalaResponse>;

/** PUT /api/hawala/pending/{id} and PUT /api/hawala/cancel/{id}: the payouts moved to the deleted list, if any. */
export const hawalaStatusChangeResponse = z.object({
  hawalaId: z.number(),
  hawalaStatus: z.enum(['Pending', 'Cancelled']),
  deletedTransactionIds: z.array(z.number()),
  message: z.string(),
});
export type HawalaStatusChangeResponse = z.infer<typeof hawalaStatusChangeResponse>;
