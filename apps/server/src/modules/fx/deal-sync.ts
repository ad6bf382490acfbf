import { and, eq, inArray } from 'drizzle-orm';
import { accountNature, dealLegs, dealOfMoves, midRate, Money, type EntryLine } from '@sarafi/core';
import type { Transaction } from '../../db/client';
import { accounts, currencies, fxDealLegs, transactions } from '../../db/schema';
import { lockDesk, type Desk } from './desk';
import { earlierKey, replayFrom, type DealKey } from './replay-deals';

/** What a transaction's DTO says of its deal (issue 21): null and null when it is no deal (any more). */
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
 * entries before or after the change touch an FX position account, the desk is locked (desk.ts explains the order)
 * and the deal is synced once the new entries are written (syncFxDeal). Anything else passes untouched.
 */
export async function prepareFxDeal(tx: Transaction, entries: EntryLine[]): Promise<PreparedDeal | null> {
  const ids = [...new Set(entries.map((e) => e.accountId))];
  if (ids.length === 0) return null;
  const system = await tx
    .select({ id: accounts.id, accountCode: accounts.accountCode, accountType: accounts.accountType, isSystem: accounts.isSystem })
    .from(accounts)
    .where(and(inArray(accounts.id, ids), eq(accounts.isSystem, true)));
  const positionAccountIds = new Set(system.filter((a) => accountNature(a) === 'position').map((a) => a.id));
  if (positionAccountIds.size === 0) return null;
  return { desk: await lockDesk(tx), positionAccountIds };
}

/**
 * Re-derives one transaction's deal from its FX position entries (core dealOfMoves / dealLegs), stores its legs, and
 * replays every deal from the earlier of its old and new place in posting order, in the caller's transaction. A cross
 * deal keeps the mid rate it was first valued at, so a later change of the board never rewrites its profit.
 */
export async function syncFxDeal(tx: Transaction, prepared: PreparedDeal, transactionId: number, next: EntryLine[]): Promise<DealValues> {
  const { desk, positionAccountIds } = prepared;
  const moves = new Map<number, InstanceType<typeof Money>>();
  for (const e of next) {
    if (positionAccountIds.has(e.accountId)) moves.set(e.currencyId, (moves.get(e.currencyId) ?? new Money(0)).plus(e.amount));
  }
  const deal = dealOfMoves([...moves].map(([currencyId, amount]) => ({ currency: String(currencyId), amount: amount.toFixed(2) })));
  const removed = await tx.delete(fxDealLegs).where(eq(fxDealLegs.transactionId, transactionId)).returning({ day: fxDealLegs.transDate });
  let from: DealKey | null = removed[0] ? { day: removed[0].day, id: transactionId } : null;
  const none: DealValues = { realisedProfit: null, baseCurrency: null };

  if (!deal) {
    await tx.update(transactions).set({ fxMidRate: null, realisedProfit: null, fxBaseCurrency: null }).where(eq(transactions.id, transactionId));
    if (from) await replayFrom(tx, from);
    return none;
  }
  const [row] = await tx.select({ transDate: transactions.transDate, fxMidRate: transactions.fxMidRate }).from(transactions).where(eq(transactions.id, transactionId));
  if (!row) throw new Error(`transaction ${transactionId}: entries without a document`);
  const base = String(desk.baseCurrencyId);
  const cross = deal.boughtCurrency !== base && deal.soldCurrency !== base;
  const mid = cross ? (row.fxMidRate ?? (await boardMid(tx, Number(deal.boughtCurrency)))) : null;
  const day = row.transDate ?? '';
  const legs = dealLegs(deal, base, mid);
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
    })),
  );
  await tx.update(transactions).set({ fxMidRate: mid, realisedProfit: null, fxBaseCurrency: desk.baseCurrencyCode }).where(eq(transactions.id, transactionId));
  from = earlierKey(from, { day, id: transactionId });
  await replayFrom(tx, from!);
  const [after] = await tx.select({ realisedProfit: transactions.realisedProfit }).from(transactions).where(eq(transactions.id, transactionId));
  return { realisedProfit: after!.realisedProfit, baseCurrency: desk.baseCurrencyCode };
}

async function boardMid(tx: Transaction, currencyId: number) {
  const [rates] = await tx.select({ buyRate: currencies.buyRate, sellRate: currencies.sellRate }).from(currencies).where(eq(currencies.id, currencyId));
  if (!rates) throw new Error(`currency ${currencyId} is missing`);
  return midRate(rates);
}
