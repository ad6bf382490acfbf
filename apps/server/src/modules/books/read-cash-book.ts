import { aliasedTable, and, asc, eq, gte, inArray, lte, or, sql } from 'drizzle-orm';
import {
  accountDisplayName,
  accountMessages,
  accountNature,
  booksMessages,
  buildCashBook,
  can,
  CASH_ACCOUNT_ID,
  entryNarrative,
  Money,
  showsExpectedCash,
  summariseCashBook,
  withoutExpectedCash,
  type CashBook,
  type CashBookQuery,
  type CashBookResponse,
  type CurrentUser,
} from '@sarafi/core';
import type { Database, Executor } from '../../db/client';
import { accountBalances, accountDayTotals, accounts, currencies, dayCloses, hawalaStatusLog, ledgerEntries, tills, transactions } from '../../db/schema';
import { badRequest, notFound } from '../../lib/errors';
import { readDayCloseSettings } from './day-close-settings';
import { grantsOfRole } from '../roles/role-policy';

const counterparts = aliasedTable(accounts, 'counterpart');

/**
 * The cash book (roznamcha) of one cash account, or of the whole shop's cash (the safe and every till, `shop`), for a
 * range of shop days. The opening is the current balance less
 * the day totals from the first day on, read in one snapshot with the entries, so a posting landing meanwhile can
 * never make opening + movements differ from the ledger. While a blind count is on, a reader who does not review day
 * closes gets the drawer's book without what it should hold (running balances, expected closing) until the count of the
 * range's last day is in, as the count sheet withholds it (docs/decisions.md, Books and day close, 'Blind count').
 */
