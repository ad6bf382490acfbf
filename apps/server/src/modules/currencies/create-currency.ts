import type { z } from 'zod';
import { eq } from 'drizzle-orm';
import { currencyMessages, tableBoardRate, type createCurrencyBody } from '@sarafi/core';
import type { Database } from '../../db/client';
import { currencies, exchangeRateHistory } from '../../db/schema';
import { conflict, isUniqueViolation } from '../../lib/errors';
import { toCurrencyDto } from './currency-dto';
import { ensureFxPositionAccount } from './fx-position-account';
import { readDesk } from '../fx/desk';

/**
 * A new currency gets its FX position account in the same transaction, so it can be exchanged at once, and first board
 * prices from the table's cross rate against the base currency until an admin sets them.
 */
export async function createCurrency(db: Database, input: z.output<typeof createCurrencyBody>) {
  try {
    return await db.transaction(async (tx) => {
      const desk = await readDesk(tx);
      const [base] = await tx.select({ exchangeRate: currencies.exchangeRate }).from(currencies).where(eq(currencies.id, desk.baseCurrencyId));
      const board = tableBoardRate({ exchangeRate: input.rate }, base!);
      const [row] = await tx
        .insert(currencies)
        .values({ code: input.code, name: input.name, symbol: input.symbol, exchangeRate: input.rate, buyRate: board, sellRate: board })
        .returning();
      await ensureFxPositionAccount(tx, row!);
      await tx.insert(exchangeRateHistory).values({ fromCurrency: 'USD', toCurrency: row!.code, rate: row!.exchangeRate, currencyId: row!.id });
      return toCurrencyDto(row!);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(currencyMessages.exists(input.code), 'currency.exists', { code: input.code });
    throw error;
  }
}
