import { sql } from 'drizzle-orm';
import { accountMessages, CASH_ACCOUNT_ID, isUnitRateAcross, sellingAmount, transactionMessages, toAmount, type TransactionDocument } from '@sarafi/core';
import type { Executor } from '../../db/client';
import { accounts, currencies } from '../../db/schema';
import { badRequest } from '../../lib/errors';
import { assertWithinPostingLimits } from '../posting-limits/check-posting-limits';
import { checkSettlement } from '../settlements/check-settlement';

type AccountRow = typeof accounts.$inferSelect;
type CurrencyRow = typeof currencies.$inferSelect;

export interface CheckedDocument {
  out: AccountRow;
  into: AccountRow;
  currency: CurrencyRow;
  cCurrency: CurrencyRow;
}

/**
 * The rules that need the database: accounts exist and are active (the cash account only on vouchers), the
 * voucher's side follows SPEC §7's company rule, a non-company account trades only in its own currency
 * (SPEC §5), an exchange at a rate of 1 between two currencies carries the clerk's `confirmUnitRate` (issue 18;
 * checked here because only here are the currency codes known), an exchange's selling amount is the SPEC §5
 * conversion of its purchase amount, a settlement follows its own rules (check-settlement.ts), and each side stays within its currency's posting limit (issue 18). Posting
 * and editing both come through here.
 */
export async function checkDocument(db: Executor, doc: TransactionDocument): Promise<CheckedDocument> {
  // One round trip: row 1 holds the out-account and the currency, row 2 the in-account and the selling currency.
  const pairs = await db
    .select({ account: accounts, currency: currencies })
    .from(sql`(values (1, ${doc.outAccountId}::int, ${doc.currencyId}::int), (2, ${doc.inAccountId}::int, ${doc.cCurrencyId}::int)) as side (n, account_id, currency_id)`)
    .leftJoin(accounts, sql`${accounts.id} = side.account_id`)
    .leftJoin(currencies, sql`${currencies.id} = side.currency_id`)
    .orderBy(sql`side.n`);
  const rows = pairs.flatMap((p) => (p.account ? [p.account] : []));
  const currencyRows = pairs.flatMap((p) => (p.currency ? [p.currency] : []));
  const account = (id: number) => {
    const row = rows.find((a) => a.id === id);
    // The shop's cash is the one system account a clerk's document names: a voucher's other side, a settlement's counter.
    const cashSide = id === CASH_ACCOUNT_ID && (doc.transType === 'Debit' || doc.transType === 'Credit' || doc.transType === 'Settlement');
    if (!row || (row.isSystem && !cashSide)) throw badRequest(accountMessages.idNotFound(id), 'account.idNotFound', { id });
    if (row.accountStatus !== 'active') {
      const params = { account: row.accountCode, status: row.accountStatus };
      throw badRequest(accountMessages.notActive(params.account, params.status), 'account.notActive', params);
    }
    return row;
  };
  const out = account(doc.outAccountId);
  const into = account(doc.inAccountId);
  const currency = currencyRows.find((c) => c.id === doc.currencyId);
  const cCurrency = currencyRows.find((c) => c.id === doc.cCurrencyId);
  if (!currency || !cCurrency) throw badRequest(transactionMessages.currencyNotFound);

  const ownCurrency = (a: AccountRow, c: CurrencyRow) => {
    if (a.accountType !== 'company' && a.currencyId !== c.id) {
      throw badRequest(transactionMessages.ownCurrencyOnly(a.accountCode), 'transaction.ownCurrencyOnly', { account: a.accountCode });
    }
  };

  if (doc.transType === 'Debit' || doc.transType === 'Credit') {
    const chosen = out.id === CASH_ACCOUNT_ID ? into : out;
    const chosenIsIn = (doc.transType === 'Debit') === (chosen.accountType === 'company');
    if ((chosenIsIn ? into.id : out.id) !== chosen.id) {
      throw badRequest(
        `A ${doc.transType.toLowerCase()} on a ${chosen.accountType} account posts ${chosenIsIn ? 'into' : 'out of'} the account against cash (11)`,
      );
    }
    ownCurrency(chosen, currency);
  } else if (doc.transType === 'Transfer') {
    // Both sides hold the one currency moved; otherwise an AFN account would silently gain a USD balance.
    ownCurrency(out, currency);
    ownCurrency(into, currency);
  } else if (doc.transType === 'Settlement') {
    // The drawer holds every currency; each other account settles in its own.
    if (out.id !== CASH_ACCOUNT_ID) ownCurrency(out, currency);
    if (into.id !== CASH_ACCOUNT_ID) ownCurrency(into, cCurrency);
    checkSettlement(doc, out, into, currency, cCurrency);
  } else {
    ownCurrency(out, currency);
    ownCurrency(into, cCurrency);
    if (currency.id === cCurrency.id) throw badRequest(transactionMessages.sameCurrency);
    if (isUnitRateAcross(doc.exRate, currency.code, cCurrency.code) && !doc.confirmUnitRate) {
      const params = { from: currency.code, to: cCurrency.code };
      throw badRequest(transactionMessages.unitRateUnconfirmed(params.from, params.to), 'transaction.unitRateUnconfirmed', params);
    }
    const expected = sellingAmount(doc.dAmount, doc.exRate, currency.code, cCurrency.code);
    if (!expected || toAmount(expected) !== doc.cAmount) {
      const params = { expected: expected ? toAmount(expected) : '—', amount: doc.dAmount, currency: currency.code, rate: doc.exRate };
      const message = transactionMessages.sellingAmountMismatch(params.expected, params.amount, params.currency, params.rate);
      throw badRequest(message, 'transaction.sellingAmountMismatch', params);
    }
  }
  await assertWithinPostingLimits(db, [
    { currency: currency.code, amount: doc.dAmount },
    { currency: cCurrency.code, amount: doc.cAmount },
  ]);
  return { out, into, currency, cCurrency };
}
