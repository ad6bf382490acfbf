import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import { partnerAccountTypes, Money, type PartnerPosition, type PartnersResponse } from '@sarafi/core';
import type { Database, Executor } from '../../db/client';
import { isPartnerType } from './partner-account';
import { sentHawalasPaid } from './sent-hawalas-paid';
import { accountBalances, accountDayTotals, accounts, currencies, ledgerEntries, partnerCreditLimits, transactions } from '../../db/schema';

type Key = `${number}:${number}`;
const keyOf = (accountId: number, currencyId: number): Key => `${accountId}:${currencyId}`;

/** Read in one snapshot, so each partner's balance and its movements are of the same moment. */
export const readPartnerPositions = (db: Database, range: { from: string; to: string }) =>
  db.transaction((tx) => partnerPositionsIn(tx, range), { isolationLevel: 'repeatable read', accessMode: 'read only' });

/**
 * Every partner and hawala partner with, per currency: the balance at the end of the range (today's materialised
 * balance less the day totals after it, as the trial balance reads it) and now, the hawalas paid (its imported ones paid out of its account, and ours it paid),
 * its settlements and commission in the range, its last settlement ever, and its credit limit.
 */
export async function partnerPositionsIn(tx: Executor, range: { from: string; to: string }): Promise<PartnersResponse> {
  const partners = await tx
    .select({ id: accounts.id, accountCode: accounts.accountCode, accountName: accounts.accountName, accountType: accounts.accountType, accountStatus: accounts.accountStatus })
    .from(accounts)
    .where(and(eq(accounts.isSystem, false), inArray(accounts.accountType, [...partnerAccountTypes])))
    .orderBy(asc(accounts.accountCode));
  const ids = partners.map((p) => p.id);
  if (ids.length === 0) return { ...range, partners: [] };

  const balances = await tx
    .select({ accountId: accountBalances.accountId, currencyId: accountBalances.currencyId, stored: accountBalances.balance })
    .from(accountBalances)
    .where(inArray(accountBalances.accountId, ids));
  const later = await tx
    .select({ accountId: accountDayTotals.accountId, currencyId: accountDayTotals.currencyId, total: sql<string>`sum(${accountDayTotals.total})` })
    .from(accountDayTotals)
    .where(and(inArray(accountDayTotals.accountId, ids), gt(accountDayTotals.day, range.to)))
    .groupBy(accountDayTotals.accountId, accountDayTotals.currencyId);
  const type = transactions.transType;
  const amount = ledgerEntries.amount;
  const payout = sql`${type} = 'Hawala' and ${transactions.hawalaId} <> 0 and ${amount} < 0`;
  const settlement = sql`${type} = 'Settlement'`;
  const moves = await tx
    .select({
      accountId: ledgerEntries.accountId,
      currencyId: ledgerEntries.currencyId,
      hawalaCount: sql<number>`(count(*) filter (where ${payout}))::int`,
      hawalaAmount: sql<string>`coalesce(-sum(${amount}) filter (where ${payout}), 0)::text`,
      settlementCount: sql<number>`(count(distinct ${transactions.id}) filter (where ${settlement}))::int`,
      settlementsReceived: sql<string>`coalesce(sum(${amount}) filter (where ${settlement} and ${amount} > 0), 0)::text`,
      settlementsPaid: sql<string>`coalesce(-sum(${amount}) filter (where ${settlement} and ${amount} < 0), 0)::text`,
      commission: sql<string>`coalesce(-sum(${amount}) filter (where ${type} = 'Commission'), 0)::text`,
    })
    .from(ledgerEntries)
    .innerJoin(transactions, eq(transactions.id, ledgerEntries.transactionId))
    .where(and(inArray(ledgerEntries.accountId, ids), sql`${transactions.transDate} between ${range.from} and ${range.to}`))
    .groupBy(ledgerEntries.accountId, ledgerEntries.currencyId);
  const lastSettlements = await tx
    .select({ accountId: ledgerEntries.accountId, currencyId: ledgerEntries.currencyId, day: sql<string>`max(${transactions.transDate})` })
    .from(ledgerEntries)
    .innerJoin(transactions, eq(transactions.id, ledgerEntries.transactionId))
    .where(and(inArray(ledgerEntries.accountId, ids), eq(type, 'Settlement')))
    .groupBy(ledgerEntries.accountId, ledgerEntries.currencyId);
  const limits = await tx
    .select({ accountId: partnerCreditLimits.accountId, currencyId: partnerCreditLimits.currencyId, limit: partnerCreditLimits.creditLimit })
    .from(partnerCreditLimits)
    .where(inArray(partnerCreditLimits.accountId, ids));
  const sentPaid = await sentHawalasPaid(tx, ids, range);
  const codes = new Map((await tx.select({ id: currencies.id, code: currencies.code }).from(currencies)).map((c) => [c.id, c.code]));

  const byKey = <T extends { accountId: number; currencyId: number }>(rows: T[]) => new Map(rows.map((r) => [keyOf(r.accountId, r.currencyId), r]));
  const balanceOf = byKey(balances);
  const laterOf = byKey(later);
  const moveOf = byKey(moves);
  const lastOf = byKey(lastSettlements);
  const limitOf = byKey(limits);
  const sentPaidOf = byKey(sentPaid);
  const currenciesOf = (accountId: number) =>
    [...new Set([balances, moves, limits, sentPaid].flatMap((rows) => rows.filter((r) => r.accountId === accountId).map((r) => r.currencyId)))].sort((a, b) => a - b);

  return {
    ...range,
    partners: partners.flatMap((p): PartnerPosition[] => {
      if (!isPartnerType(p.accountType)) return [];
      return [{
        ...p,
        accountType: p.accountType,
        currencies: currenciesOf(p.id).map((currencyId) => {
          const key = keyOf(p.id, currencyId);
          const current = new Money(balanceOf.get(key)?.stored ?? 0);
          const move = moveOf.get(key);
          return {
            currencyId,
            currency: codes.get(currencyId) ?? String(currencyId),
            balance: current.minus(laterOf.get(key)?.total ?? 0).toFixed(2),
            current: current.toFixed(2),
            hawalaCount: (move?.hawalaCount ?? 0) + (sentPaidOf.get(key)?.count ?? 0),
            hawalaAmount: new Money(move?.hawalaAmount ?? 0).plus(sentPaidOf.get(key)?.amount ?? 0).toFixed(2),
            settlementCount: move?.settlementCount ?? 0,
            settlementsReceived: new Money(move?.settlementsReceived ?? 0).toFixed(2),
            settlementsPaid: new Money(move?.settlementsPaid ?? 0).toFixed(2),
            commission: new Money(move?.commission ?? 0).toFixed(2),
            lastSettlement: lastOf.get(key)?.day ?? null,
            creditLimit: limitOf.get(key)?.limit ?? null,
          };
        }),
      }];
    }),
  };
}
