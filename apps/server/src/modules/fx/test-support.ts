import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { rowsOf } from '../../db/rows-of';

/**
 * Each balance as the documents' own entries make it: account_balances less the desk's FX profit lines
 * (book-fx-profit.ts), for tests that keep a model of the documents; the lines themselves are checked by fxViolations.
 */
export async function documentBalances(db: Executor) {
  return rowsOf<{ accountId: number; currencyId: number; balance: string }>(
    await db.execute(sql`
      select b.account_id as "accountId", b.currency_id as "currencyId", (b.balance - coalesce(p.total, 0))::text as balance
      from account_balances b
      left join (select account_id, currency_id, sum(amount) as total from ledger_entries where fx_profit group by account_id, currency_id) p
        on p.account_id = b.account_id and p.currency_id = b.currency_id`),
  );
}
