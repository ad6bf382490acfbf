import { boolean, index, integer, pgTable, serial, timestamp, varchar } from 'drizzle-orm/pg-core';
import { createdAt, rate, updatedAt } from './columns';

export const currencies = pgTable('currencies', {
  id: serial().primaryKey(),
  code: varchar({ length: 50 }).notNull().unique(),
  name: varchar({ length: 100 }).notNull(),
  symbol: varchar({ length: 10 }).notNull(),
  /** Units of this currency per 1 USD. */
  exchangeRate: rate().notNull().default('1'),
  /** The board's prices (docs/decisions.md, Exchange desk): base currency per one unit; 1 and 1 for the base itself. */
  buyRate: rate().notNull(),
  sellRate: rate().notNull(),
  ratesUpdatedAt: timestamp({ withTimezone: true, mode: 'date' }),
  ratesUpdatedBy: varchar({ length: 100 }),
  isActive: boolean().notNull().default(true),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const exchangeRateHistory = pgTable('exchange_rate_history', {
  id: serial().primaryKey(),
  fromCurrency: varchar({ length: 10 }).notNull(),
  toCurrency: varchar({ length: 10 }).notNull(),
  rate: rate().notNull(),
  date: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  currencyId: integer().references(() => currencies.id, { onDelete: 'cascade' }),
  /** A board price change (docs/decisions.md, Exchange desk): both prices after it and who made it; null on a table-rate change. */
  buyRate: rate(),
  sellRate: rate(),
  changedBy: varchar({ length: 100 }),
}, (t) => [index('exchange_rate_history_currency_idx').on(t.currencyId, t.id)]);
