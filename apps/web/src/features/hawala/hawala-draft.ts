import type { PartyId } from '../compliance/lctr/party-id-fields';
import {
  amountInputValue,
  hawalaConvertedAmount,
  hawalaDefaults,
  proposedRateIn,
  type AccountListItem,
  type CreateHawalaBody,
  type Currency,
  type HawalaCurrency,
  type HawalaPaymentSource,
} from '@sarafi/core';

export interface HawalaParty {
  account: AccountListItem | null;
  name: string;
  phone: string;
  /** A walk-in's ID, asked above the walk-in threshold (docs/decisions.md, Compliance: walk-in IDs). */
  id?: PartyId;
}

/** The form (docs/architecture.md, Screens, Hawala Transaction) as typed; amounts are the text in the boxes. */
export interface HawalaDraft {
  sender: HawalaParty;
  receiver: HawalaParty;
  amount: string;
  currency: HawalaCurrency;
  exchangeRate: string;
  convertedCurrency: HawalaCurrency;
  convertedAmount: string;
  commission: string;
  partner: AccountListItem | null;
  notes: string;
  /** Cash at shop, or the sender's account (offered once a sender account is chosen). */
  paidFrom: HawalaPaymentSource;
}

const noParty: HawalaParty = { account: null, name: '', phone: '' };

/** docs/architecture.md, Constants and limits, 'Hawala defaults': commission 0.00, send AFN, receive USD. */
const emptyHawala: HawalaDraft = {
  sender: noParty,
  receiver: noParty,
  amount: '',
  currency: hawalaDefaults.currency,
  exchangeRate: '',
  convertedCurrency: hawalaDefaults.convertedCurrency,
  convertedAmount: '',
  commission: hawalaDefaults.commission,
  partner: null,
  notes: '',
  paidFrom: 'cash',
};

/**
 * The board's mid rate for the pair (core's one rule for the hawala screen), in the one convention (AFN↔USD is 68.75 both
 * ways); blank when unknown or for one currency.
 */
export function proposedRate(currencies: readonly Currency[], from: string, to: string): string {
  return proposedRateIn('hawala', currencies, from, to)?.rate ?? '';
}

/** A fresh form with the board's mid rate for the default pair proposed, so nobody posts the old default of 1 unawares. */
export const newHawalaDraft = (currencies: readonly Currency[]): HawalaDraft => ({
  ...emptyHawala,
  exchangeRate: proposedRate(currencies, emptyHawala.currency, emptyHawala.convertedCurrency),
});

/** Rate and commission as the server will take them: blank rate means 1, blank commission 0.00 (docs/architecture.md, Constants and limits). */
export const rateOf = (draft: HawalaDraft) => draft.exchangeRate.trim() || hawalaDefaults.exchangeRate;
export const commissionOf = (draft: HawalaDraft) => (draft.commission.trim() ? amountInputValue(draft.commission) : hawalaDefaults.commission);
/** Blank stays blank, so the server's 'Amount is required' (not 'greater than 0') names the problem. */
export const amountOf = (draft: HawalaDraft) => (draft.amount.trim() ? amountInputValue(draft.amount) : '');

/** Converted by the exchange rule, by the core helper the server uses; blank until there is an amount. */
export function convertedOf(draft: HawalaDraft): string {
  const amount = amountOf(draft);
  if (!amount || Number(amount) === 0) return '';
  return hawalaConvertedAmount(amount, rateOf(draft), draft.currency, draft.convertedCurrency) ?? '';
}

/**
 * The hawala payload (docs/architecture.md, Wire fields, 'Hawala'). A new hawala always starts as sent (docs/architecture.md, States and transitions). `confirmUnitRate` is set only
 * after the clerk confirmed a rate of 1 between two currencies.
 */
export function hawalaBody(draft: HawalaDraft, confirmUnitRate = false): CreateHawalaBody {
  return {
    senderAccountId: draft.sender.account?.id ?? null,
    receiverAccountId: draft.receiver.account?.id ?? null,
    senderName: draft.sender.name,
    receiverName: draft.receiver.name,
    senderPhone: draft.sender.phone.trim() || null,
    receiverPhone: draft.receiver.phone.trim() || null,
    senderIdType: draft.sender.id?.idType || null,
    senderIdNumber: draft.sender.id?.idNumber.trim() || null,
    receiverIdType: draft.receiver.id?.idType || null,
    receiverIdNumber: draft.receiver.id?.idNumber.trim() || null,
    amount: amountOf(draft),
    currency: draft.currency,
    exchangeRate: rateOf(draft),
    convertedAmount: convertedOf(draft) || null,
    convertedCurrency: draft.convertedCurrency,
    partnerAccountId: draft.partner?.id ?? null,
    commission: commissionOf(draft),
    status: 'sent',
    notes: draft.notes.trim() || null,
    // Without a sender account only cash is possible, whatever was picked before the account was cleared.
    paidFrom: draft.sender.account ? draft.paidFrom : 'cash',
    ...(confirmUnitRate ? { confirmUnitRate } : {}),
  };
}
