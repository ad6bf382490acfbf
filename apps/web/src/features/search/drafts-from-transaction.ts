import { CASH_ACCOUNT_ID, type AccountListItem, type Transaction } from '@sarafi/core';
import type { ExchangeDraft, TransferDraft, VoucherDraft } from '../transactions/drafts';

/** The edit dialog starts from what was posted: which account sits on which side follows the posting rules. */
export function voucherDraftOf(transaction: Transaction, accounts: Map<number, AccountListItem>): VoucherDraft {
  const accountId = transaction.outAccountId === CASH_ACCOUNT_ID ? transaction.inAccountId : transaction.outAccountId;
  return {
    account: accounts.get(accountId ?? 0) ?? null,
    currencyId: transaction.currencyId,
    narrative: transaction.transDescription ?? '',
    amount: transaction.dAmount,
  };
}

export function transferDraftOf(transaction: Transaction, accounts: Map<number, AccountListItem>): TransferDraft {
  return {
    debit: { account: accounts.get(transaction.outAccountId ?? 0) ?? null, narrative: transaction.transDescription ?? '' },
    credit: { account: accounts.get(transaction.inAccountId ?? 0) ?? null, narrative: transaction.cTransDescription ?? '' },
    currencyId: transaction.currencyId ?? 2,
    amount: transaction.dAmount,
  };
}

export function exchangeDraftOf(transaction: Transaction, accounts: Map<number, AccountListItem>): ExchangeDraft {
  return {
    purchase: { account: accounts.get(transaction.outAccountId ?? 0) ?? null, currencyId: transaction.currencyId, narrative: transaction.transDescription ?? '' },
    selling: { account: accounts.get(transaction.inAccountId ?? 0) ?? null, currencyId: transaction.cCurrencyId, narrative: transaction.cTransDescription ?? '' },
    amount: transaction.dAmount,
    rate: transaction.exRate,
  };
}
