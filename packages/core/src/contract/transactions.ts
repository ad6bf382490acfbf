import { z } from 'zod';
import { Money, toAmount, toRate } from '../money/decimal';
import { readAmountField, readDecimalField, type DecimalField } from './amount-fields';
import { calendarDate, maxSerialId, rateTooLargeAt, rateTooLargeMessage } from './common';
import { hawalaMessages } from './hawala';

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
  postDebitAdminOnly: 'Only an admin may post debit vouchers',
  postCreditAdminOnly: 'Only an admin may post credit vouchers',
  searchTooSlow: 'This search takes too long; narrow it with a type, an account or a date',
  exportTooMany: (cap: string) => `More than ${cap} transactions match; narrow the search (type, account or date) to export them`,
} as const;

const maxAmount = new Money('1e17');
const decimalInput = z.union([z.string(), z.number()]).nullish();
const idInput = z.union([z.number(), z.string()]).nullish();
const text = z.string().trim().max(255, 'At most 255 characters').nullish();

/** Ids are int4 serials: a larger number names no row, so it is as good as no id (never a database error). */
const toId = (value: string | number | null | undefined) => {
  const n = typeof value === 'string' ? Number(value.trim()) : value;
  return typeof n === 'number' && Number.isInteger(n) && n > 0 && n <= maxSerialId ? n : null;
};
const absent = (value: string | number | null | undefined): value is null | undefined | '' =>
  value === null || value === undefined || (typeof value === 'string' && value.trim() === '');
/** An absent amount is null; present, it is read by the one parser (issue 18), `invalid` being the field's SPEC §5 words. */
const amountField = (value: string | number | null | undefined, invalid: string): DecimalField | null =>
  absent(value) ? null : readAmountField(value, invalid);
/** A rate is read by the same parser; its places beyond 8 are still rounded when the document is built. */
const rateField = (value: string | number | null | undefined): DecimalField | null => {
  const invalid = transactionMessages.rateRequired;
  return absent(value) ? null : readDecimalField(value, Number.POSITIVE_INFINITY, { invalid, places: invalid });
};

/** The SPEC §7 payload as the browser sends it; user and date fields from the client are ignored. */
const rawTransaction = z.object({
  transType: z.enum(['Debit', 'Credit', 'Transfer', 'Exchange'], { error: 'transType must be Debit, Credit, Transfer or Exchange' }),
  transDescription: text,
  cTransDescription: text,
  currencyId: idInput,
  cCurrencyId: idInput,
  dAmount: decimalInput,
  cAmount: decimalInput,
  exRate: decimalInput,
  inAccountId: idInput,
  outAccountId: idInput,
  transDate: calendarDate('Date must be YYYY-MM-DD', 'Date is not a valid date').nullish(),
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
      'Extension (issue 18): true when the clerk confirmed an exchange at a rate of exactly 1 between two different currencies; without it such an exchange is refused.',
    ),
});

/** A transaction ready to post: ids checked present, amounts rounded half-up to 2 places (DESIGN §3). */
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
}

/**
 * A stored document as PUT /api/transactions/{id} sends it back: the four POST /api/transactions takes, and a
 * settlement (issue 22), which is posted by POST /api/settlements but edited here like any other document.
 */
const rawDocument = rawTransaction.extend({
  transType: z.enum(['Debit', 'Credit', 'Transfer', 'Exchange', 'Settlement'], { error: 'transType must be Debit, Credit, Transfer, Exchange or Settlement' }),
});

