import {
  amountInputPosted,
  amountInputValue,
  normaliseDecimal,
  sellingAmount,
  toAmount,
  voucherSides,
  voucherWireForm,
  type AccountListItem,
  type CashDirection,
  type PostTransactionBody,
} from '@sarafi/core';

/** What a transaction form holds while the clerk fills it; the new-transaction screens and the edit dialog share these. */
export type VoucherKind = 'Debit' | 'Credit';

export interface VoucherDraft {
  account: AccountListItem | null;
  currencyId: number | null;
  narrative: string;
  amount: string;
}
export const emptyVoucher: VoucherDraft = { account: null, currencyId: null, narrative: '', amount: '' };

export interface TransferSide {
  account: AccountListItem | null;
  narrative: string;
}
export interface TransferDraft {
  debit: TransferSide;
  credit: TransferSide;
  currencyId: number;
  amount: string;
}
/** docs/architecture.md, Constants and limits: a transfer starts in AFN (currency id 2) until a debit account says otherwise. */
export const emptyTransfer: TransferDraft = { debit: { account: null, narrative: '' }, credit: { account: null, narrative: '' }, currencyId: 2, amount: '' };

export interface ExchangePanel {
  account: AccountListItem | null;
  currencyId: number | null;
  narrative: string;
}
export interface ExchangeDraft {
  purchase: ExchangePanel;
  selling: ExchangePanel;
  amount: string;
  rate: string;
}
const emptyPanel: ExchangePanel = { account: null, currencyId: null, narrative: '' };
export const emptyExchange: ExchangeDraft = { purchase: emptyPanel, selling: emptyPanel, amount: '', rate: '' };

/** A stored voucher's body: its type stays (an edit never changes it), the sides follow core's mapping for the account. */
export function voucherBody(kind: VoucherKind, draft: VoucherDraft): PostTransactionBody {
  return { transType: kind, ...(draft.account ? voucherSides(kind, draft.account) : {}), ...voucherAmounts(draft) };
}

/**
 * A new voucher's body: the wire form (type and sides) that moves the drawer the way the clerk said, for this account's
 * type (core's `voucherWireForm`). Without an account the body has no sides, and the posting rules name the account first.
 */
export function newVoucherBody(direction: CashDirection, draft: VoucherDraft): PostTransactionBody {
  const wire = draft.account ? voucherWireForm(direction, draft.account) : { transType: direction === 'in' ? ('Credit' as const) : ('Debit' as const) };
  return { ...wire, ...voucherAmounts(draft) };
}

function voucherAmounts(draft: VoucherDraft) {
  const amount = amountInputValue(draft.amount);
  return {
    currencyId: draft.currencyId,
    cCurrencyId: draft.currencyId,
    dAmount: amount,
    cAmount: amount,
    exRate: '1',
    transDescription: draft.narrative,
    cTransDescription: draft.narrative,
  };
}

export function transferBody(draft: TransferDraft): PostTransactionBody {
  const amount = draft.amount ? amountInputValue(draft.amount) : null;
  return {
    transType: 'Transfer',
    outAccountId: draft.debit.account?.id,
    inAccountId: draft.credit.account?.id,
    currencyId: draft.currencyId,
    cCurrencyId: draft.currencyId,
    dAmount: amount,
    cAmount: amount,
    exRate: '1',
    transDescription: draft.debit.narrative,
    cTransDescription: draft.credit.narrative,
  };
}

/** The selling amount by the rule (docs/architecture.md, Validation), the one the server checks; '0.00' until both currencies and a rate are known. */
export function exchangeSellingAmount(draft: ExchangeDraft, codeOf: (currencyId: number | null) => string | undefined): string {
  const from = codeOf(draft.purchase.currencyId);
  const to = codeOf(draft.selling.currencyId);
  const amount = amountInputPosted(draft.amount);
  const selling = from && to && amount !== null ? sellingAmount(amount, normaliseDecimal(draft.rate) ?? '0', from, to) : null;
  return selling ? toAmount(selling) : '0.00';
}

/** `confirmUnitRate` only once the clerk confirmed a rate of 1 between two currencies (see unit-rate-confirm.tsx). */
export function exchangeBody(draft: ExchangeDraft, codeOf: (currencyId: number | null) => string | undefined, confirmUnitRate = false): PostTransactionBody {
  return {
    transType: 'Exchange',
    outAccountId: draft.purchase.account?.id,
    inAccountId: draft.selling.account?.id,
    currencyId: draft.purchase.currencyId,
    cCurrencyId: draft.selling.currencyId,
    dAmount: amountInputValue(draft.amount),
    cAmount: exchangeSellingAmount(draft, codeOf),
    exRate: normaliseDecimal(draft.rate),
    transDescription: draft.purchase.narrative,
    cTransDescription: draft.selling.narrative,
    ...(confirmUnitRate ? { confirmUnitRate } : {}),
  };
}
