import { and, asc, count, eq, ne, not, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { AccountListQuery } from '@sarafi/core';
import type { Executor } from '../../db/client';
import { accountBalances, accounts, currencies } from '../../db/schema';
import { foldedText, idKey, nameKey, phoneKey } from '../../db/search-keys';
import { toAccountListItem } from './account-dto';

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
const contains = (key: SQLWrapper, text: SQL) => sql`${key} like '%' || ${text} || '%'`;

/** Typed text that could be (part of) a phone number: digits in any script and the separators people type. */
const phoneLike = /^[\s+()\-./0-9\u06F0-\u06F9\u0660-\u0669]+$/;
const digitCount = (text: string) => (text.match(/[0-9\u06F0-\u06F9\u0660-\u0669]/g) ?? []).length;

/**
 * The one account search (docs/decisions.md, Accounts), used by every picker and the account list: every typed word
 * is somewhere in the code, first, last or father name; or the text is part of the phone or the tazkira number.
 * The stored keys and the typed text are folded by the one SQL rule (search-keys.ts), so script variants, harakat
 * and digit scripts match.
 */
export function accountFilter(q: string | undefined, status?: AccountListQuery['status']): SQL {
  const staff = status ? and(not(accounts.isSystem), eq(accounts.accountStatus, status))! : not(accounts.isSystem);
  if (!q) return staff;
  const words = q.split(/\s+/).filter(Boolean).map((word) => contains(accounts.searchNames, foldedText(escapeLike(word))));
  const matches = [and(...words)!];
  if (digitCount(q) >= 3) {
    matches.push(contains(accounts.searchTazkira, idKey(escapeLike(q))));
    if (phoneLike.test(q)) matches.push(contains(accounts.searchPhone, phoneKey(q)));
  }
  return and(staff, or(...matches))!;
}

/** Counting every match of a broad search costs more than the page itself; past this the total is "at least". */
export const totalCountCap = 1000;

/**
 * Without limit it returns every staff account (the list in docs/architecture.md, HTTP API); with limit/offset one page and the number
 * of matches, counted up to `totalCountCap` (the caller shows "1000+" when `capped`).
 */
export async function listAccounts(db: Executor, query: AccountListQuery) {
  const where = accountFilter(query.q, query.status);
  const select = () =>
    db
      .select({ account: accounts, code: currencies.code, balance: accountBalances.balance })
      .from(accounts)
      .innerJoin(currencies, eq(currencies.id, accounts.currencyId))
      .leftJoin(accountBalances, and(eq(accountBalances.accountId, accounts.id), eq(accountBalances.currencyId, accounts.currencyId)));
  // A typed full code comes first, so Enter on it in a picker takes that account. It is looked up on its own (an
  // index on the folded code): ordering every match by it would fold every match, where id order stops at a page.
  const [exact] = query.q ? await select().where(and(where, eq(nameKey(accounts.accountCode), foldedText(query.q)))).limit(1) : [];
  const ordered = select()
    .where(exact ? and(where, ne(accounts.id, exact.account.id)) : where)
    .orderBy(asc(accounts.id));
  const offset = query.offset ?? 0;
  const rows =
    query.limit === undefined
      ? [...(exact ? [exact] : []), ...(await ordered)]
      : !exact
        ? await ordered.limit(query.limit).offset(offset)
        : offset === 0
          ? [exact, ...(await ordered.limit(query.limit - 1))]
          : await ordered.limit(query.limit).offset(offset - 1);
  const items = rows.map((r) => ({ ...toAccountListItem(r.account, r.code), balance: r.balance ?? '0' }));
  if (query.limit === undefined) return { items, total: items.length, capped: false };
  const matches = db.select({ one: sql`1` }).from(accounts).where(where).limit(totalCountCap + 1).as('matches');
  const total = (await db.select({ n: count() }).from(matches))[0]?.n ?? 0;
  return { items, total: Math.min(total, totalCountCap), capped: total > totalCountCap };
}
