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
  const stale = rowsOf<{ id: number; day: string; realised: string }>(
    await tx.execute(sql`
      select t.id, coalesce(t.trans_date, '') as day, coalesce(d.realised_profit, 0)::text as realised
      from transactions t
      left join fx_deals d on d.transaction_id = t.id
      left join (select transaction_id, sum(amount) as booked from ledger_entries
                 where fx_profit and account_id = ${accounts.profitId} and transaction_id = any(${sql.param(ids)}::int[])
                 group by transaction_id) b on b.transaction_id = t.id
      where t.id = any(${sql.param(ids)}::int[]) and coalesce(d.realised_profit, 0) <> coalesce(b.booked, 0)`),
  );
  if (stale.length === 0) return;
  const dayOf = new Map(stale.map((s) => [s.id, s.day]));
  const previous = rowsOf<{ transaction_id: number; account_id: number; currency_id: number; amount: string }>(
    await tx.execute(sql`
      delete from ledger_entries where fx_profit and transaction_id = any(${sql.param(stale.map((s) => s.id))}::int[])
      returning transaction_id, account_id, currency_id, amount::text as amount`),
  );
  const next: (EntryLine & { transactionId: number })[] = [];
  for (const s of stale) {
    const r = new Money(s.realised);
    if (r.isZero()) continue;
    next.push({ transactionId: s.id, accountId: accounts.positionId, currencyId: desk.baseCurrencyId, amount: r.neg().toFixed(2) });
    next.push({ transactionId: s.id, accountId: accounts.profitId, currencyId: desk.baseCurrencyId, amount: r.toFixed(2) });
  }
  if (next.length > 0) {
    await tx.execute(sql`
      insert into ledger_entries (transaction_id, account_id, currency_id, amount, fx_profit)
      select tid, aid, cid, amount, true
      from unnest(${sql.param(next.map((e) => e.transactionId))}::int[], ${sql.param(next.map((e) => e.accountId))}::int[],
                  ${sql.param(next.map((e) => e.currencyId))}::int[], ${sql.param(next.map((e) => e.amount))}::numeric[]) as v(tid, aid, cid, amount)`);
  }
  const old = previous.map((p) => ({ transactionId: p.transaction_id, accountId: p.account_id, currencyId: p.currency_id, amount: p.amount }));
  await moveBookkeepingBalances(tx, old, next);
  const days = new Map<string, DayDelta>();
  for (const e of old) addDayDelta(days, e, dayOf.get(e.transactionId)!, -1);
  for (const e of next) addDayDelta(days, e, dayOf.get(e.transactionId)!, 1);
  await applyDayDeltas(tx, days.values());
}
