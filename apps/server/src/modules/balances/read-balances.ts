import { asc, eq, inArray, or, sql } from 'drizzle-orm';
import { accountDisplayName, accountNature, CASH_ACCOUNT_ID, currencySymbol, type AccountBalanceRow } from '@sarafi/core';
import type { Executor } from '../../db/client';
import { accountBalances, accounts, currencies, tills } from '../../db/schema';

/**
 * One row per account and currency it holds, read from the materialised balances. An account that holds
 * nothing yet shows a zero balance in its own currency, so a dashboard card is never empty for it.
 */
export async function balancesOfAccountCodes(db: Executor, codes: string[]): Promise<AccountBalanceRow[]> {
  const found = await db
    .select({
      id: accounts.id,
      code: accounts.accountCode,
      accountName: accounts.accountName,
      lastName: accounts.lastName,
      accountType: accounts.accountType,
      isSystem: accounts.isSystem,
      currencyCode: currencies.code,
    })
    .from(accounts)
    .innerJoin(currencies, eq(currencies.id, accounts.currencyId))
    .where(inArray(accounts.accountCode, codes));
  if (found.length === 0) return [];
  const held = await db
    .select({ accountId: accountBalances.accountId, balance: accountBalances.balance, code: currencies.code })
    .from(accountBalances)
    .innerJoin(currencies, eq(currencies.id, accountBalances.currencyId))
    .where(inArray(accountBalances.accountId, found.map((a) => a.id)))
    .orderBy(asc(accountBalances.currencyId));
  const rows: AccountBalanceRow[] = [];
  for (const code of codes) {
    const account = found.find((a) => a.code === code);
    if (!account) continue;
    const own = held.filter((b) => b.accountId === account.id);
    const list = own.length > 0 ? own : [{ code: account.currencyCode, balance: '0.00' }];
    const nature = accountNature({ ...account, accountCode: account.code });
    for (const b of list) {
      rows.push({ accountCode: account.code, accountName: accountDisplayName(account), currencyCode: b.code, currencySymbol: currencySymbol(b.code), totalBalance: b.balance, nature });
    }
  }
  return rows;
}

/**
 * The shop's cash per currency (docs/architecture.md, Wire fields, 'Account 11 balances'), in the ledger's stored
 * sign: the safe (cash 11) and every till together (docs/decisions.md, Tills and shifts), so a shop with tills reports
 * what it holds as one without them does.
 */
export async function cashBalances(db: Executor) {
  return db
    .select({ currencyId: currencies.id, currency: currencies.code, balance: sql<string>`sum(${accountBalances.balance})::numeric(20, 2)::text` })
    .from(accountBalances)
    .innerJoin(currencies, eq(currencies.id, accountBalances.currencyId))
    .where(or(eq(accountBalances.accountId, CASH_ACCOUNT_ID), inArray(accountBalances.accountId, db.select({ id: tills.accountId }).from(tills))))
    .groupBy(currencies.id, currencies.code)
    .orderBy(asc(currencies.id));
}
