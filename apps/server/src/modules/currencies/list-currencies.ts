import { asc } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { currencies } from '../../db/schema';
import { toCurrencyDto } from './currency-dto';

export async function listCurrencies(db: Executor) {
  const rows = await db.select().from(currencies).orderBy(asc(currencies.id));
  return rows.map(toCurrencyDto);
}
