import { eq, inArray, sql } from 'drizzle-orm';
import { accountNature, dealLegs, dealOfMoves, midRate, Money, refundLegs, type EntryLine } from '@sarafi/core';
import { handleKey, type Executor, type Transaction } from '../../db/client';
import { rowsOf } from '../../db/rows-of';
import { accounts, currencies, fxDealLegs, fxDeals, transactions } from '../../db/schema';
import { bookFxProfit } from './book-fx-profit';
import { lockDesk, type Desk } from './desk';
import { earlierKey, legId, legOfRow, replayFrom, type DealKey, type LegRow } from './replay-deals';

/** What a transaction's DTO says of its deal (docs/decisions.md, Exchange desk): null and null when it is no deal (any more). */
export interface DealValues {
  realisedProfit: string | null;
  baseCurrency: string | null;
}

export interface PreparedDeal {
  desk: Desk;
  positionAccountIds: Set<number>;
}

/**
 * Asked by the two writers of entries (apply-entries.ts, replace-entries.ts) before they move a balance: when the
 * accounts of the entries before or after the change include an FX position account, the desk is locked (desk.ts
 * explains the order) and the deal is synced once the new entries are written (syncFxDeal). Anything else passes
 * untouched.
 */
export async function prepareFxDeal(tx: Transaction, accountIds: number[]): Promise<PreparedDeal | null> {
  const ids = [...new Set(accountIds)];
  if (ids.length === 0) return null;
  const positionAccountIds = new Set(await positionAccountsAmong(tx, ids));
  if (positionAccountIds.size === 0) return null;
  return { desk: await lockDesk(tx), positionAccountIds };
}

/**
 * Whether an account is an FX position account never changes (a system account is read-only, and only system accounts
 * are positions), so each process remembers the answer per account, per database handle, and a posting among known
 * accounts asks the database nothing here. Bounded: forgotten past `maxRemembered` accounts.
 */
const knownPositions = new WeakMap<object, Map<number, boolean>>();
const maxRemembered = 100_000;

async function positionAccountsAmong(tx: Transaction, ids: number[]): Promise<number[]> {
  let known = knownPositions.get(handleKey(tx));
  if (!known || known.size > maxRemembered) knownPositions.set(handleKey(tx), (known = new Map()));
  const unknown = ids.filter((id) => !known.has(id));
  if (unknown.length > 0) {
    const rows = await tx
      .select({ id: accounts.id, accountCode: accounts.accountCode, accountType: accounts.accountType, isSystem: accounts.isSystem })
      .from(accounts)
      .where(inArray(accounts.id, unknown));
    // Only accounts found are remembered: an id not found may be one another transaction is creating.
    for (const a of rows) known.set(a.id, a.isSystem && accountNature(a) === 'position');
  }
  return ids.filter((id) => known.get(id) === true);
}

/**
 * Re-derives one transaction's deal from its FX position entries (core dealOfMoves / dealLegs), stores its legs,
 * replays its currencies (old and new) from the earlier of its old and new place in posting order, and books the
 * realised profit of every deal the replay changed (book-fx-profit.ts), in the caller's transaction. A cross deal
 * keeps the mid rate it was first valued at, so a later board change never rewrites its profit — unless an edit
 * changed the currency bought, which is then valued at its own mid. A sent hawala's refund undoes the hawala's deal
 * at its own rates (core refundLegs).
 */
