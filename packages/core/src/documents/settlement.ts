import { z } from 'zod';
import { transactionMessages as tm, type TransactionDocument } from '../contract/transactions';
import { rawSettlement, settlementDirections, settlementMessages as m, type SettlementDirection, type SettlementInput } from '../contract/settlements';
import { toAmount } from '../money/decimal';
import { sellingAmount } from '../money/exchange';
import { defineRule, type DocumentFailure, type DocumentLegs, type LoadedSides, type SideAccount } from './document-rule';
import { isAbsent, readAmount, readRate, toId } from './fields';
import { baseOf, refuse } from './parse-base';
import { isCash, isPartnerAccount, ownCurrency } from './sides';

type SettlementSide = Pick<SideAccount, 'id' | 'accountType' | 'isSystem'>;

/** What may stand against a partner: the shop's cash, a bank account, or another partner (an offset). */
export const maySettleAgainst = (account: SettlementSide) =>
  isCash(account) || isPartnerAccount(account) || (!account.isSystem && account.accountType === 'bank');

/**
 * How a stored settlement reads: received from its in-account when that is a partner, else paid to its out-account.
 * An offset between two partners reads as received from the one whose debt it reduced, which is the same entries as
 * paid to the other.
 */
export function settlementDirectionOf(into: Pick<SideAccount, 'accountType' | 'isSystem'>): SettlementDirection {
  return isPartnerAccount(into) ? 'received' : 'paid';
}

/**
 * What the counter account gives or takes for `amount` of the partner's currency: the same amount within one
 * currency, else its conversion at the rate (the pair convention of docs/architecture.md, Validation), rounded half-up as a posting is. Null for a
 * rate that converts nothing.
 */
export function settlementCounterAmount(amount: string, rate: string, partnerCurrency: string, counterCurrency: string): string | null {
  if (partnerCurrency === counterCurrency) return toAmount(amount);
  const converted = sellingAmount(amount, rate, partnerCurrency, counterCurrency);
  return converted && converted.gte('0.01') ? toAmount(converted) : null;
}

/**
 * The currencies a partner may be settled in (docs/decisions.md, Partners and settlements): its own, and every one it
 * holds a position in — a balance, or a credit limit set before any money moved. Anything else would open a position
 * by mistake; the server refuses it and the form offers only these.
 */
export const settlementCurrencyIds = (ownCurrencyId: number, held: readonly number[]) => [...new Set([ownCurrencyId, ...held])].sort((a, b) => a - b);

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

/**
 * The ledger document of a settlement. Received from the partner: the partner is the in-account (its debt to the shop
 * shrinks, the in-account gains (docs/architecture.md, Ledger)) and the counter account gives the money out; paid to the partner: the
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
    creditLimitOverride: input.creditLimitOverride,
  };
}

/**
 * One side is a partner and the other may stand against it (cash, a bank account, another partner); the drawer holds
 * every currency and each other account settles in its own; the two amounts agree with the rate.
 */
function checkSettlement(doc: DocumentLegs, { out, into, currency, cCurrency }: LoadedSides): DocumentFailure | null {
  const own = (isCash(out) ? null : ownCurrency(out, currency)) ?? (isCash(into) ? null : ownCurrency(into, cCurrency));
  if (own) return own;
  if (!isPartnerAccount(out) && !isPartnerAccount(into)) return { code: 'settlement.partnerSideRequired', message: m.partnerSideRequired };
  const received = settlementDirectionOf(into) === 'received';
  const counter = received ? out : into;
  if (!maySettleAgainst(counter)) {
    const params = { account: counter.accountCode };
    return { code: 'settlement.counterNotAllowed', message: m.counterNotAllowed(params.account), params };
  }
  if (settlementAmountsAgree(doc, currency.code, cCurrency.code)) return null;
  const partner = received ? { amount: doc.cAmount, currency: cCurrency.code } : { amount: doc.dAmount, currency: currency.code };
  const counterCode = received ? currency.code : cCurrency.code;
  const expected = settlementCounterAmount(partner.amount, doc.exRate, partner.currency, counterCode) ?? '—';
  const params = { expected, amount: partner.amount, currency: partner.currency, rate: doc.exRate };
  return { code: 'settlement.counterAmountMismatch', message: m.counterAmountMismatch(params.expected, params.amount, params.currency, params.rate), params };
}

