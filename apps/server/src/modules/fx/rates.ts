import { desc, eq } from 'drizzle-orm';
import { currencyMessages, fxMessages, midRate, type CurrencyRates, type CurrentUser, type RateHistoryResponse } from '@sarafi/core';
import type { Database, Executor } from '../../db/client';
import { currencies, exchangeRateHistory } from '../../db/schema';
import { conflict, notFound } from '../../lib/errors';
import { readDesk } from './desk';

type CurrencyRow = typeof currencies.$inferSelect;

function ratesDto(row: CurrencyRow, baseCurrencyCode: string): CurrencyRates {
  return {
    currencyId: row.id,
    currencyCode: row.code,
    baseCurrencyCode,
    isBase: row.code === baseCurrencyCode,
    buyRate: row.buyRate,
    sellRate: row.sellRate,
    midRate: midRate(row),
    updatedAt: row.ratesUpdatedAt?.toISOString() ?? null,
    updatedBy: row.ratesUpdatedBy,
  };
}

async function currencyOf(db: Executor, id: number, lock = false) {
  const query = db.select().from(currencies).where(eq(currencies.id, id));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound(currencyMessages.notFound, 'currency.notFound');
  return row;
}

export async function readRates(db: Database, id: number): Promise<CurrencyRates> {
  const [row, desk] = await Promise.all([currencyOf(db, id), readDesk(db)]);
  return ratesDto(row, desk.baseCurrencyCode);
}

/** An admin sets the board; the change and who made it go to the rate history in the same transaction. */
export function updateRates(db: Database, id: number, input: { buyRate: string; sellRate: string }, actor: CurrentUser, now = new Date()) {
  return db.transaction(async (tx) => {
    const before = await currencyOf(tx, id, true);
    const desk = await readDesk(tx);
    if (before.id === desk.baseCurrencyId) throw conflict(fxMessages.baseRatesFixed(before.code), 'fx.baseRatesFixed', { code: before.code });
    const [row] = await tx
      .update(currencies)
      .set({ buyRate: input.buyRate, sellRate: input.sellRate, ratesUpdatedAt: now, ratesUpdatedBy: actor.username })
      .where(eq(currencies.id, id))
      .returning();
    await tx.insert(exchangeRateHistory).values({
      fromCurrency: row!.code,
      toCurrency: desk.baseCurrencyCode,
      rate: midRate(row!),
      buyRate: row!.buyRate,
      sellRate: row!.sellRate,
      changedBy: actor.username,
      date: now,
      currencyId: id,
    });
    return ratesDto(row!, desk.baseCurrencyCode);
  });
}

/** Newest first; at most the last 500 changes. Table-rate changes (units per USD, docs/architecture.md, Wire fields) are listed with their rate. */
export async function readRateHistory(db: Database, id: number): Promise<RateHistoryResponse> {
  const currency = await currencyOf(db, id);
  const rows = await db.select().from(exchangeRateHistory).where(eq(exchangeRateHistory.currencyId, id)).orderBy(desc(exchangeRateHistory.id)).limit(500);
  return {
    currencyId: currency.id,
    currencyCode: currency.code,
    entries: rows.map((r) => ({
      id: r.id,
      buyRate: r.buyRate,
      sellRate: r.sellRate,
      exchangeRate: r.buyRate === null ? r.rate : null,
      changedAt: r.date.toISOString(),
      changedBy: r.changedBy,
    })),
  };
}
