import { sql } from 'drizzle-orm';
import { Money } from '@sarafi/core';
import { rowsOf } from '../../db/rows-of';
import type { Executor } from '../../db/client';
import { cashBalances } from '../balances/read-balances';

/**
 * The tills' invariants (docs/decisions.md, Tills and shifts), as rows that break them; empty arrays mean they hold.
 * - shopCash: the shop's cash as the balance endpoints report it equals, per currency, the safe plus every till summed
 *   from their ledger entries.
 * - safeDuringShift: a posting recorded on a shift never leaves an entry on the safe (its cash went to the till).
 * - tillWithoutShift: a till's entries belong to a posting of a shift on that till, or to a till's own posting.
 */
export async function tillViolations(db: Executor) {
  const fromEntries = rowsOf<{ currency_id: number; total: string }>(
    await db.execute(sql`
      select currency_id, sum(amount)::text as total from ledger_entries
      where account_id = 11 or account_id in (select account_id from tills)
      group by currency_id`),
  );
  const reported = await cashBalances(db);
  const currencyIds = new Set([...fromEntries.map((e) => e.currency_id), ...reported.map((r) => r.currencyId)]);
  const shopCash = [...currencyIds].flatMap((currencyId) => {
    const entries = new Money(fromEntries.find((e) => e.currency_id === currencyId)?.total ?? '0');
    const shop = new Money(reported.find((r) => r.currencyId === currencyId)?.balance ?? '0');
    return entries.equals(shop) ? [] : [{ currencyId, reported: shop.toFixed(2), safePlusTills: entries.toFixed(2) }];
  });
  const safeDuringShift = rowsOf<unknown>(
    await db.execute(sql`
      select l.transaction_id, l.currency_id, l.amount from ledger_entries l
      join transactions x on x.id = l.transaction_id
      where l.account_id = 11 and x.till_shift_id is not null`),
  );
  const tillWithoutShift = rowsOf<unknown>(
    await db.execute(sql`
      select l.transaction_id, l.account_id, l.amount from ledger_entries l
      join tills t on t.account_id = l.account_id and not t.is_safe
      join transactions x on x.id = l.transaction_id
      left join till_shifts s on s.id = x.till_shift_id
      where (s.till_id is distinct from t.id)
        and not exists (select 1 from till_postings p where p.transaction_id = l.transaction_id)`),
  );
  return { shopCash, safeDuringShift, tillWithoutShift };
}