export async function syncFxDeal(tx: Transaction, prepared: PreparedDeal, transactionId: number, next: EntryLine[]): Promise<DealValues> {
  const { desk, positionAccountIds } = prepared;
  const moves = new Map<number, InstanceType<typeof Money>>();
  for (const e of next) {
    if (positionAccountIds.has(e.accountId)) moves.set(e.currencyId, (moves.get(e.currencyId) ?? new Money(0)).plus(e.amount));
  }
  const positionMoves = [...moves].map(([currencyId, amount]) => ({ currency: String(currencyId), amount: amount.toFixed(2) }));
  const deal = dealOfMoves(positionMoves);
  const removed = await tx
    .delete(fxDealLegs)
    .where(eq(fxDealLegs.transactionId, transactionId))
    .returning({ day: fxDealLegs.transDate, currencyId: fxDealLegs.currencyId, side: fxDealLegs.side });
  const currencies = new Set(removed.map((leg) => leg.currencyId));
  let from: DealKey | null = removed[0] ? { day: removed[0].day, id: transactionId } : null;

  if (!deal) {
    await tx.delete(fxDeals).where(eq(fxDeals.transactionId, transactionId));
    await tx.update(transactions).set({ fxMidRate: null }).where(eq(transactions.id, transactionId));
    const changed = from ? await replayFrom(tx, from, [...currencies]) : [];
    await bookFxProfit(tx, desk, [transactionId, ...changed]);
    return { realisedProfit: null, baseCurrency: null };
  }
  const [row] = await tx
    .select({ transDate: transactions.transDate, fxMidRate: transactions.fxMidRate, sentHawalaId: transactions.sentHawalaId })
    .from(transactions)
    .where(eq(transactions.id, transactionId));
  if (!row) throw new Error(`transaction ${transactionId}: entries without a document`);
  const base = String(desk.baseCurrencyId);
  const undone = row.sentHawalaId === null ? null : await undoneDeal(tx, row.sentHawalaId, transactionId);
  const refund = undone ? refundLegs(undone.legs, positionMoves, base) : null;
  const cross = !refund && deal.boughtCurrency !== base && deal.soldCurrency !== base;
  // The stored mid is the bought currency's: kept while the deal still buys that currency (a recover has no legs to
  // compare and restores the same document), else the new bought currency's own board mid.
  const sameBought = removed.length === 0 || removed.some((leg) => leg.side === 'buy' && String(leg.currencyId) === deal.boughtCurrency);
  const mid = cross ? ((sameBought ? row.fxMidRate : null) ?? (await boardMid(tx, Number(deal.boughtCurrency)))) : null;
  const day = row.transDate ?? '';
  const legs = refund ?? dealLegs(deal, base, mid);
  await tx.insert(fxDealLegs).values(
    legs.map((leg, i) => ({
      transactionId,
      currencyId: Number(leg.currency),
      transDate: day,
      side: leg.side,
      quantity: leg.quantity,
      baseValue: leg.baseValue,
      firstLeg: i === 0,
      realised: '0',
      positionQuantity: '0',
      positionBasis: '0',
      undoesTransactionId: refund ? undone!.transactionId : null,
    })),
  );
  for (const leg of legs) currencies.add(Number(leg.currency));
  await tx
    .insert(fxDeals)
    .values({ transactionId, baseCurrency: desk.baseCurrencyCode, realisedProfit: '0' })
    .onConflictDoUpdate({ target: fxDeals.transactionId, set: { baseCurrency: desk.baseCurrencyCode, realisedProfit: '0' } });
  if (mid !== row.fxMidRate) await tx.update(transactions).set({ fxMidRate: mid }).where(eq(transactions.id, transactionId));
  from = earlierKey(from, { day, id: transactionId });
  const changed = await replayFrom(tx, from!, [...currencies]);
  await bookFxProfit(tx, desk, [transactionId, ...changed]);
  const [after] = await tx.select({ realisedProfit: fxDeals.realisedProfit }).from(fxDeals).where(eq(fxDeals.transactionId, transactionId));
  return { realisedProfit: after!.realisedProfit, baseCurrency: desk.baseCurrencyCode };
}

/**
 * The deal a later posting of a sent hawala undoes: the hawala's first posting that is a deal (its send). Only the
 * hawala's refund moves FX positions after it (docs/decisions.md, Hawalas we send).
 */
async function undoneDeal(tx: Transaction, sentHawalaId: number, transactionId: number) {
  const rows = rowsOf<LegRow>(
    await tx.execute(sql`
      select l.transaction_id, l.currency_id, l.side, l.quantity::text as quantity, l.base_value::text as base_value, l.realised,
             l.position_quantity, l.position_basis, l.undoes_transaction_id
      from fx_deal_legs l
      where l.transaction_id = (select min(t.id) from transactions t join fx_deals d on d.transaction_id = t.id
                                where t.sent_hawala_id = ${sentHawalaId} and t.id < ${transactionId})
      order by l.first_leg desc`),
  );
  if (rows.length === 0) return null;
  return { transactionId: rows[0]!.transaction_id, legs: rows.map((r) => ({ ...legOfRow(r), id: legId(r.transaction_id, r.currency_id) })) };
}

/** The deal values of the given transactions (none for a transaction that is no deal). */
export async function dealValuesOf(db: Executor, ids: number[]): Promise<Map<number, DealValues>> {
  if (ids.length === 0) return new Map();
  const rows = await db.select().from(fxDeals).where(inArray(fxDeals.transactionId, ids));
  return new Map(rows.map((r) => [r.transactionId, { realisedProfit: r.realisedProfit, baseCurrency: r.baseCurrency }]));
}

async function boardMid(tx: Transaction, currencyId: number) {
  const [rates] = await tx.select({ buyRate: currencies.buyRate, sellRate: currencies.sellRate }).from(currencies).where(eq(currencies.id, currencyId));
  if (!rates) throw new Error(`currency ${currencyId} is missing`);
  return midRate(rates);
}
