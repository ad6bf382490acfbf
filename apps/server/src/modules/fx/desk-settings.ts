import { eq, ne } from 'drizzle-orm';
import { currencyMessages, fxMessages, tableBoardRate, type CurrentUser, type ExchangeDeskSettings } from '@sarafi/core';
import type { Database, Executor } from '../../db/client';
import { currencies, exchangeRateHistory, fxDealLegs, fxDesk } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { lockDesk, readDesk } from './desk';
import { moveFxProfitAccount } from './fx-profit-account';
import { sideBySide } from '../../db/side-by-side';

const anyDeal = async (db: Executor) => (await db.select({ id: fxDealLegs.transactionId }).from(fxDealLegs).limit(1)).length > 0;

export async function readDeskSettings(db: Executor): Promise<ExchangeDeskSettings> {
  const [desk, dealt] = await sideBySide(db, [() => readDesk(db), () => anyDeal(db)]);
  return { ...desk, baseChangeable: !dealt };
}

/**
 * Turns the rates board on or off and, while no deal is recorded, changes the base currency: profits are kept in the
 * base, so it is fixed from the first deal on. A new base re-prices the board from the table (each price is base per
 * unit), each re-priced currency's change is kept in its rate history, and the FX profit account moves to it.
 */
export function saveDeskSettings(db: Database, input: { baseCurrencyId: number; boardEnabled: boolean }, actor: CurrentUser, now = new Date()) {
  return db.transaction(async (tx) => {
    const desk = await lockDesk(tx);
    if (input.baseCurrencyId !== desk.baseCurrencyId) {
      if (await anyDeal(tx)) throw conflict(fxMessages.baseLocked, 'fx.baseLocked');
      const [base] = await tx.select().from(currencies).where(eq(currencies.id, input.baseCurrencyId));
      if (!base) throw notFound(currencyMessages.notFound, 'currency.notFound');
      if (!base.isActive) throw badRequest(fxMessages.baseInactive, 'fx.baseInactive');
      await tx.update(currencies).set({ buyRate: '1', sellRate: '1', ratesUpdatedAt: now, ratesUpdatedBy: actor.username }).where(eq(currencies.id, base.id));
      for (const other of await tx.select().from(currencies).where(ne(currencies.id, base.id))) {
        const rate = tableBoardRate(other, base);
        await tx.update(currencies).set({ buyRate: rate, sellRate: rate, ratesUpdatedAt: now, ratesUpdatedBy: actor.username }).where(eq(currencies.id, other.id));
        await tx.insert(exchangeRateHistory).values({ fromCurrency: other.code, toCurrency: base.code, rate, buyRate: rate, sellRate: rate, changedBy: actor.username, date: now, currencyId: other.id });
      }
    }
    await tx.update(fxDesk).set({ baseCurrencyId: input.baseCurrencyId, boardEnabled: input.boardEnabled, updatedAt: now }).where(eq(fxDesk.id, 1));
    if (input.baseCurrencyId !== desk.baseCurrencyId) await moveFxProfitAccount(tx, desk, await readDesk(tx));
    return readDeskSettings(tx);
  });
}
