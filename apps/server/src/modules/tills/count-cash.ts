import { inArray } from 'drizzle-orm';
import { countedTotal, currencyMessages, denominationsOf, Money, tillMessages, type CashCounts, type CountedCurrency } from '@sarafi/core';
import type { Executor } from '../../db/client';
import { currencies } from '../../db/schema';
import { badRequest } from '../../lib/errors';
import { readDayCloseSettings } from '../books/day-close-settings';

/**
 * Cash as a clerk counted it, per currency with its total: each note must be one of the currency's notes in the
 * day-close settings (the one list of notes the shop counts by, docs/decisions.md, Books and day close).
 */
export async function countedCash(db: Executor, counts: CashCounts): Promise<CountedCurrency[]> {
  if (counts.length === 0) return [];
  const settings = await readDayCloseSettings(db);
  const rows = await db.select({ id: currencies.id, code: currencies.code }).from(currencies).where(inArray(currencies.id, counts.map((c) => c.currencyId)));
  return counts
    .map((count) => {
      const currency = rows.find((c) => c.id === count.currencyId);
      if (!currency) throw badRequest(currencyMessages.notFound, 'currency.notFound');
      const notes = denominationsOf(settings, currency.code).map((n) => new Money(n));
      for (const d of count.denominations) {
        if (!notes.some((n) => n.equals(d.value))) throw badRequest(tillMessages.notANote(d.value, currency.code), 'till.notANote', { value: d.value, currency: currency.code });
      }
      const coins = new Money(count.coins ?? '0').toFixed(2);
      return {
        currencyId: currency.id,
        currency: currency.code,
        denominations: count.denominations.map((d) => ({ value: new Money(d.value).toFixed(), count: d.count })),
        coins,
        total: countedTotal(count.denominations, coins),
      };
    })
    .sort((a, b) => a.currencyId - b.currencyId);
}

/** The counted total of one currency, 0 when it was not counted. */
export const totalOf = (counted: CountedCurrency[], currencyId: number) => counted.find((c) => c.currencyId === currencyId)?.total ?? '0.00';
