import { eq, sql } from 'drizzle-orm';
import { accountNature, dealLegs, dealOfMoves, midRate, refundLegs, type FxLeg } from '@sarafi/core';
import type { Transaction } from '../../db/client';
import { accounts, currencies } from '../../db/schema';
import { lockDesk } from './desk';
import { rowsOf } from '../../db/rows-of';
import { bookFxProfit } from './book-fx-profit';
import { legId, replayFrom } from './replay-deals';

const batch = 5000;

/**
 * Derives every deal from the FX position entries and replays them all from the first, in the caller's transaction:
 * for books written before the exchange desk (the first start after the upgrade) and for a bench database seeded in
 * bulk. Posting each deal in order gives the same figures and the same FX profit lines (deal-sync.ts,
 * book-fx-profit.ts); cross deals without a stored mid rate are valued at today's board.
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

  const moves = rowsOf<{ transaction_id: number; trans_date: string | null; fx_mid_rate: string | null; sent_hawala_id: number | null; currency_id: number; amount: string }>(
    await tx.execute(sql`
      select e.transaction_id, t.trans_date, t.fx_mid_rate, t.sent_hawala_id, e.currency_id, sum(e.amount)::text as amount
      from ledger_entries e join transactions t on t.id = e.transaction_id
      where e.account_id = any(${sql.param(positionIds)}::int[]) and not e.fx_profit
      group by e.transaction_id, t.trans_date, t.fx_mid_rate, t.sent_hawala_id, e.currency_id
      order by e.transaction_id`),
  );
  const byTransaction = new Map<number, typeof moves>();
  for (const move of moves) byTransaction.set(move.transaction_id, [...(byTransaction.get(move.transaction_id) ?? []), move]);

  const base = String(desk.baseCurrencyId);
  const legs = {
    tid: [] as number[],
    cid: [] as number[],
    day: [] as string[],
    side: [] as string[],
    quantity: [] as string[],
    value: [] as string[],
    first: [] as boolean[],
    undoes: [] as (number | null)[],
  };
  const deals = { id: [] as number[], mid: [] as (string | null)[] };
  // A sent hawala's first deal (its send), which a later deal of the same hawala (its refund) undoes (deal-sync.ts).
  const sends = new Map<number, { transactionId: number; legs: (FxLeg & { id: string })[] }>();
  for (const [transactionId, own] of byTransaction) {
    const positionMoves = own.map((m) => ({ currency: String(m.currency_id), amount: m.amount }));
    const deal = dealOfMoves(positionMoves);
    if (!deal) continue;
    const hawala = own[0]!.sent_hawala_id;
    const send = hawala === null ? undefined : sends.get(hawala);
    const refund = send ? refundLegs(send.legs, positionMoves, base) : null;
    const cross = !refund && deal.boughtCurrency !== base && deal.soldCurrency !== base;
    const mid = cross ? (own[0]!.fx_mid_rate ?? mids.get(deal.boughtCurrency)!) : null;
    const made = refund ?? dealLegs(deal, base, mid);
    if (hawala !== null && !send) sends.set(hawala, { transactionId, legs: made.map((leg) => ({ ...leg, id: legId(transactionId, Number(leg.currency)) })) });
    made.forEach((leg, i) => {
      legs.tid.push(transactionId);
      legs.cid.push(Number(leg.currency));
      legs.day.push(own[0]!.trans_date ?? '');
      legs.side.push(leg.side);
      legs.quantity.push(leg.quantity);
      legs.value.push(leg.baseValue);
      legs.first.push(i === 0);
      legs.undoes.push(refund ? send!.transactionId : null);
    });
    deals.id.push(transactionId);
    deals.mid.push(mid);
  }
  for (let i = 0; i < legs.tid.length; i += batch) {
    const part = <T>(values: T[]) => values.slice(i, i + batch);
    await tx.execute(sql`
      insert into fx_deal_legs (transaction_id, currency_id, trans_date, side, quantity, base_value, first_leg, realised, position_quantity, position_basis, undoes_transaction_id)
      select tid, cid, day, side, quantity, value, first, 0, 0, 0, undoes
      from unnest(${sql.param(part(legs.tid))}::int[], ${sql.param(part(legs.cid))}::int[], ${sql.param(part(legs.day))}::text[], ${sql.param(part(legs.side))}::text[],
                  ${sql.param(part(legs.quantity))}::numeric[], ${sql.param(part(legs.value))}::numeric[], ${sql.param(part(legs.first))}::boolean[],
                  ${sql.param(part(legs.undoes))}::int[])
           as v(tid, cid, day, side, quantity, value, first, undoes)`);
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
  // Every deal's profit, and any line left on a transaction that is no deal (any more), booked again.
  const booked = rowsOf<{ transaction_id: number }>(await tx.execute(sql`select distinct transaction_id from ledger_entries where fx_profit`));
  await bookFxProfit(tx, desk, [...deals.id, ...booked.map((b) => b.transaction_id)]);
}
