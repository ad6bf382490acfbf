import {
  isPartnerAccount,
  maySettleAgainst,
  settlementAmountsAgree,
  settlementCounterAmount,
  settlementDirectionOf,
  settlementMessages,
  type TransactionDocument,
} from '@sarafi/core';
import type { accounts, currencies } from '../../db/schema';
import { badRequest } from '../../lib/errors';

type AccountRow = typeof accounts.$inferSelect;
type CurrencyRow = typeof currencies.$inferSelect;

/**
 * A settlement's rules, on posting and on every edit: one side is a partner and the other may stand against it (cash,
 * a bank account, another partner), and its two amounts agree with its rate. Each account's own currency is checked
 * with every document's in check-document.ts.
 */
export function checkSettlement(doc: TransactionDocument, out: AccountRow, into: AccountRow, currency: CurrencyRow, cCurrency: CurrencyRow) {
  if (!isPartnerAccount(out) && !isPartnerAccount(into)) throw badRequest(settlementMessages.partnerSideRequired);
  const received = settlementDirectionOf(into) === 'received';
  const counter = received ? out : into;
  if (!maySettleAgainst(counter)) {
    const params = { account: counter.accountCode };
    throw badRequest(settlementMessages.counterNotAllowed(params.account), 'settlement.counterNotAllowed', params);
  }
  if (settlementAmountsAgree(doc, currency.code, cCurrency.code)) return;
  const partner = received ? { amount: doc.cAmount, currency: cCurrency.code } : { amount: doc.dAmount, currency: currency.code };
  const counterCode = received ? currency.code : cCurrency.code;
  const expected = settlementCounterAmount(partner.amount, doc.exRate, partner.currency, counterCode) ?? '—';
  const params = { expected, amount: partner.amount, currency: partner.currency, rate: doc.exRate };
  throw badRequest(settlementMessages.counterAmountMismatch(params.expected, params.amount, params.currency, params.rate), 'settlement.counterAmountMismatch', params);
}
