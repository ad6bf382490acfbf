import { eq, gt, sql } from 'drizzle-orm';
import { accountDisplayName, buildTrialBalance, type TrialBalanceResponse } from '@sarafi/core';
import type { Database } from '../../db/client';
import { accountBalances, accountDayTotals, accounts, currencies } from '../../db/schema';

/**
 * Every account's balance per currency at the end of a shop day: today's materialised balance less the day totals
 * dated after that day, read in one snapshot.
 */
export async function readTrialBalance(db: Database, asOf: string): Promise<TrialBalanceResponse> {
  return db.transaction(
    async (tx) => {
      const later = tx
        .select({
          accountId: accountDayTotals.accountId,
          currencyId: accountDayTotals.currencyId,
          total: sql<string>`sum(${accountDayTotals.total})`.as('total'),
        })
        .from(accountDayTotals)
        .where(gt(accountDayTotals.day, asOf))
        .groupBy(accountDayTotals.accountId, accountDayTotals.currencyId)
        .as('later');
      const rows = await tx
        .select({
          id: accounts.id,
          accountCode: accounts.accountCode,
          accountName: accounts.accountName,
          lastName: accounts.lastName,
          accountType: accounts.accountType,
          isSystem: accounts.isSystem,
          currencyCode: currencies.code,
          stored: sql<string>`(${accountBalances.balance} - coalesce(${later.total}, 0))::text`,
        })
        .from(accountBalances)
        .innerJoin(accounts, eq(accounts.id, accountBalances.accountId))
        .innerJoin(currencies, eq(currencies.id, accountBalances.currencyId))
        .leftJoin(later, sql`${later.accountId} = ${accountBalances.accountId} and ${later.currencyId} = ${accountBalances.currencyId}`);
      return buildTrialBalance(asOf, rows.map(({ lastName, ...row }) => ({ ...row, accountName: accountDisplayName({ accountName: row.accountName, lastName }) })));
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}