export const readCashBook = (db: Database, query: CashBookQuery, timeZone: string, reader: CurrentUser): Promise<CashBookResponse> =>
  db.transaction(
    async (tx) => {
      const book = await cashBookIn(tx, query, timeZone);
      // The blind count is the safe's (a day close counts it), so it covers every book that holds the safe.
      if (query.cashAccountId !== CASH_ACCOUNT_ID) return book;
      const { blindCount } = await readDayCloseSettings(tx);
      const [counted] = await tx
        .select({ id: dayCloses.id })
        .from(dayCloses)
        .where(and(eq(dayCloses.closeDate, query.to), inArray(dayCloses.status, ['pending', 'approved'])))
        .limit(1);
      return showsExpectedCash(blindCount, can(await grantsOfRole(tx, reader.role), 'day-close-admin'), counted !== undefined) ? book : withoutExpectedCash(book);
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );

/** The cash book read by the caller's database transaction (a day close reads it under its own locks). */
export async function cashBookIn(tx: Executor, query: CashBookQuery, timeZone: string): Promise<CashBook> {
  const [cash] = await tx
    .select({ id: accounts.id, accountCode: accounts.accountCode, accountName: accounts.accountName, accountType: accounts.accountType, isSystem: accounts.isSystem })
    .from(accounts)
    .where(eq(accounts.id, query.cashAccountId));
  if (!cash) throw notFound(accountMessages.notFound, 'account.notFound');
  if (accountNature(cash) !== 'asset') throw badRequest(booksMessages.notCashAccount, 'books.notCashAccount');
  // The drawers the book reads, each with its till's name (none for the safe or another cash account).
  const drawers = await tx
    .select({ accountId: accounts.id, till: sql<string | null>`case when ${tills.isSafe} then null else ${tills.name} end` })
    .from(accounts)
    .leftJoin(tills, eq(tills.accountId, accounts.id))
    .where(query.shop ? or(eq(accounts.id, CASH_ACCOUNT_ID), eq(tills.isSafe, false)) : eq(accounts.id, cash.id));
  const drawerIds = drawers.map((d) => d.accountId);
  const tillOf = new Map(drawers.map((d) => [d.accountId, d.till]));

  const current = await tx
    .select({ currencyId: accountBalances.currencyId, stored: sql<string>`sum(${accountBalances.balance})` })
    .from(accountBalances)
    .where(inArray(accountBalances.accountId, drawerIds))
    .groupBy(accountBalances.currencyId);
  const since = await tx
    .select({ currencyId: accountDayTotals.currencyId, total: sql<string>`sum(${accountDayTotals.total})` })
    .from(accountDayTotals)
    .where(and(inArray(accountDayTotals.accountId, drawerIds), gte(accountDayTotals.day, query.from)))
    .groupBy(accountDayTotals.currencyId);
  const moves = await tx
    .select({
      transactionId: transactions.id,
      transDate: transactions.transDate,
      time: transactions.transDateTime,
      transType: transactions.transType,
      transDescription: transactions.transDescription,
      cTransDescription: transactions.cTransDescription,
      documentCurrencyId: transactions.currencyId,
      cCurrencyId: transactions.cCurrencyId,
      user: transactions.userCreated,
      drawerId: ledgerEntries.accountId,
      currencyId: ledgerEntries.currencyId,
      amount: ledgerEntries.amount,
      counterpartId: counterparts.id,
      counterpartCode: counterparts.accountCode,
      counterpartName: counterparts.accountName,
      counterpartLastName: counterparts.lastName,
    })
    .from(ledgerEntries)
    .innerJoin(transactions, eq(transactions.id, ledgerEntries.transactionId))
    // The other side of the document from the drawer's: a till's entry stands where its legs name the safe (11).
    .leftJoin(
      counterparts,
      eq(
        counterparts.id,
        sql`case when ${transactions.outAccountId} = ${ledgerEntries.accountId} then ${transactions.inAccountId}
          when ${transactions.inAccountId} = ${ledgerEntries.accountId} then ${transactions.outAccountId}
          when ${transactions.outAccountId} = ${CASH_ACCOUNT_ID} then ${transactions.inAccountId} else ${transactions.outAccountId} end`,
      ),
    )
    .where(and(inArray(ledgerEntries.accountId, drawerIds), gte(transactions.transDate, query.from), lte(transactions.transDate, query.to)))
    .orderBy(asc(transactions.transDate), asc(transactions.transDateTime), asc(transactions.id), asc(ledgerEntries.id));
  const [cancelled] = await tx
    .select({ count: sql<number>`count(*)::int` })
    .from(hawalaStatusLog)
    .where(
      and(
        eq(hawalaStatusLog.toStatus, 'Cancelled'),
        sql`(${hawalaStatusLog.createdAt} at time zone ${timeZone})::date between ${query.from}::date and ${query.to}::date`,
      ),
    );
  // Hawalas, not pass events: a hawala passed, set back to pending and passed again is one; a payout to a branch
  // never reaches this drawer, and one moved to the deleted list no longer stands (docs/decisions.md, Books and day close).
  const drawerPayouts = tx
    .select({ id: ledgerEntries.transactionId })
    .from(ledgerEntries)
    .innerJoin(transactions, eq(transactions.id, ledgerEntries.transactionId))
    .where(and(inArray(ledgerEntries.accountId, drawerIds), gte(transactions.transDate, query.from), lte(transactions.transDate, query.to)));
  const [passed] = await tx
    .select({ count: sql<number>`count(distinct ${hawalaStatusLog.hawalaDetailsId})::int` })
    .from(hawalaStatusLog)
    .where(and(eq(hawalaStatusLog.toStatus, 'Passed'), inArray(hawalaStatusLog.transactionId, drawerPayouts)));

  const ids = [...new Set([...current.map((c) => c.currencyId), ...moves.map((m) => m.currencyId)])].sort((a, b) => a - b);
  const codes = ids.length ? await tx.select({ id: currencies.id, code: currencies.code }).from(currencies).where(inArray(currencies.id, ids)) : [];
  const openings = ids.map((currencyId) => {
    const now = new Money(current.find((c) => c.currencyId === currencyId)?.stored ?? 0);
    const after = new Money(since.find((s) => s.currencyId === currencyId)?.total ?? 0);
    return { currencyId, currencyCode: codes.find((c) => c.id === currencyId)?.code ?? '', stored: now.minus(after).toFixed(2) };
  });
  const books = buildCashBook(
    openings,
    moves.map((m) => ({
      transactionId: m.transactionId,
      transDate: m.transDate ?? '',
      time: (m.time ?? new Date(0)).toISOString(),
      transType: m.transType,
      counterpart: m.counterpartId === null ? null : { id: m.counterpartId, code: m.counterpartCode ?? '', name: accountDisplayName({ accountName: m.counterpartName ?? '', lastName: m.counterpartLastName }) },
      narrative: entryNarrative({ ...m, currencyId: m.documentCurrencyId }, m) ?? '',
      user: m.user ?? '',
      till: tillOf.get(m.drawerId) ?? null,
      currencyId: m.currencyId,
      amount: m.amount,
    })),
  );
  return {
    cashAccount: { id: cash.id, code: cash.accountCode, name: cash.accountName },
    shop: query.shop,
    from: query.from,
    to: query.to,
    currencies: books,
    summary: {
      byType: summariseCashBook(books),
      hawalasPassed: passed?.count ?? 0,
      hawalasCancelled: cancelled?.count ?? 0,
    },
  };
}
