import { eq, sql } from 'drizzle-orm';
import { accountNature, dealLegs, dealOfMoves, midRate } from '@sarafi/core';
import type { Transaction } from '../../db/client';
import { accounts, currencies } from '../../db/schema';
import { lockDesk } from './desk';
import { rowsOf } from '../../db/rows-of';
import { replayFrom } from './replay-deals';

const batch = 5000;

/**
 * Derives every deal from the FX position entries and replays them all from the first, in the caller's transaction:
 * for books written before the exchange desk (the first start after the upgrade) and for a bench database seeded in
 * bulk. Posting each deal in order gives the same figures (deal-sync.ts); cross deals without a stored mid rate are
 * valued at today's board.
 */
export async function rebuildDeals(tx: Transaction) {
  const desk = await lockDesk(tx);
  const system = await tx
    .select({ id: accounts.id, accountCode: accounts.accountCode, accountType: accounts.accountType, isSystem: accounts.isSystem })
    .from(accounts)
    .where(eq(accounts.isSystem, true));
  const positionIds = system.filter((a) => accountNature(a) === 'position').map((a) => a.id);
  const mids = new Map((await tx.select().from(currencies)).map((c) => [String(c.id), midRate(c)]));
  await tx.execute(sql`delete from fx_deal_legs`);
  await tx.execute(sql`delete from fx_deals`);
  await tx.execute(sql`delete from fx_day_totals`);
  if (positionIds.length === 0) return;

  const moves = rowsOf<{ transaction_id: number; trans_date: string | null; fx_mid_rate: string | null; currency_id: number; amount: string }>(
    await tx.execute(sql`
      select e.transaction_id, t.trans_date, t.fx_mid_rate, e.currency_id, sum(e.amount)::text as amount
      from ledger_entries e join transactions t on t.id = e.transaction_id
      where e.account_id = any(${sql.param(positionIds)}::int[])
      group by e.transaction_id, t.trans_date, t.fx_mid_rate, e.currency_id
      order by e.transaction_id`),
  );
  const byTransaction = new Map<number, typeof moves>();
  for (const move of moves) byTransaction.set(move.transaction_id, [...(byTransaction.get(move.transaction_id) ?? []), move]);

  const base = String(desk.baseCurrencyId);
  const legs = { tid: [] as number[], cid: [] as number[], day: [] as string[], side: [] as string[], quantity: [] as string[], value: [] as string[], first: [] as boolean[] };
  const deals = { id: [] as number[], mid: [] as (string | null)[] };
  for (const [transactionId, own] of byTransaction) {
    const deal = dealOfMoves(own.map((m) => ({ currency: String(m.currency_id), amount: m.amount })));
    if (!deal) continue;
    const cross = deal.boughtCurrency !== base && deal.soldCurrency !== base;
    const mid = cross ? (own[0]!.fx_mid_rate ?? mids.get(deal.boughtCurrency)!) : null;
    dealLegs(deal, base, mid).forEach((leg, i) => {
      legs.tid.push(transactionId);
      legs.cid.push(Number(leg.currency));
      legs.day.push(own[0]!.trans_date ?? '');
      legs.side.push(leg.side);
      legs.quantity.push(leg.quantity);
      legs.value.push(leg.baseValue);
      legs.first.push(i === 0);
    });
    deals.id.push(transactionId);
    deals.mid.push(mid);
  }
  for (let i = 0; i < legs.tid.length; i += batch) {
    const part = <T>(values: T[]) => values.slice(i, i + batch);
    await tx.execute(sql`
      insert into fx_deal_legs (transaction_id, currency_id, trans_date, side, quantity, base_value, first_leg, realised, position_quantity, position_basis)
      select tid, cid, day, side, quantity, value, first, 0, 0, 0
      from unnest(${sql.param(part(legs.tid))}::int[], ${sql.param(part(legs.cid))}::int[], ${sql.param(part(legs.day))}::text[], ${sql.param(part(legs.side))}::text[],
                  ${sql.param(part(legs.quantity))}::numeric[], ${sql.param(part(legs.value))}::numeric[], ${sql.param(part(legs.first))}::boolean[])
           as v(tid, cid, day, side, quantity, value, first)`);
  }
  for (let i = 0; i < deals.id.length; i += batch) {
    const ids = sql.param(deals.id.slice(i, i + batch));
    await tx.execute(sql`insert into fx_deals (transaction_id, base_currency, realised_profit) select id, ${desk.baseCurrencyCode}, 0 from unnest(${ids}::int[]) as v(id)`);
    await tx.execute(sql`
      update transactions t set fx_mid_rate = v.mid
      from unnest(${ids}::int[], ${sql.param(deals.mid.slice(i, i + batch))}::numeric[]) as v(id, mid)
      where t.id = v.id and v.mid is distinct from t.fx_mid_rate`);
  }
  await replayFrom(tx, { day: '', id: 0 }, [...mids.keys()].map(Number));
}
