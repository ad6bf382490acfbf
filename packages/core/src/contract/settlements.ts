import { z } from 'zod';
import { Money, toAmount, toRate } from '../money/decimal';
import { sellingAmount } from '../money/exchange';
import { isPartnerAccountType } from '../partners/partner-account';
import { readAmountField, readDecimalField } from './amount-fields';
import { calendarDate, maxSerialId, rateTooLargeAt, rateTooLargeMessage } from './common';
import { CASH_ACCOUNT_ID, transactionMessages, type TransactionDocument } from './transactions';

export const settlementDirections = ['received', 'paid'] as const;
export type SettlementDirection = (typeof settlementDirections)[number];

export const settlementMessages = {
  partnerRequired: 'Partner is required',
  counterAccountRequired: 'Counter account is required',
  directionRequired: 'Direction must be received or paid',
  sameAccount: 'The partner and the counter account must be different',
  counterCurrencyRequired: 'The other currency is required',
  partnerSideRequired: 'A settlement is made with a partner: one of its accounts must be a partner or hawala partner account',
  notPartner: (account: string) => `Account ${account} is not a partner or hawala partner account`,
  counterNotAllowed: (account: string) => `Account ${account} cannot settle a partner: use cash (11), a bank account or another partner`,
  counterAmountMismatch: (expected: string, amount: string, currency: string, rate: string) =>
    `The settled amount must be ${expected} for ${amount} ${currency} at ${rate}`,
} as const;

const idInput = z.union([z.number(), z.string()]).nullish();
const decimalInput = z.union([z.string(), z.number()]).nullish();
const toId = (value: string | number | null | undefined) => {
  const n = typeof value === 'string' ? Number(value.trim()) : value;
  return typeof n === 'number' && Number.isInteger(n) && n > 0 && n <= maxSerialId ? n : null;
};
const blank = (value: string | number | null | undefined) => value === null || value === undefined || String(value).trim() === '';
const maxAmount = new Money('1e17');

/** A settlement as the clerk states it; the server turns it into a ledger document (`settlementDocument`). */
export interface SettlementInput {
  partnerAccountId: number;
  counterAccountId: number;
  direction: SettlementDirection;
  /** The partner's currency and the amount of it settled. */
  currencyId: number;
  amount: string;
  /** The currency the counter account gives or takes: the partner's own unless the settlement crosses currencies. */
  counterCurrencyId: number;
  /** '1' within one currency; otherwise the pair's rate in the one convention of money/exchange.ts. */
  rate: string;
  narrative: string;
  transDate: string | null;
}

const rawSettlement = z.object({
  partnerAccountId: idInput,
  counterAccountId: idInput,
  direction: z.string().nullish(),
  currencyId: idInput,
  amount: decimalInput,
  counterCurrencyId: idInput.describe('Set only when the counter account settles in another currency than the partner’s'),
  rate: decimalInput.describe('Required with counterCurrencyId: the pair’s rate, quoted as the Exchange screen quotes it'),
  narrative: z.string().trim().max(255, 'At most 255 characters').nullish(),
  transDate: calendarDate('Date must be YYYY-MM-DD', 'Date is not a valid date').nullish(),
});

/** POST /api/settlements (issue 22): each field's first problem in the form's order, with the shared words where they exist. */
export const postSettlementBody = rawSettlement.transform((raw, ctx): SettlementInput => {
  const fail = (message: string, path: string): never => {
    ctx.addIssue({ code: 'custom', message, path: [path] });
    return z.NEVER as never;
  };
  const m = settlementMessages;
  const partnerAccountId = toId(raw.partnerAccountId);
  if (!partnerAccountId) return fail(m.partnerRequired, 'partnerAccountId');
  const direction = settlementDirections.find((d) => d === raw.direction);
  if (!direction) return fail(m.directionRequired, 'direction');
  const counterAccountId = toId(raw.counterAccountId);
  if (!counterAccountId) return fail(m.counterAccountRequired, 'counterAccountId');
  if (counterAccountId === partnerAccountId) return fail(m.sameAccount, 'counterAccountId');
  const currencyId = toId(raw.currencyId);
  if (!currencyId) return fail(transactionMessages.currencyRequired, 'currencyId');
  const amountField = blank(raw.amount) ? null : readAmountField(raw.amount!, transactionMessages.amountPositive);
  if (amountField && !amountField.ok) return fail(amountField.message, 'amount');
  if (!amountField || new Money(amountField.value).lt('0.01')) return fail(transactionMessages.amountPositive, 'amount');
  if (new Money(amountField.value).gte(maxAmount)) return fail(transactionMessages.amountTooLarge, 'amount');
  const counterCurrencyId = blank(raw.counterCurrencyId) ? currencyId : toId(raw.counterCurrencyId);
  if (!counterCurrencyId) return fail(m.counterCurrencyRequired, 'counterCurrencyId');
  let rate = '1';
  if (counterCurrencyId !== currencyId) {
    const invalid = transactionMessages.rateRequired;
    const rateField = blank(raw.rate) ? null : readDecimalField(raw.rate!, Number.POSITIVE_INFINITY, { invalid, places: invalid });
    if (rateField && !rateField.ok) return fail(rateField.message, 'rate');
    if (!rateField || new Money(rateField.value).lt('0.000001')) return fail(invalid, 'rate');
    if (new Money(rateField.value).gte(rateTooLargeAt)) return fail(rateTooLargeMessage, 'rate');
    rate = toRate(rateField.value);
  }
  if (!raw.narrative) return fail(transactionMessages.narrativeRequired, 'narrative');
  return {
    partnerAccountId,
    counterAccountId,
    direction,
    currencyId,
    amount: toAmount(amountField.value),
    counterCurrencyId,
    rate,
    narrative: raw.narrative,
    transDate: raw.transDate ?? null,
  };
});
export type PostSettlementBody = z.input<typeof postSettlementBody>;

