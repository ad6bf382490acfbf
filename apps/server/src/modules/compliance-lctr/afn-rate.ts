import { eq, sql } from 'drizzle-orm';
import { afnRateOf, midRate, type AfnRate } from '@sarafi/core';
import type { Executor } from '../../db/client';
import { currencies, fxDesk } from '../../db/schema';

/**
 * The day's board mid rate of a currency in AFN for the compliance thresholds (core compliance/afn-equivalent.ts): the
 * board as it stands when the posting is valued; the base currency counts 1:1.
 */
export async function readAfnRate(db: Executor, currencyId: number): Promise<AfnRate> {
  const [row] = await db
    .select({ code: currencies.code, buyRate: currencies.buyRate, sellRate: currencies.sellRate, baseCurrencyId: fxDesk.baseCurrencyId })
    .from(currencies)
    .innerJoin(fxDesk, eq(fxDesk.id, 1))
    .where(eq(currencies.id, currencyId));
  if (!row) throw new Error(`currency ${currencyId} has no row`);
  return afnRateFrom({ id: currencyId, ...row }, row.baseCurrencyId);
}

/** A currency row's rate as `readAfnRate` gives it, for a path that read the row and the board's base itself. */
export const afnRateFrom = (currency: { id: number; code: string; buyRate: string; sellRate: string }, baseCurrencyId: number | null): AfnRate =>
  afnRateOf(currency.code, midRate(currency), baseCurrencyId === currency.id);

/** The board's base currency as a column of another read (ledger/check-document.ts). */
export const boardBaseCurrencyId = () => sql<number | null>`(select ${fxDesk.baseCurrencyId} from ${fxDesk} where ${fxDesk.id} = 1)`;
