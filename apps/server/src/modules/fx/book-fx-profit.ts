import { sql } from 'drizzle-orm';
import { Money, type EntryLine } from '@sarafi/core';
import type { Transaction } from '../../db/client';
import { rowsOf } from '../../db/rows-of';
import { addDayDelta, applyDayDeltas, type DayDelta } from '../ledger/day-totals';
import { fxAccountIds } from '../ledger/fx-account-ids';
import { moveBookkeepingBalances } from '../ledger/move-balances';
import type { Desk } from './desk';
import { fxProfitAccountId } from './fx-profit-account';

const batch = 5000;

/**
 * Books the realised FX profit of the given transactions (docs/decisions.md, Exchange desk, 'FX profit in the books'):
 * each deal's `fx_deals.realised_profit` r as two lines of its own transaction, in the base currency — the base's FX
 * position −r, FX profit (`FXPL-<base>`) +r — marked `fx_profit`, so the books alone show the profit and the base's FX
 * position holds only the basis of the open positions. A transaction whose lines already say its profit is left
 * alone; the others' lines are replaced (none for a transaction that is no deal, or made nothing) and the balances
 * and day totals move by the difference through the sink, in the caller's database transaction. The caller holds
 * the desk lock (desk.ts).
 */
export async function bookFxProfit(tx: Transaction, desk: Desk, transactionIds: number[]) {
  const ids = [...new Set(transactionIds)];
  if (ids.length === 0) return;
  const profitId = await fxProfitAccountId(tx, desk);
  const positionId = (await fxAccountIds(tx, [{ id: desk.baseCurrencyId, code: desk.baseCurrencyCode }])).get(desk.baseCurrencyId)!;
  for (let i = 0; i < ids.length; i += batch) await bookBatch(tx, desk, ids.slice(i, i + batch), { profitId, positionId });
}

async function bookBatch(tx: Transaction, desk: Desk, ids: number[], accounts: { profitId: number; positionId: number }) {
  const stale = rowsOf<{ id: number; day: string; realised: string; booked: string }>(
    await tx.execute(sql`
      select t.id, coalesce(t.trans_date, '') as day, coalesce(d.realised_profit, 0)::text as realised, coalesce(b.booked, 0)::text as booked
      from transactions t
      left join fx_deals d on d.transaction_id = t.id
      left join (select transaction_id, sum(amount) as booked from ledger_entries
                 where fx_profit and account_id = ${accounts.profitId} and transaction_id = any(${sql.param(ids)}::int[])
                 group by transaction_id) b on b.transaction_id = t.id
      where t.id = any(${sql.param(ids)}::int[]) and coalesce(d.realised_profit, 0) <> coalesce(b.booked, 0)`),
  );
  if (stale.length === 0) return;
  // A deal's lines are always the pair (position −r, profit +r), so what was booked is read from the profit line alone.
  const pair = (transactionId: number, r: string): (EntryLine & { transactionId: number })[] => [
    { transactionId, accountId: accounts.positionId, currencyId: desk.baseCurrencyId, amount: new Money(r).neg().toFixed(2) },
    { transactionId, accountId: accounts.profitId, currencyId: desk.baseCurrencyId, amount: new Money(r).toFixed(2) },
  ];
  const had = (s: (typeof stale)[number]) => !new Money(s.booked).isZero();
  const has = (s: (typeof stale)[number]) => !new Money(s.realised).isZero();
  const previous = stale.filter(had).flatMap((s) => pair(s.id, s.booked));
  const next = stale.filter(has).flatMap((s) => pair(s.id, s.realised));

  // Lines that stay are rewritten in place (their indexed columns unchanged, so the rows are updated cheaply); the
  // others are removed or added.
  const kept = stale.filter((s) => had(s) && has(s));
  if (kept.length > 0) {
    await tx.execute(sql`
      update ledger_entries e set amount = case when e.account_id = ${accounts.profitId} then v.r else -v.r end
      from unnest(${sql.param(kept.map((s) => s.id))}::int[], ${sql.param(kept.map((s) => s.realised))}::numeric[]) as v(tid, r)
      where e.transaction_id = v.tid and e.fx_profit`);
  }
  const gone = stale.filter((s) => had(s) && !has(s)).map((s) => s.id);
  if (gone.length > 0) await tx.execute(sql`delete from ledger_entries where fx_profit and transaction_id = any(${sql.param(gone)}::int[])`);
  const added = stale.filter((s) => !had(s) && has(s)).flatMap((s) => pair(s.id, s.realised));
  if (added.length > 0) {
    await tx.execute(sql`
      insert into ledger_entries (transaction_id, account_id, currency_id, amount, fx_profit)
      select tid, aid, cid, amount, true
      from unnest(${sql.param(added.map((e) => e.transactionId))}::int[], ${sql.param(added.map((e) => e.accountId))}::int[],
                  ${sql.param(added.map((e) => e.currencyId))}::int[], ${sql.param(added.map((e) => e.amount))}::numeric[]) as v(tid, aid, cid, amount)`);
  }
  await moveBookkeepingBalances(tx, previous, next);
  const dayOf = new Map(stale.map((s) => [s.id, s.day]));
  const days = new Map<string, DayDelta>();
  for (const e of previous) addDayDelta(days, e, dayOf.get(e.transactionId)!, -1);
  for (const e of next) addDayDelta(days, e, dayOf.get(e.transactionId)!, 1);
  await applyDayDeltas(tx, days.values());
}
