import { CASH_ACCOUNT_ID, transactionMessages } from '../contract/transactions';
import { isPartnerAccountType } from '../partners/partner-account';
import type { DocumentFailure, SideAccount, SideCurrency } from './document-rule';

export const isCash = (account: Pick<SideAccount, 'id'>) => account.id === CASH_ACCOUNT_ID;

export const isPartnerAccount = (account: Pick<SideAccount, 'accountType' | 'isSystem'>) => !account.isSystem && isPartnerAccountType(account.accountType);

/**
 * One of the shop's own system accounts for one currency, named by its code (`COMM-USD`, `OS-AFN`, `HWA-PKR`:
 * docs/architecture.md, Ledger). Only the server creates them; a staff account holding such a code is not one.
 */
export const isSystemAccountOf = (account: SideAccount, codePrefix: string, currency: SideCurrency) =>
  account.isSystem && account.accountCode === `${codePrefix}${currency.code}`;

/**
 * A customer or bank account trades only in its own currency (docs/architecture.md, Validation); otherwise an AFN account would gain a USD
 * balance. Companies and partners hold a position per currency (docs/decisions.md, Partners and settlements): a USD partner
 * charged for AFN payouts must be able to settle them in AFN.
 */
export function ownCurrency(account: SideAccount, currency: SideCurrency): DocumentFailure | null {
  if (account.accountType === 'company' || isPartnerAccount(account) || account.currencyId === currency.id) return null;
  const params = { account: account.accountCode };
  return { code: 'transaction.ownCurrencyOnly', message: transactionMessages.ownCurrencyOnly(params.account), params };
}

/** An account that may not stand where a posting put it (a hawala's or the day close's own postings). */
export function sideNotAllowed(account: SideAccount): DocumentFailure {
  const params = { account: account.accountCode };
  return { code: 'transaction.postingSideNotAllowed', message: transactionMessages.postingSideNotAllowed(params.account), params };
}

/** Postings made by the hawala, commission and day-close screens move one amount of one currency. */
export function oneCurrencyOneAmount(doc: { currencyId: number; cCurrencyId: number; dAmount: string; cAmount: string }): DocumentFailure | null {
  if (doc.currencyId === doc.cCurrencyId && doc.dAmount === doc.cAmount) return null;
  return { code: 'transaction.oneCurrencyOnly', message: transactionMessages.oneCurrencyOnly };
}

/** The first failure of several checks, in order. */
export const firstFailure = (...checks: Array<() => DocumentFailure | null>): DocumentFailure | null => {
  for (const check of checks) {
    const failure = check();
    if (failure) return failure;
  }
  return null;
};