function toDocument(raw: z.output<typeof rawDocument>, ctx: z.RefinementCtx): TransactionDocument {
  const fail = (message: string, path: string): never => {
    ctx.addIssue({ code: 'custom', message, path: [path] });
    return z.NEVER as never;
  };
  const m = transactionMessages;
  const out = toId(raw.outAccountId);
  const into = toId(raw.inAccountId);
  const currencyId = toId(raw.currencyId);
  const positive = (value: string | null) => value !== null && new Money(value).gte('0.01');
  /** The field's decimal, null when absent, undefined when refused (its message is then added). */
  const decimal = (field: DecimalField | null, path: string): string | null | undefined => {
    if (field === null || field.ok) return field?.value ?? null;
    ctx.addIssue({ code: 'custom', message: field.message, path: [path] });
    return undefined;
  };
  const base = {
    transType: raw.transType,
    transDescription: raw.transDescription || null,
    transDate: raw.transDate ?? null,
    confirmUnitRate: raw.confirmUnitRate === true,
  };

  if (raw.transType === 'Debit' || raw.transType === 'Credit') {
    const chosen = out === CASH_ACCOUNT_ID ? into : out;
    if (!chosen || chosen === CASH_ACCOUNT_ID || !out || !into) return fail(m.accountRequired, 'outAccountId');
    if (out !== CASH_ACCOUNT_ID && into !== CASH_ACCOUNT_ID) return fail(m.cashSide, 'outAccountId');
    if (!raw.transDescription) return fail(m.narrativeRequired, 'transDescription');
    const d = decimal(amountField(raw.dAmount, m.amountPositive), 'dAmount');
    if (d === undefined) return z.NEVER;
    if (!positive(d)) return fail(m.amountPositive, 'dAmount');
    if (new Money(d!).gte(maxAmount)) return fail(m.amountTooLarge, 'dAmount');
    if (!currencyId) return fail(m.currencyNotFound, 'currencyId');
    const amount = toAmount(d!);
    return { ...base, outAccountId: out, inAccountId: into, currencyId, cCurrencyId: currencyId, dAmount: amount, cAmount: amount, exRate: '1', cTransDescription: raw.cTransDescription || raw.transDescription };
  }

  if (raw.transType === 'Transfer') {
    if (!out) return fail(m.debitAccountRequired, 'outAccountId');
    if (!into) return fail(m.creditAccountRequired, 'inAccountId');
    if (out === into) return fail(m.sameAccount, 'inAccountId');
    const d = decimal(amountField(raw.dAmount, m.amountPositive), 'dAmount');
    if (d === undefined) return z.NEVER;
    if (d === null) return fail(m.amountRequired, 'dAmount');
    if (!positive(d)) return fail(m.amountPositive, 'dAmount');
    if (new Money(d).gte(maxAmount)) return fail(m.amountTooLarge, 'dAmount');
    if (!raw.transDescription) return fail(m.debitNarrativeRequired, 'transDescription');
    if (!raw.cTransDescription) return fail(m.creditNarrativeRequired, 'cTransDescription');
    if (!currencyId) return fail(m.currencyRequired, 'currencyId');
    const amount = toAmount(d);
    return { ...base, outAccountId: out, inAccountId: into, currencyId, cCurrencyId: currencyId, dAmount: amount, cAmount: amount, exRate: '1', cTransDescription: raw.cTransDescription };
  }

  const cCurrencyId = toId(raw.cCurrencyId);
  if (raw.transType === 'Settlement') {
    // Which side is the partner, and whether the amounts agree with the rate, need the accounts and currency codes
    // (modules/settlements/check-settlement.ts); here only the shape.
    if (!out) return fail(m.accountRequired, 'outAccountId');
    if (!into) return fail(m.accountRequired, 'inAccountId');
    if (out === into) return fail(m.sameAccount, 'inAccountId');
    const d = decimal(amountField(raw.dAmount, m.amountPositive), 'dAmount');
    if (d === undefined) return z.NEVER;
    if (!positive(d)) return fail(m.amountPositive, 'dAmount');
    if (new Money(d!).gte(maxAmount)) return fail(m.amountTooLarge, 'dAmount');
    if (!raw.transDescription) return fail(m.narrativeRequired, 'transDescription');
    if (!currencyId) return fail(m.currencyRequired, 'currencyId');
    const settled = { ...base, outAccountId: out, inAccountId: into, currencyId, dAmount: toAmount(d!), cTransDescription: raw.cTransDescription || raw.transDescription };
    if (!cCurrencyId || cCurrencyId === currencyId) return { ...settled, cCurrencyId: currencyId, cAmount: toAmount(d!), exRate: '1' };
    const c = decimal(amountField(raw.cAmount, m.amountPositive), 'cAmount');
    if (c === undefined) return z.NEVER;
    if (!positive(c)) return fail(m.amountPositive, 'cAmount');
    if (new Money(c!).gte(maxAmount)) return fail(m.amountTooLarge, 'cAmount');
    const rate = decimal(rateField(raw.exRate), 'exRate');
    if (rate === undefined) return z.NEVER;
    if (rate === null || new Money(rate).lt('0.000001')) return fail(m.rateRequired, 'exRate');
    if (new Money(rate).gte(rateTooLargeAt)) return fail(rateTooLargeMessage, 'exRate');
    return { ...settled, cCurrencyId, cAmount: toAmount(c!), exRate: toRate(rate) };
  }
  if (!out) return fail(m.purchaseAccountRequired, 'outAccountId');
  const d = decimal(amountField(raw.dAmount, m.purchaseAmountPositive), 'dAmount');
  if (d === undefined) return z.NEVER;
  if (!positive(d)) return fail(m.purchaseAmountPositive, 'dAmount');
  if (!into) return fail(m.sellingAccountRequired, 'inAccountId');
  const c = decimal(amountField(raw.cAmount, m.sellingAmountPositive), 'cAmount');
  if (c === undefined) return z.NEVER;
  if (!positive(c)) return fail(m.sellingAmountPositive, 'cAmount');
  if (new Money(d!).gte(maxAmount) || new Money(c!).gte(maxAmount)) return fail(m.amountTooLarge, 'dAmount');
  const rate = decimal(rateField(raw.exRate), 'exRate');
  if (rate === undefined) return z.NEVER;
  if (rate === null || new Money(rate).lt('0.000001')) return fail(m.rateRequired, 'exRate');
  if (new Money(rate).gte(rateTooLargeAt)) return fail(rateTooLargeMessage, 'exRate');
  if (!currencyId) return fail(m.currencyRequired, 'currencyId');
  if (!cCurrencyId) return fail(m.currencyRequired, 'cCurrencyId');
  return {
    ...base,
    outAccountId: out,
    inAccountId: into,
    currencyId,
    cCurrencyId,
    dAmount: toAmount(d!),
    cAmount: toAmount(c!),
    exRate: toRate(rate),
    cTransDescription: raw.cTransDescription || null,
  };
}

export const postTransactionBody = rawTransaction.transform(toDocument);
export type PostTransactionBody = z.input<typeof postTransactionBody>;
/** The body of an edit: any stored document type a clerk changes, settlements included. */
export const documentBody = rawDocument.transform(toDocument);
export type DocumentBody = z.input<typeof documentBody>;

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
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Transaction = z.infer<typeof transactionSchema>;

