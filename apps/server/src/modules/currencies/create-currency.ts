import type { z } from 'zod';
import { currencyMessages, type createCurrencyBody } from '@sarafi/core';
import type { Database } from '../../db/client';
import { currencies, exchangeRateHistory } from '../../db/schema';
import { conflict, isUniqueViolation } from '../../lib/errors';
import { toCurrencyDto } from './currency-dto';
import { ensureFxPositionAccount } from './fx-position-account';

/** A new currency gets its FX position account in the same transaction, so it can be exchanged at once. */
export async function createCurrency(db: Database, input: z.output<typeof createCurrencyBody>) {
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(currencies)
        .values({ code: input.code, name: input.name, symbol: input.symbol, exchangeRate: input.rate })
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
