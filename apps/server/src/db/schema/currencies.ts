import { boolean, integer, pgTable, serial, timestamp, varchar } from 'drizzle-orm/pg-core';
import { createdAt, rate, updatedAt } from './columns';

export const currencies = pgTable('currencies', {
  id: serial().primaryKey(),
  code: varchar({ length: 50 }).notNull().unique(),
  name: varchar({ length: 100 }).notNull(),
  symbol: varchar({ length: 10 }).notNull(),
  /** Units of this currency per 1 USD. */
  exchangeRate: rate().notNull().default('1'),
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
});