/**
 * What the counter account gives or takes for `amount` of the partner's currency: the same amount within one
 * currency, else its conversion at the rate (SPEC §5's pair convention), rounded half-up as a posting is. Null for a
 * rate that converts nothing.
 */
export function settlementCounterAmount(amount: string, rate: string, partnerCurrency: string, counterCurrency: string): string | null {
  if (partnerCurrency === counterCurrency) return toAmount(amount);
  const converted = sellingAmount(amount, rate, partnerCurrency, counterCurrency);
  return converted && converted.gte('0.01') ? toAmount(converted) : null;
}

/**
 * The ledger document of a settlement. Received from the partner: the partner is the in-account (its debt to the shop
 * shrinks, DESIGN §3's in-account gains) and the counter account gives the money out; paid to the partner: the
 * partner is the out-account, as a hawala payout makes it. Each side carries its own currency and amount, so a cross
 * settlement posts through the FX positions as an exchange does (`postsThroughFx`).
 */
export function settlementDocument(input: SettlementInput, counterAmount: string): TransactionDocument {
  const partner = { accountId: input.partnerAccountId, currencyId: input.currencyId, amount: input.amount };
  const counter = { accountId: input.counterAccountId, currencyId: input.counterCurrencyId, amount: counterAmount };
  const [out, into] = input.direction === 'received' ? [counter, partner] : [partner, counter];
  return {
    transType: 'Settlement',
    outAccountId: out.accountId,
    inAccountId: into.accountId,
    currencyId: out.currencyId,
    cCurrencyId: into.currencyId,
    dAmount: out.amount,
    cAmount: into.amount,
    exRate: input.rate,
    transDescription: input.narrative,
    cTransDescription: input.narrative,
    transDate: input.transDate,
    confirmUnitRate: false,
  };
}

interface SideAccount {
  id: number;
  accountType: string;
  isSystem: boolean;
}

export const isPartnerAccount = (account: SideAccount) => !account.isSystem && isPartnerAccountType(account.accountType);

/** What may stand against a partner: the shop's cash, a bank account, or another partner (an offset). */
export const maySettleAgainst = (account: SideAccount) =>
  account.id === CASH_ACCOUNT_ID || isPartnerAccount(account) || (!account.isSystem && account.accountType === 'bank');

/**
 * How a stored settlement reads: received from its in-account when that is a partner, else paid to its out-account.
 * An offset between two partners reads as received from the one whose debt it reduced, which is the same entries as
 * paid to the other.
 */
export function settlementDirectionOf(into: SideAccount): SettlementDirection {
  return isPartnerAccount(into) ? 'received' : 'paid';
}

/**
 * A stored settlement's two amounts agree with its rate: equal within one currency; across currencies, either side
 * is the other's conversion rounded as posted (the clerk may have typed either, and an offset reads from its in-side).
 */
export function settlementAmountsAgree(doc: Pick<TransactionDocument, 'dAmount' | 'cAmount' | 'exRate'>, outCurrency: string, inCurrency: string): boolean {
  if (outCurrency === inCurrency) return doc.dAmount === doc.cAmount;
  return (
    settlementCounterAmount(doc.dAmount, doc.exRate, outCurrency, inCurrency) === doc.cAmount ||
    settlementCounterAmount(doc.cAmount, doc.exRate, inCurrency, outCurrency) === doc.dAmount
  );
}
