import { partyIdNumber, partyIdType, type PartyIdType } from './compliance-lctr';
import { z } from 'zod';
import { approvalReasonField, calendarDate, creditLimitOverrideField } from './common';
import { hawalaMessages } from './hawala';
import { postingWarning } from './kyc';
import { formMessages } from './form-messages';

export const CASH_ACCOUNT_ID = 11;

export const transactionMessages = {
  accountRequired: 'Account is required',
  narrativeRequired: 'Narrative is required',
  amountPositive: 'Amount must be greater than 0',
  currencyNotFound: 'Currency not found for selected account',
  debitAccountRequired: 'Debit account is required',
  creditAccountRequired: 'Credit account is required',
  amountRequired: 'Amount is required',
  debitNarrativeRequired: 'Debit narrative is required',
  creditNarrativeRequired: 'Credit narrative is required',
  currencyRequired: 'Currency is required',
  purchaseAccountRequired: 'Purchase account is required',
  purchaseAmountPositive: 'Purchase amount must be greater than 0',
  sellingAccountRequired: 'Selling account is required',
  sellingAmountPositive: 'Selling amount must be greater than 0',
  rateRequired: 'Exchange rate must be greater than 0',
  sameAccount: 'Debit and credit accounts must be different',
  cashSide: 'A debit or credit voucher posts against the cash account (11)',
  amountTooLarge: 'Amount is too large',
  notFound: 'Transaction not found',
  postNotAllowed: 'Your role may not post this kind of transaction',
  deletedNotFound: 'Deleted transaction not found',
  hawalaPayoutOnly: 'A hawala payout is removed with Mark as Pending or Cancel Hawala on the Pass Hawala screen',
  idempotencyKeyReused: 'This Idempotency-Key was already used for a different request',
  idempotencyKeyTooLong: 'The Idempotency-Key header must be at most 255 characters',
  sameCurrency: 'Purchase and selling currencies must be different',
  hawalaPayoutNotEditable: 'A hawala payout is changed from its hawala (mark as pending or cancel), not edited',
  typeLocked: (type: string) => `The type of a transaction cannot be changed (this is a ${type})`,
  searchCursorInvalid: 'Invalid cursor: start the search again',
  ownCurrencyOnly: (account: string) => `Account ${account} trades only in its own currency; only company accounts may use another`,
  sellingAmountMismatch: (expected: string, amount: string, currency: string, rate: string) =>
    `Selling amount must be ${expected} for ${amount} ${currency} at ${rate}`,
  /** The hawala's words: one refusal of a rate of 1 across currencies, whichever screen sent it. */
  unitRateUnconfirmed: hawalaMessages.unitRateUnconfirmed,
  /** Debit and credit vouchers move the shop's cash: a clerk's refusal names the voucher refused. */
  searchTooSlow: 'This search takes too long; narrow it with a type, an account or a date',
  exportTooMany: (cap: string) => `More than ${cap} transactions match; narrow the search (type, account or date) to export them`,
  /** A voucher's side follows the company rule (docs/architecture.md, In and out per document type): which side the chosen account stands on against the cash. */
  debitIntoAccount: (accountType: string) => `A debit on a ${accountType} account posts into the account against cash (11)`,
  debitOutOfAccount: (accountType: string) => `A debit on a ${accountType} account posts out of the account against cash (11)`,
  creditIntoAccount: (accountType: string) => `A credit on a ${accountType} account posts into the account against cash (11)`,
  creditOutOfAccount: (accountType: string) => `A credit on a ${accountType} account posts out of the account against cash (11)`,
  postingSideNotAllowed: (account: string) => `Account ${account} cannot stand on this side of this posting`,
  oneCurrencyOnly: 'Both sides of this posting move one amount of one currency',
} as const;

const decimalInput = z.union([z.string(), z.number()]).nullish();
const idInput = z.union([z.number(), z.string()]).nullish();
const text = z.string().trim().max(255, formMessages.tooLong).nullish();
/** A walk-in's name and phone are bounded as an account's are. */
export const walkInLimits = { name: 255, phone: 50 } as const;

