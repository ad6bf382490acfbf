import { eq, sql } from 'drizzle-orm';
import { accountNature, fxAccountCode, fxProfitAccountCode, Money, replayLegs, type FxPosition } from '@sarafi/core';
import type { Executor } from '../../db/client';
import { accountBalances, accounts } from '../../db/schema';
import { readDesk, type Desk } from './desk';
import { rowsOf } from '../../db/rows-of';
import { legOfRow, type LegRow } from './replay-deals';

/**
 * The exchange desk's invariants, as rows that break them (empty when they hold): each foreign currency's position is
 * its FX position account's balance; each deal's stored profit is the sum of its legs', and each day's totals the sums
 * of its legs; replaying every deal from scratch gives the stored profits and positions; and the books hold the
 * profit (fxProfitViolations).
 */
export async function fxViolations(db: Executor) {
  const desk = await readDesk(db);
  const legs = rowsOf<LegRow>(
    await db.execute(sql`select transaction_id, currency_id, side, quantity, base_value, realised, position_quantity, position_basis, undoes_transaction_id
                         from fx_deal_legs order by trans_date, transaction_id, first_leg desc`),
  );
  const { results, positions } = replayLegs(legs.map(legOfRow));
  const fxReplay = legs.filter((leg, i) => {
    const r = results[i]!;
    return !new Money(leg.realised).eq(r.realised) || !new Money(leg.position_quantity).eq(r.position.quantity) || !new Money(leg.position_basis).eq(r.position.basis);
  });

  const fxDealTotals = rowsOf(
    await db.execute(sql`
      select coalesce(d.transaction_id, l.transaction_id) as transaction_id, d.realised_profit, l.total
      from fx_deals d
      full join (select transaction_id, sum(realised) as total from fx_deal_legs group by transaction_id) l on l.transaction_id = d.transaction_id
      where d.realised_profit is distinct from l.total`),
  );
  const fxDayTotals = rowsOf(
    await db.execute(sql`
      select coalesce(d.day, l.day) as day, coalesce(d.currency_id, l.currency_id) as currency_id
      from fx_day_totals d
      full join (select trans_date as day, currency_id, count(*) as legs, count(*) filter (where first_leg) as deals,
                        coalesce(sum(quantity) filter (where side = 'buy'), 0) as bq, coalesce(sum(base_value) filter (where side = 'buy'), 0) as bb,
                        coalesce(sum(quantity) filter (where side = 'sell'), 0) as sq, coalesce(sum(base_value) filter (where side = 'sell'), 0) as sb,
                        sum(realised) as realised
                 from fx_deal_legs group by trans_date, currency_id) l on l.day = d.day and l.currency_id = d.currency_id
      where (d.legs, d.deals, d.bought_quantity, d.bought_base, d.sold_quantity, d.sold_base, d.realised)
            is distinct from (l.legs, l.deals, l.bq, l.bb, l.sq, l.sb, l.realised)`),
  );

  const system = await db
    .select({ id: accounts.id, accountCode: accounts.accountCode, accountType: accounts.accountType, isSystem: accounts.isSystem })
    .from(accounts)
    .where(eq(accounts.isSystem, true));
  const positionIds = new Set(system.filter((a) => accountNature(a) === 'position').map((a) => a.id));
  const held = new Map<string, InstanceType<typeof Money>>();
  for (const b of await db.select().from(accountBalances)) {
    if (positionIds.has(b.accountId) && b.currencyId !== desk.baseCurrencyId) {
      held.set(String(b.currencyId), (held.get(String(b.currencyId)) ?? new Money(0)).plus(b.balance));
    }
  }
  const currencies = new Set([...held.keys(), ...Object.keys(positions)]);
  const fxPositions = [...currencies]
    .map((currency) => ({ currency, balance: (held.get(currency) ?? new Money(0)).toFixed(2), position: positions[currency]?.quantity ?? '0' }))
    .filter((p) => !new Money(p.balance).eq(p.position));
  return { fxReplay, fxDealTotals, fxDayTotals, fxPositions, fxProfitBooks: await fxProfitViolations(db, desk, positions) };
}

/**
 * The FX profit in the books (book-fx-profit.ts): each transaction's FX profit lines are its deal's realised profit
 * (none for one that is no deal), so the FX profit account holds Σ realised; and the base's FX position, the base the
 * deals paid and received less the profit taken out, holds minus the basis of the open positions.
 */
async function fxProfitViolations(db: Executor, desk: Desk, positions: Record<string, FxPosition>) {
  const profitCode = fxProfitAccountCode(desk.baseCurrencyCode);
  const perDeal = rowsOf<{ transaction_id: number; realised: string | null; booked: string | null }>(
    await db.execute(sql`
      select coalesce(d.transaction_id, b.transaction_id) as transaction_id, d.realised_profit as realised, b.booked
      from fx_deals d
      full join (select e.transaction_id, sum(e.amount) as booked from ledger_entries e join accounts a on a.id = e.account_id
                 where e.fx_profit and a.account_code = ${profitCode} group by e.transaction_id) b on b.transaction_id = d.transaction_id
      where coalesce(d.realised_profit, 0) <> coalesce(b.booked, 0)`),
  );
  const [totals] = rowsOf<{ realised: string; profit: string; base_position: string }>(
    await db.execute(sql`
      select (select coalesce(sum(realised_profit), 0) from fx_deals)::text as realised,
             (select coalesce(sum(b.balance), 0) from account_balances b join accounts a on a.id = b.account_id where a.account_code = ${profitCode})::text as profit,
             (select coalesce(sum(b.balance), 0) from account_balances b join accounts a on a.id = b.account_id
              where a.account_code = ${fxAccountCode(desk.baseCurrencyCode)} and b.currency_id = ${desk.baseCurrencyId})::text as base_position`),
  );
  const basis = Object.values(positions).reduce((sum, p) => sum.plus(p.basis), new Money(0));
  const account = new Money(totals!.profit).eq(totals!.realised) ? [] : [{ account: profitCode, balance: totals!.profit, realised: totals!.realised }];
  const base = new Money(totals!.base_position).eq(basis.neg()) ? [] : [{ account: fxAccountCode(desk.baseCurrencyCode), balance: totals!.base_position, basis: basis.toFixed(2) }];
  return [...perDeal, ...account, ...base];
}
