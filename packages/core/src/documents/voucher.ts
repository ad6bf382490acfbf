import { CASH_ACCOUNT_ID, transactionMessages as m, type TransactionDocument } from '../contract/transactions';
import type { DocumentFailure, IssueSink, LoadedSides, RawDocument } from './document-rule';
import { readAmount, toId } from './fields';
import { baseOf, oneCurrencyLegs, refuse } from './parse-base';
import { voucherChosenIsIn } from './cash-direction';
import { partyIdOf } from './walk-in';
import { isCash, ownCurrency } from './sides';

/**
 * A debit or credit voucher (docs/architecture.md, In and out per document type): one side is the cash account (11), the other the account the clerk chose, one
 * amount of one currency.
 */
export function parseVoucher(type: 'Debit' | 'Credit', raw: RawDocument, issues: IssueSink): TransactionDocument | null {
  const out = toId(raw.outAccountId);
  const into = toId(raw.inAccountId);
  const chosen = out === CASH_ACCOUNT_ID ? into : out;
  if (!chosen || chosen === CASH_ACCOUNT_ID || !out || !into) return refuse(issues, m.accountRequired, 'outAccountId');
  if (out !== CASH_ACCOUNT_ID && into !== CASH_ACCOUNT_ID) return refuse(issues, m.cashSide, 'outAccountId');
  if (!raw.transDescription) return refuse(issues, m.narrativeRequired, 'transDescription');
  const amount = readAmount(raw.dAmount, { invalid: m.amountPositive, tooLarge: m.amountTooLarge });
  if (!amount.ok) return refuse(issues, amount.message, 'dAmount');
  const currencyId = toId(raw.currencyId);
  if (!currencyId) return refuse(issues, m.currencyNotFound, 'currencyId');
  return {
    ...baseOf(type, raw),
    ...oneCurrencyLegs(out, into, currencyId, amount.value),
    cTransDescription: raw.cTransDescription || raw.transDescription,
    ...partyIdOf(raw, true),
  };
}

const sideFailures = {
  Debit: { into: ['transaction.debitIntoAccount', m.debitIntoAccount], outOf: ['transaction.debitOutOfAccount', m.debitOutOfAccount] },
  Credit: { into: ['transaction.creditIntoAccount', m.creditIntoAccount], outOf: ['transaction.creditOutOfAccount', m.creditOutOfAccount] },
} as const;

/**
 * The company rule (docs/architecture.md, In and out per document type): a debit takes money out of a customer's account (into the cash) and puts it into a company
 * account; a credit the other way round. The chosen account trades in the voucher's currency unless it is a company's.
 */
export function checkVoucher(type: 'Debit' | 'Credit', { out, into, currency }: LoadedSides): DocumentFailure | null {
  if (!isCash(out) && !isCash(into)) return { code: 'transaction.cashSide', message: m.cashSide };
  const chosen = isCash(out) ? into : out;
  const chosenIsIn = voucherChosenIsIn(type, chosen.accountType);
  if ((chosenIsIn ? into.id : out.id) !== chosen.id) {
    const [code, words] = sideFailures[type][chosenIsIn ? 'into' : 'outOf'];
    const params = { accountType: chosen.accountType };
    return { code, message: words(params.accountType), params };
  }
  return ownCurrency(chosen, currency);
}