/** The payload (docs/architecture.md, HTTP API) as the browser sends it; user and date fields from the client are ignored. */
export const rawTransaction = z.object({
  transType: z.enum(['Debit', 'Credit', 'Transfer', 'Exchange'], { error: formMessages.transTypeInvalid }),
  transDescription: text,
  cTransDescription: text,
  currencyId: idInput,
  cCurrencyId: idInput,
  dAmount: decimalInput,
  cAmount: decimalInput,
  exRate: decimalInput,
  inAccountId: idInput,
  outAccountId: idInput,
  transDate: calendarDate(formMessages.dateShape, formMessages.dateInvalid).nullish(),
  transDateTime: z.string().nullish(),
  userCreated: z.unknown().optional(),
  userModified: z.unknown().optional(),
  dateCreated: z.unknown().optional(),
  dateModified: z.unknown().optional(),
  referenceId: z.unknown().optional(),
  hawalaId: z.unknown().optional(),
  transId: z.unknown().optional(),
  confirmUnitRate: z
    .boolean()
    .optional()
    .describe(
      'Extension (docs/decisions.md, Currencies and rates): true when the clerk confirmed an exchange at a rate of exactly 1 between two different currencies; without it such an exchange is refused.',
    ),
  creditLimitOverride: creditLimitOverrideField,
  approvalReason: approvalReasonField,
  walkInName: z
    .string()
    .trim()
    .max(walkInLimits.name, formMessages.tooLong)
    .nullish()
    .describe("Extension (docs/decisions.md, Walk-in exchanges): the walk-in customer's name on an exchange against the shop's cash (11); ignored when neither side is the cash."),
  walkInPhone: z
    .string()
    .trim()
    .max(walkInLimits.phone, formMessages.tooLong)
    .nullish()
    .describe("Extension (docs/decisions.md, Walk-in exchanges): the walk-in customer's phone, as the cash exchange's receipt prints it."),
  partyIdType: partyIdType.describe("Extension (docs/decisions.md, Compliance: walk-in IDs): the cash customer's ID type (tazkira, e-tazkira, passport, other); needed above the walk-in threshold."),
  partyIdNumber: partyIdNumber.describe("Extension (docs/decisions.md, Compliance: walk-in IDs): the cash customer's ID number; needed above the walk-in threshold."),
});

/** A transaction ready to post: ids checked present, amounts rounded half-up to 2 places (docs/architecture.md, Money). */
export interface TransactionDocument {
  transType: 'Debit' | 'Credit' | 'Transfer' | 'Exchange' | 'Settlement';
  outAccountId: number;
  inAccountId: number;
  currencyId: number;
  cCurrencyId: number;
  dAmount: string;
  cAmount: string;
  exRate: string;
  transDescription: string | null;
  cTransDescription: string | null;
  transDate: string | null;
  /** The clerk confirmed a rate of 1 between two different currencies (checked where the currency codes are known). */
  confirmUnitRate: boolean;
  /** An admin's explicit decision to post past a partner's credit limit (false when the body did not say). */
  creditLimitOverride: boolean;
  /** A cash exchange's walk-in customer; undefined when the body did not name them (an edit keeps the stored ones). */
  walkInName?: string | null;
  walkInPhone?: string | null;
  /** The cash customer's ID (docs/decisions.md, Compliance: walk-in IDs); undefined when the body did not say (an edit keeps the stored one). */
  partyIdType?: PartyIdType | null;
  partyIdNumber?: string | null;
}

/**
 * A stored document as PUT /api/transactions/{id} sends it back: the four POST /api/transactions takes, and a
 * settlement (docs/decisions.md, Partners and settlements), which is posted by POST /api/settlements but edited here like any other document.
 */
export const rawDocument = rawTransaction.extend({
  transType: z.enum(['Debit', 'Credit', 'Transfer', 'Exchange', 'Settlement'], { error: formMessages.transTypeOrSettlementInvalid }),
});

export const transactionSchema = z.object({
  id: z.number(),
  transType: z.string(),
  transDescription: z.string().nullable(),
  currencyId: z.number().nullable(),
  dAmount: z.string(),
  cAmount: z.string(),
  cCurrencyId: z.number().nullable(),
  cTransDescription: z.string().nullable(),
  inAccountId: z.number().nullable(),
  outAccountId: z.number().nullable(),
  transDateTime: z.string().nullable(),
  transDate: z.string().nullable(),
  exRate: z.string(),
  userCreated: z.string().nullable(),
  dateCreated: z.string().nullable(),
  userModified: z.string().nullable(),
  dateModified: z.string().nullable(),
  referenceId: z.number(),
  hawalaId: z.number(),
  transId: z.number(),
  /**
   * An extension: an exchange deal's realised profit in the base currency; null for no deal. Absent for a role
   * without `fx-reports` (docs/decisions.md 'Owner-only figures').
   */
  realisedProfit: z.string().nullable().optional(),
  baseCurrency: z.string().nullable(),
  /** An extension: the walk-in customer of an exchange against the shop's cash (docs/decisions.md, Walk-in exchanges). */
  walkInName: z.string().nullable().optional(),
  walkInPhone: z.string().nullable().optional(),
  /** An extension: the cash customer's ID (docs/decisions.md, Compliance: walk-in IDs). */
  partyIdType: z.string().nullable().optional(),
  partyIdNumber: z.string().nullable().optional(),
  /**
   * An extension: the till whose cash this posting moved in place of the safe (the wire still names cash 11,
   * docs/decisions.md, Tills and shifts); null when it moved the safe.
   */
  tillId: z.number().nullable().optional(),
  tillName: z.string().nullable().optional(),
  /**
   * An extension, on a posting's answer: what the shop should know about a posting that succeeded, as codes with
   * their English (an account's expired ID: docs/decisions.md, Compliance: know your customer). Empty or absent: none.
   */
  warnings: z.array(postingWarning).optional(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Transaction = z.infer<typeof transactionSchema>;

