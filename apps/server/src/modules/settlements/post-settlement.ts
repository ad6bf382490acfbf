import { eq, inArray } from 'drizzle-orm';
import {
  accountMessages,
  isPartnerAccount,
  settlementCounterAmount,
  settlementDocument,
  settlementMessages,
  transactionMessages,
  type CurrentUser,
  type SettlementInput,
} from '@sarafi/core';
import type { Transaction } from '../../db/client';
import { accounts, currencies } from '../../db/schema';
import { badRequest } from '../../lib/errors';
import { postTransaction } from '../ledger/post-transaction';
import { partnerSettlementCurrencies } from './partner-currencies';

/**
 * Posts a settlement inside the caller's database transaction: the named partner must be one and hold a position in the
 * settled currency (its own, a balance or a credit limit: a USD partner charged for AFN payouts settles AFN), the counter amount is
 * the partner amount converted at the rate, and the document then goes through every posting rule, the day lock and
 * the audit as any clerk's document does (postTransaction).
 */
export async function postSettlement(tx: Transaction, input: SettlementInput, actor: CurrentUser, now = new Date()) {
  const [partner] = await tx.select().from(accounts).where(eq(accounts.id, input.partnerAccountId));
  if (!partner) throw badRequest(accountMessages.idNotFound(input.partnerAccountId), 'account.idNotFound', { id: input.partnerAccountId });
  if (!isPartnerAccount(partner)) {
    const params = { account: partner.accountCode };
    throw badRequest(settlementMessages.notPartner(params.account), 'settlement.notPartner', params);
  }
  const rows = await tx.select({ id: currencies.id, code: currencies.code }).from(currencies).where(inArray(currencies.id, [input.currencyId, input.counterCurrencyId]));
  const codeOf = (id: number) => rows.find((row) => row.id === id)?.code;
  const [partnerCode, counterCode] = [codeOf(input.currencyId), codeOf(input.counterCurrencyId)];
  if (!partnerCode || !counterCode) throw badRequest(transactionMessages.currencyNotFound, 'transaction.currencyNotFound');
  // A currency the partner holds nothing in would open a position by a slip of the currency box.
  if (!(await partnerSettlementCurrencies(tx, partner)).includes(input.currencyId)) {
    const params = { account: partner.accountCode, currency: partnerCode };
    throw badRequest(settlementMessages.noPosition(params.account, params.currency), 'settlement.noPosition', params);
  }
  const counterAmount = settlementCounterAmount(input.amount, input.rate, partnerCode, counterCode);
  if (!counterAmount) throw badRequest(transactionMessages.rateRequired, 'transaction.rateRequired');
  return postTransaction(tx, settlementDocument(input, counterAmount), actor, now);
}
