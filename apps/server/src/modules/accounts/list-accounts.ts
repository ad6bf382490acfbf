import { and, asc, count, eq, ilike, like, not, or, sql, type SQL } from 'drizzle-orm';
import type { AccountListQuery } from '@sarafi/core';
import type { Executor } from '../../db/client';
import { accounts, currencies } from '../../db/schema';
import { toAccountListItem } from './account-dto';

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** SPEC §2.6's match rule, on the server: the code contains the text, or the name contains it ignoring case. */
export function accountFilter(q: string | undefined, status?: AccountListQuery['status']): SQL {
  const staff = status ? and(not(accounts.isSystem), eq(accounts.accountStatus, status))! : not(accounts.isSystem);
  if (!q) return staff;
  const pattern = `%${escapeLike(q)}%`;
  return and(staff, or(like(accounts.accountCode, pattern), ilike(accounts.accountName, pattern)))!;
}

/** Counting every match of a broad search costs more than the page itself; past this the total is "at least". */
export const totalCountCap = 1000;

/**
 * Without limit it returns every staff account (the SPEC §7 list); with limit/offset one page and the number
 * of matches, counted up to `totalCountCap` (the caller shows "1000+" when `capped`).
 */
export async function listAccounts(db: Executor, query: AccountListQuery) {
  const where = accountFilter(query.q, query.status);
  const base = db
    .select({ account: accounts, code: currencies.code })
    .from(accounts)
    .innerJoin(currencies, eq(currencies.id, accounts.currencyId))
    .where(where)
    .orderBy(asc(accounts.id));
  const rows = query.limit === undefined ? await base : await base.limit(query.limit).offset(query.offset ?? 0);
  const items = rows.map((r) => toAccountListItem(r.account, r.code));
  if (query.limit === undefined) return { items, total: items.length, capped: false };
  const matches = db.select({ one: sql`1` }).from(accounts).where(where).limit(totalCountCap + 1).as('matches');
  const total = (await db.select({ n: count() }).from(matches))[0]?.n ?? 0;
  return { items, total: Math.min(total, totalCountCap), capped: total > totalCountCap };
}
