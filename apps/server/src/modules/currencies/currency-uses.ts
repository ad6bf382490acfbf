import { and, eq, ne, or, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Transaction } from '../../db/client';
import {
  accountBalances,
  accountNumberSettings,
  accounts,
  deletedTransactions,
  exchangeRateHistory,
  hawalaDetails,
  hawalas,
  ledgerEntries,
  loans,
  oldTransactions,
  transactions,
} from '../../db/schema';
import { fxAccountCode } from './fx-position-account';

interface CurrencyRow {
  id: number;
  code: string;
}

/** Code columns are compared ignoring case: imports and older rows did not all store them upper-case. */
const sameCode = (column: AnyPgColumn, code: string) => sql`upper(${column}) = ${code.toUpperCase()}`;

/**
 * Every kind of record that refers to a currency, by id or by code. One list, so "in use" means one thing: accounts
 * (its own FX position account aside), balances and entries, transactions live and deleted, hawala transfers (sent or
 * received in it), imported hawalas, account-number settings, rate history that is not the currency's own (USD is the
 * base every rate is quoted against) and the legacy tables. Settlements are not stored yet; they belong here when
 * they are. Each query stops at its first row.
 */
export function currencyUses(tx: Transaction, currency: CurrencyRow) {
  const { id, code } = currency;
  const one = { one: sql<number>`1` };
  return {
    accounts: tx.select(one).from(accounts).where(and(eq(accounts.currencyId, id), ne(accounts.accountCode, fxAccountCode(code)))).limit(1),
    balances: tx.select(one).from(accountBalances).where(eq(accountBalances.currencyId, id)).limit(1),
    entries: tx.select(one).from(ledgerEntries).where(eq(ledgerEntries.currencyId, id)).limit(1),
    transactions: tx.select(one).from(transactions).where(or(eq(transactions.currencyId, id), eq(transactions.cCurrencyId, id))).limit(1),
    deletedTransactions: tx
      .select(one)
      .from(deletedTransactions)
      .where(or(eq(deletedTransactions.currencyId, id), eq(deletedTransactions.cCurrencyId, id)))
      .limit(1),
    hawalas: tx.select(one).from(hawalas).where(or(sameCode(hawalas.currency, code), sameCode(hawalas.convertedCurrency, code))).limit(1),
    // A blank imported currency reads as AFN (docs/architecture.md, Wire fields, 'Hawala details'), so it uses AFN.
    hawalaDetails: tx
      .select(one)
      .from(hawalaDetails)
      .where(sql`upper(coalesce(nullif(${hawalaDetails.currency}, ''), 'AFN')) = ${code.toUpperCase()}`)
      .limit(1),
    accountNumberSettings: tx.select(one).from(accountNumberSettings).where(sameCode(accountNumberSettings.currency, code)).limit(1),
    rateHistory: tx
      .select(one)
      .from(exchangeRateHistory)
      .where(
        or(
          sameCode(exchangeRateHistory.fromCurrency, code),
          and(sameCode(exchangeRateHistory.toCurrency, code), sql`${exchangeRateHistory.currencyId} is distinct from ${id}`),
        ),
      )
      .limit(1),
    legacy: tx
      .select(one)
      .from(oldTransactions)
      .where(or(sameCode(oldTransactions.currency, code), sameCode(oldTransactions.convertedCurrency, code)))
      .unionAll(tx.select(one).from(loans).where(sameCode(loans.currency, code)))
      .limit(1),
  };
}

/** The kinds of record that use the currency (empty when it may be deleted). */
export async function usesOfCurrency(tx: Transaction, currency: CurrencyRow): Promise<string[]> {
  // One after another: a transaction's one connection runs one query at a time (db/side-by-side.ts).
  const found: string[] = [];
  for (const [kind, query] of Object.entries(currencyUses(tx, currency))) if ((await query).length > 0) found.push(kind);
  return found;
}
