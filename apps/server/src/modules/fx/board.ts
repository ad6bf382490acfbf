import { and, eq, ne } from 'drizzle-orm';
import { fxMessages, type BoardResponse } from '@sarafi/core';
import type { Database } from '../../db/client';
import { currencies } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { readDesk } from './desk';
import { readLetterhead } from '../shop-settings/letterhead';

/** The shop's TV board: its name, each active currency's buy and sell price against the base, and when the board last changed. */
export async function readBoard(db: Database): Promise<BoardResponse> {
  const desk = await readDesk(db);
  if (!desk.boardEnabled) throw notFound(fxMessages.boardOff, 'fx.boardOff');
  const rows = await db
    .select()
    .from(currencies)
    .where(and(eq(currencies.isActive, true), ne(currencies.id, desk.baseCurrencyId)))
    .orderBy(currencies.id);
  const [base] = await db.select({ symbol: currencies.symbol }).from(currencies).where(eq(currencies.id, desk.baseCurrencyId));
  const changes = rows.map((r) => r.ratesUpdatedAt?.getTime() ?? 0).filter((t) => t > 0);
  const { name } = await readLetterhead(db);
  return {
    shopName: name,
    baseCurrencyCode: desk.baseCurrencyCode,
    baseCurrencySymbol: base!.symbol,
    updatedAt: changes.length > 0 ? new Date(Math.max(...changes)).toISOString() : null,
    rates: rows.map((r) => ({ code: r.code, symbol: r.symbol, buyRate: r.buyRate, sellRate: r.sellRate })),
  };
}
