import { sql } from 'drizzle-orm';
import { rowsOf } from '../../db/rows-of';
import type { Executor } from '../../db/client';
import { fxViolations } from '../fx/fx-invariants';
import { tillViolations } from '../tills/till-invariants';

export interface StaleBalance {
  account_id: number;
  currency_id: number;
  balance: string | null;
  total: string | null;
}

/** Stored balances that are not the sum of their entries (journal verification reads this too). */
export async function staleBalances(db: Executor): Promise<StaleBalance[]> {
  return rowsOf<StaleBalance>(
    await db.execute(sql`
      select coalesce(b.account_id, e.account_id) as account_id, coalesce(b.currency_id, e.currency_id) as currency_id,
             b.balance::text as balance, e.total::text as total
      from account_balances b
      full join (select account_id, currency_id, sum(amount) as total from ledger_entries group by account_id, currency_id) e
        on e.account_id = b.account_id and e.currency_id = b.currency_id
      where coalesce(b.balance, 0) <> coalesce(e.total, 0)
      order by 1, 2`),
  );
}

/**
 * The ledger invariants (docs/architecture.md, Ledger) and the per-day totals kept beside the balances, as rows that break them:
 * empty arrays mean the books hold.
 * Used by tests now and by the chaos harness later.
 */
export async function ledgerViolations(db: Executor) {
  const unbalancedTransactions = await db.execute(sql`
    select transaction_id, currency_id, sum(amount) as total from ledger_entries
    group by transaction_id, currency_id having sum(amount) <> 0`);
  const staleDayTotals = await db.execute(sql`
    select coalesce(d.account_id, e.account_id) as account_id, coalesce(d.currency_id, e.currency_id) as currency_id,
           coalesce(d.day, e.day) as day, d.total, e.total as entries
    from account_day_totals d
    full join (select l.account_id, l.currency_id, coalesce(t.trans_date, '') as day, sum(l.amount) as total
               from ledger_entries l join transactions t on t.id = l.transaction_id group by 1, 2, 3) e
      on e.account_id = d.account_id and e.currency_id = d.currency_id and e.day = d.day
    where coalesce(d.total, 0) <> coalesce(e.total, 0)`);
  const nonZeroCurrencies = await db.execute(sql`
    select currency_id, sum(balance) as total from account_balances group by currency_id having sum(balance) <> 0`);
  const rows = rowsOf<unknown>;
  return {
    unbalancedTransactions: rows(unbalancedTransactions),
    staleBalances: await staleBalances(db),
    staleDayTotals: rows(staleDayTotals),
    nonZeroCurrencies: rows(nonZeroCurrencies),
    ...(await fxViolations(db)),
    ...(await tillViolations(db)),
  };
}

/** What `ledgerViolations` answers when the books hold. */
export const noViolations = { unbalancedTransactions: [], staleBalances: [], staleDayTotals: [], nonZeroCurrencies: [], fxReplay: [], fxDealTotals: [], fxDayTotals: [], fxPositions: [], fxProfitBooks: [], shopCash: [], safeDuringShift: [], tillWithoutShift: [] };
