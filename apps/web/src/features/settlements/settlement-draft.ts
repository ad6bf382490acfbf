import {
  CASH_ACCOUNT_ID,
  Money,
  amountInputPosted,
  amountInputValue,
  normaliseDecimal,
  postSettlementBody,
  settlementCounterAmount,
  settlementDirectionOf,
  settlementDocument,
  transactionMessages,
  type AccountListItem,
  type DocumentBody,
  type PostSettlementBody,
  type SettlementDirection,
  type Transaction,
} from '@sarafi/core';
import { firstFieldError } from '../../lib/field-errors';
import type { FormIssue, FormIssues } from '../transactions/first-issue';

/** The shop's cash, or a bank or partner account picked by the clerk. */
export type CounterKind = 'cash' | 'account';

export interface SettlementDraft {
  partner: AccountListItem | null;
  /** The partner's currency settled: one it holds a position in; null follows the partner account's own. */
  partnerCurrencyId: number | null;
  direction: SettlementDirection;
  amount: string;
  counterKind: CounterKind;
  counter: AccountListItem | null;
  /** The cash's currency when the drawer settles in another than the partner's; null follows the partner. */
  cashCurrencyId: number | null;
  rate: string;
  narrative: string;
  transDate: string;
}

export const emptySettlement: SettlementDraft = {
  partner: null,
  partnerCurrencyId: null,
  direction: 'received',
  amount: '',
  counterKind: 'cash',
  counter: null,
  cashCurrencyId: null,
  rate: '',
  narrative: '',
  transDate: '',
};

type CodeOf = (currencyId: number | null) => string | undefined;

/** The currency of the partner's position being settled: the one chosen, else the partner account's own. */
export const partnerCurrencyOf = (draft: SettlementDraft): number | null => draft.partnerCurrencyId ?? draft.partner?.currencyId ?? null;

/** A bank account settles in its own currency; the drawer in whichever the clerk chose, by default the settled one. */
export function counterCurrencyOf(draft: SettlementDraft): number | null {
  if (draft.counterKind === 'account') return draft.counter?.currencyId ?? null;
  return draft.cashCurrencyId ?? partnerCurrencyOf(draft);
}

export const isCross = (draft: SettlementDraft) => {
  const [partnerCurrency, counterCurrency] = [partnerCurrencyOf(draft), counterCurrencyOf(draft)];
  return draft.partner !== null && partnerCurrency !== null && counterCurrency !== null && counterCurrency !== partnerCurrency;
};

/** What the counter account gives or takes, by the rule the server applies; null until it can be worked out. */
export function counterAmountOf(draft: SettlementDraft, codeOf: CodeOf): string | null {
  const amount = amountInputPosted(draft.amount);
  const from = codeOf(partnerCurrencyOf(draft));
  const to = codeOf(counterCurrencyOf(draft));
  if (!amount || !new Money(amount).gt(0) || !from || !to) return null;
  return settlementCounterAmount(amount, isCross(draft) ? (normaliseDecimal(draft.rate) ?? '0') : '1', from, to);
}

export function settlementBody(draft: SettlementDraft): PostSettlementBody {
  return {
    partnerAccountId: draft.partner?.id,
    direction: draft.direction,
    counterAccountId: draft.counterKind === 'cash' ? CASH_ACCOUNT_ID : draft.counter?.id,
    currencyId: partnerCurrencyOf(draft) ?? undefined,
    amount: amountInputValue(draft.amount),
    ...(isCross(draft) ? { counterCurrencyId: counterCurrencyOf(draft), rate: normaliseDecimal(draft.rate) } : {}),
    narrative: draft.narrative,
    ...(draft.transDate ? { transDate: draft.transDate } : {}),
  };
}

/** The server's own first refusal of the draft, under its field (the rules stop at the first problem, as the server does). */
export function settlementIssues(draft: SettlementDraft): FormIssues {
  const result = postSettlementBody.safeParse(settlementBody(draft));
  if (result.success) return {};
  const issue = firstFieldError(result.error.issues)!;
  return { [issue.field]: issue.message };
}

/**
 * A stored settlement as the form shows it again (the edit dialog): read by core's one rule, so an offset between two
 * partners opens as received from its in-account. `accounts` holds every account it names but the cash.
 */
export function settlementDraftOf(transaction: Transaction, accounts: Map<number, AccountListItem>): SettlementDraft {
  const into = accounts.get(transaction.inAccountId ?? 0) ?? null;
  const out = accounts.get(transaction.outAccountId ?? 0) ?? null;
  const received = into !== null && settlementDirectionOf({ ...into, isSystem: false }) === 'received';
  const [partner, counter] = received ? [into, out] : [out, into];
  const counterId = received ? transaction.outAccountId : transaction.inAccountId;
  const cash = counterId === CASH_ACCOUNT_ID;
  return {
    partner,
    partnerCurrencyId: received ? transaction.cCurrencyId : transaction.currencyId,
    direction: received ? 'received' : 'paid',
    amount: received ? transaction.cAmount : transaction.dAmount,
    counterKind: cash ? 'cash' : 'account',
    counter: cash ? null : counter,
    cashCurrencyId: cash ? (received ? transaction.currencyId : transaction.cCurrencyId) : null,
    rate: transaction.exRate.replace(/\.?0+$/, ''),
    narrative: transaction.transDescription ?? '',
    transDate: transaction.transDate ?? '',
  };
}

/** The edited settlement as PUT /api/transactions/{id} takes it: the document posting would make of it. */
export function settlementEditBody(draft: SettlementDraft, codeOf: CodeOf): DocumentBody | FormIssue {
  const parsed = postSettlementBody.safeParse(settlementBody({ ...draft, transDate: '' }));
  if (!parsed.success) {
    return firstFieldError(parsed.error.issues)!;
  }
  const counterAmount = counterAmountOf(draft, codeOf);
  if (!counterAmount) return { field: 'rate', message: transactionMessages.rateRequired };
  return settlementDocument(parsed.data, counterAmount);
}
