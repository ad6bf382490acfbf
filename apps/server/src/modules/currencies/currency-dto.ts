import type { Currency } from '@sarafi/core';
import type { currencies } from '../../db/schema';

export function toCurrencyDto(row: typeof currencies.$inferSelect): Currency {
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    symbol: row.symbol,
    exchangeRate: row.exchangeRate,
    buyRate: row.buyRate,
    sellRate: row.sellRate,
    isActive: row.isActive,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