/** A settlement with a partner (docs/decisions.md, Partners and settlements): posted from its own screen, then edited, deleted and recovered as a transaction. */
export const settlementRule = defineRule({
  kind: 'Settlement',
  storedAs: ['Settlement'],
  permissions: { post: 'partners', edit: 'partners', delete: 'partners', recover: 'partners', reverse: null },
  systemAccounts: 'cash',
  /** The stored document sent back by an edit: the shape only; which side is the partner is `check`'s. */
  parse(raw, issues) {
    const out = toId(raw.outAccountId);
    const into = toId(raw.inAccountId);
    if (!out) return refuse(issues, tm.accountRequired, 'outAccountId');
    if (!into) return refuse(issues, tm.accountRequired, 'inAccountId');
    if (out === into) return refuse(issues, tm.sameAccount, 'inAccountId');
    const amountWords = { invalid: tm.amountPositive, tooLarge: tm.amountTooLarge };
    const amount = readAmount(raw.dAmount, amountWords);
    if (!amount.ok) return refuse(issues, amount.message, 'dAmount');
    if (!raw.transDescription) return refuse(issues, tm.narrativeRequired, 'transDescription');
    const currencyId = toId(raw.currencyId);
    if (!currencyId) return refuse(issues, tm.currencyRequired, 'currencyId');
    const settled = { ...baseOf('Settlement', raw), outAccountId: out, inAccountId: into, currencyId, dAmount: amount.value, cTransDescription: raw.cTransDescription || raw.transDescription };
    const cCurrencyId = toId(raw.cCurrencyId);
    if (!cCurrencyId || cCurrencyId === currencyId) return { ...settled, cCurrencyId: currencyId, cAmount: amount.value, exRate: '1' };
    const counter = readAmount(raw.cAmount, amountWords);
    if (!counter.ok) return refuse(issues, counter.message, 'cAmount');
    const rate = readRate(raw.exRate, { invalid: tm.rateRequired });
    if (!rate.ok) return refuse(issues, rate.message, 'exRate');
    return { ...settled, cCurrencyId, cAmount: counter.value, exRate: rate.value };
  },
  check: checkSettlement,
});

/** POST /api/settlements (docs/decisions.md, Partners and settlements): each field's first problem in the form's order, with the shared words where they exist. */
export const postSettlementBody = rawSettlement.transform((raw, ctx): SettlementInput => {
  const fail = (message: string, path: string) => {
    refuse(ctx, message, path);
    return z.NEVER;
  };
  const partnerAccountId = toId(raw.partnerAccountId);
  if (!partnerAccountId) return fail(m.partnerRequired, 'partnerAccountId');
  const direction = settlementDirections.find((d) => d === raw.direction);
  if (!direction) return fail(m.directionRequired, 'direction');
  const counterAccountId = toId(raw.counterAccountId);
  if (!counterAccountId) return fail(m.counterAccountRequired, 'counterAccountId');
  if (counterAccountId === partnerAccountId) return fail(m.sameAccount, 'counterAccountId');
  const currencyId = toId(raw.currencyId);
  if (!currencyId) return fail(tm.currencyRequired, 'currencyId');
  const amount = readAmount(raw.amount, { invalid: tm.amountPositive, tooLarge: tm.amountTooLarge });
  if (!amount.ok) return fail(amount.message, 'amount');
  const counterCurrencyId = isAbsent(raw.counterCurrencyId) ? currencyId : toId(raw.counterCurrencyId);
  if (!counterCurrencyId) return fail(m.counterCurrencyRequired, 'counterCurrencyId');
  let rate = '1';
  if (counterCurrencyId !== currencyId) {
    const read = readRate(raw.rate, { invalid: tm.rateRequired });
    if (!read.ok) return fail(read.message, 'rate');
    rate = read.value;
  }
  if (!raw.narrative) return fail(tm.narrativeRequired, 'narrative');
  return {
    partnerAccountId,
    counterAccountId,
    direction,
    currencyId,
    amount: amount.value,
    counterCurrencyId,
    rate,
    narrative: raw.narrative,
    transDate: raw.transDate ?? null,
    creditLimitOverride: raw.creditLimitOverride === true,
  };
});
export type PostSettlementBody = z.input<typeof postSettlementBody>;

