import { and, asc, eq, gte, lt, lte, sql } from 'drizzle-orm';
import { accountDisplayName, accountNature, entryNarrative, exchangeDealWords, statementSections, type Statement } from '@sarafi/core';
import type { Executor } from '../../db/client';
import { accounts, currencies, ledgerEntries, transactions } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { accountNotFound } from './get-account';

/**
 * Every entry of one account in a date range, per currency, with the opening balance (all entries before
 * the range), running balance and closing balance. Read from the ledger, the only source of balances. Balances
 * keep the stored sign; the account's nature says how the shop reads them. Each line shows its own side's narrative, and an exchange's line its whole deal.
 */
export async function accountStatement(db: Executor, accountId: number, range: { from?: string; to?: string }): Promise<Statement> {
  const [account] = await db
    .select({ id: accounts.id, accountCode: accounts.accountCode, accountName: accounts.accountName, lastName: accounts.lastName, accountType: accounts.accountType, isSystem: accounts.isSystem })
    .from(accounts)
    .where(eq(accounts.id, accountId));
  if (!account) throw notFound(accountNotFound, 'account.notFound');

  const openings = range.from
    ? await db
        .select({ currencyId: ledgerEntries.currencyId, total: sql<string>`sum(${ledgerEntries.amount})` })
        .from(ledgerEntries)
        .innerJoin(transactions, eq(transactions.id, ledgerEntries.transactionId))
        .where(and(eq(ledgerEntries.accountId, accountId), lt(transactions.transDate, range.from)))
        .groupBy(ledgerEntries.currencyId)
    : [];
  const lines = await db
    .select({
      transactionId: transactions.id,
      date: transactions.transDate,
      transType: transactions.transType,
      transDescription: transactions.transDescription,
      cTransDescription: transactions.cTransDescription,
      documentCurrencyId: transactions.currencyId,
      cCurrencyId: transactions.cCurrencyId,
      dAmount: transactions.dAmount,
      cAmount: transactions.cAmount,
      exRate: transactions.exRate,
      currencyId: ledgerEntries.currencyId,
      amount: ledgerEntries.amount,
    })
    .from(ledgerEntries)
    .innerJoin(transactions, eq(transactions.id, ledgerEntries.transactionId))
    .where(
      and(
        eq(ledgerEntries.accountId, accountId),
        range.from ? gte(transactions.transDate, range.from) : undefined,
        range.to ? lte(transactions.transDate, range.to) : undefined,
      ),
    )
    .orderBy(asc(transactions.transDate), asc(transactions.id), asc(ledgerEntries.id));
  const currencyRows = await db.select({ id: currencies.id, code: currencies.code }).from(currencies);

  return {
    account: { id: account.id, accountCode: account.accountCode, accountName: accountDisplayName(account), nature: accountNature(account) },
    from: range.from ?? null,
    to: range.to ?? null,
    currencies: statementSections(openings, lines, currencyRows, (l) => ({
      transactionId: l.transactionId,
      date: l.date,
      transType: l.transType,
      narrative: entryNarrative({ ...l, currencyId: l.documentCurrencyId }, l),
      deal: exchangeDealWords({ ...l, currencyId: l.documentCurrencyId }, (id) => currencyRows.find((c) => c.id === id)?.code),
    })),
  };
}
