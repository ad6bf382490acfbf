import { CASH_ACCOUNT_ID, type AccountListItem, type PartyIdType, type PostTransactionBody } from '@sarafi/core';
import type { ExchangeDraft, ExchangePanel } from './drafts';

/**
 * Who stood at the counter in a cash exchange (docs/decisions.md, Walk-in exchanges): optional, but above the walk-in
 * threshold the server asks for the ID (docs/decisions.md, Compliance: walk-in IDs).
 */
export interface WalkIn {
  name: string;
  phone: string;
  idType?: PartyIdType | '';
  idNumber?: string;
}
export const emptyWalkIn: WalkIn = { name: '', phone: '', idType: '', idNumber: '' };

/**
 * The shop's cash as an exchange side: the posting names account 11 like any account, so the panel holds it as its
 * account. It holds every currency; the currency is the panel's own choice.
 */
export function cashSide(name: string): AccountListItem {
  return {
    id: CASH_ACCOUNT_ID,
    accountCode: String(CASH_ACCOUNT_ID),
    accountName: name,
    lastName: null,
    fatherName: null,
    tazkiraNumber: null,
    email: null,
    phone: null,
    dateOfBirth: null,
    currencyId: 0,
    currency: '',
    address: null,
    accountType: 'business',
    accountStatus: 'active',
    createdAt: '',
    updatedAt: '',
  };
}

export const isCashPanel = (panel: ExchangePanel) => panel.account?.id === CASH_ACCOUNT_ID;

export const hasCashSide = (draft: ExchangeDraft) => isCashPanel(draft.purchase) || isCashPanel(draft.selling);

/** The walk-in's fields of the body: only with the cash on a side (the server keeps them only then). */
export function walkInBody(draft: ExchangeDraft, walkIn: WalkIn): Pick<PostTransactionBody, 'walkInName' | 'walkInPhone' | 'partyIdType' | 'partyIdNumber'> {
  if (!hasCashSide(draft)) return {};
  return { walkInName: walkIn.name, walkInPhone: walkIn.phone, partyIdType: walkIn.idType || null, partyIdNumber: walkIn.idNumber || null };
}
