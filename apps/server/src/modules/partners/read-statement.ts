import { and, asc, eq, gte, lt, lte, sql } from 'drizzle-orm';
import { entryNarrative, statementSections, type PartnerStatement, type PartnerStatementQuery } from '@sarafi/core';
import type { Database, Executor } from '../../db/client';
import { accountDayTotals, currencies, hawalaDetails, hawalas, ledgerEntries, transactions } from '../../db/schema';
import { partnerAccount } from './partner-account';

type Range = Pick<PartnerStatementQuery, 'from' | 'to' | 'currencyId'>;

/** Read in one snapshot, so a pass landing meanwhile can never make opening + lines differ from the closing. */
export const readPartnerStatement = (db: Database, partnerId: number, range: Range) =>
  db.transaction((tx) => partnerStatementIn(tx, partnerId, range), { isolationLevel: 'repeatable read', accessMode: 'read only' });

/**
 * A partner's statement per currency (docs/decisions.md, Partners and settlements): the opening (the day totals before the range), every entry of the
 * range with the hawala's number where it has one and the running balance, and the closing. Stored signs throughout:
 * a debit is what left the partner's account (it owes the shop more), a credit what came in.
 */
export async function partnerStatementIn(tx: Executor, partnerId: number, range: Range): Promise<PartnerStatement> {
  const partner = await partnerAccount(tx, partnerId);
  const openings = range.from
    ? await tx
        .select({ currencyId: accountDayTotals.currencyId, total: sql<string>`sum(${accountDayTotals.total})` })
        .from(accountDayTotals)
        .where(
          and(
            eq(accountDayTotals.accountId, partner.id),
            lt(accountDayTotals.day, range.from),
            range.currencyId === undefined ? undefined : eq(accountDayTotals.currencyId, range.currencyId),
          ),
        )
        .groupBy(accountDayTotals.currencyId)
    : [];
  const lines = await tx
    .select({
      transactionId: transactions.id,
      date: transactions.transDate,
      transType: transactions.transType,
      transDescription: transactions.transDescription,
      cTransDescription: transactions.cTransDescription,
      documentCurrencyId: transactions.currencyId,
      cCurrencyId: transactions.cCurrencyId,
      paidHawalaNo: hawalaDetails.hawalaNo,
      sentHawalaNo: hawalas.hawalaNumber,
      currencyId: ledgerEntries.currencyId,
      amount: ledgerEntries.amount,
    })
    .from(ledgerEntries)
    .innerJoin(transactions, eq(transactions.id, ledgerEntries.transactionId))
    .leftJoin(hawalaDetails, and(sql`${transactions.hawalaId} <> 0`, eq(hawalaDetails.id, transactions.hawalaId)))
    .leftJoin(hawalas, eq(hawalas.id, transactions.sentHawalaId))
    .where(
      and(
        eq(ledgerEntries.accountId, partner.id),
        range.from ? gte(transactions.transDate, range.from) : undefined,
        range.to ? lte(transactions.transDate, range.to) : undefined,
        range.currencyId === undefined ? undefined : eq(ledgerEntries.currencyId, range.currencyId),
      ),
    )
    .orderBy(asc(transactions.transDate), asc(transactions.id), asc(ledgerEntries.id));
  const codes = await tx.select({ id: currencies.id, code: currencies.code }).from(currencies);

  return {
    partner,
    from: range.from ?? null,
    to: range.to ?? null,
    currencies: statementSections(openings, lines, codes, (l) => ({
      transactionId: l.transactionId,
      date: l.date,
      transType: l.transType,
      hawalaNo: l.paidHawalaNo ?? l.sentHawalaNo ?? null,
      narrative: entryNarrative({ ...l, currencyId: l.documentCurrencyId }, l),
    })),
  };
}
