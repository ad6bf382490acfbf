import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { updateCurrencyBody } from '@sarafi/core';
import { currencyMessages, Money } from '@sarafi/core';
import type { Database } from '../../db/client';
import { currencies, exchangeRateHistory } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { toCurrencyDto } from './currency-dto';

/** A changed rate is also written to the rate history, so past rates stay known. */
export function updateCurrency(db: Database, id: number, input: z.output<typeof updateCurrencyBody>) {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(currencies).where(eq(currencies.id, id)).for('update');
    if (!before) throw notFound(currencyMessages.notFound, 'currency.notFound');
    const [row] = await tx
      .update(currencies)
      .set({ name: input.name, symbol: input.symbol, exchangeRate: input.rate, updatedAt: new Date() })
      .where(eq(currencies.id, id))
      .returning();
    if (!new Money(before.exchangeRate).eq(input.rate)) {
      await tx.insert(exchangeRateHistory).values({ fromCurrency: 'USD', toCurrency: row!.code, rate: row!.exchangeRate, currencyId: id });
    }
    return toCurrencyDto(row!);
  });
}
