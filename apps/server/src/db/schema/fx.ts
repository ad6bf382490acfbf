import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, primaryKey, varchar } from 'drizzle-orm/pg-core';
import { amount, updatedAt } from './columns';
import { currencies } from './currencies';
import { transactions } from './transactions';

/**
 * The exchange desk's one row: the base (reporting) currency and the public board switch. Every change to the
 * deals takes this row FOR UPDATE first, so two postings never replay the positions at once.
 */
export const fxDesk = pgTable(
  'fx_desk',
  {
    id: integer().primaryKey().default(1),
    baseCurrencyId: integer()
      .notNull()
      .references(() => currencies.id),
    boardEnabled: boolean().notNull().default(false),
    updatedAt: updatedAt(),
  },
  (t) => [check('fx_desk_single_row', sql`${t.id} = 1`)],
);

/**
 * One currency's side of an exchange deal against the base currency (core fx/average-cost.ts), with what the replay in
 * posting order (trans_date, transaction id) made of it: the realised profit and the position it left. Derived from
 * the transaction's FX position entries; rewritten whenever a deal at or before it changes.
 */
export const fxDealLegs = pgTable(
  'fx_deal_legs',
  {
    transactionId: integer()
      .notNull()
      .references(() => transactions.id, { onDelete: 'cascade' }),
    currencyId: integer()
      .notNull()
      .references(() => currencies.id),
    transDate: varchar({ length: 10 }).notNull(),
    side: varchar({ length: 4 }).notNull(),
    quantity: amount().notNull(),
    baseValue: amount().notNull(),
    /** The deal's first leg: counting these counts deals once, cross deals included. */
    firstLeg: boolean().notNull(),
    realised: amount().notNull(),
    positionQuantity: amount().notNull(),
    positionBasis: amount().notNull(),
    /**
     * The deal whose leg of this currency this leg undoes at its own rates (a cancelled hawala's refund; core
     * average-cost.ts, undoLeg): null for an ordinary leg.
     */
    undoesTransactionId: integer(),
  },
  (t) => [
    primaryKey({ columns: [t.transactionId, t.currencyId] }),
    check('fx_deal_legs_side_check', sql`${t.side} in ('buy', 'sell')`),
    index('fx_deal_legs_order_idx').on(t.transDate, t.transactionId),
    index('fx_deal_legs_currency_order_idx').on(t.currencyId, t.transDate, t.transactionId),
  ],
);

/**
 * A deal's realised profit in the base currency (docs/decisions.md, Exchange desk): the sum of its legs', rewritten by every replay. Kept out of
 * the transactions row, whose dozen indexes (trigram ones among them) made each rewrite of a later deal costly.
 */
export const fxDeals = pgTable('fx_deals', {
  transactionId: integer()
    .primaryKey()
    .references(() => transactions.id, { onDelete: 'cascade' }),
  baseCurrency: varchar({ length: 10 }).notNull(),
  realisedProfit: amount().notNull(),
});

/** Per shop day and currency, the deal legs' totals: what the FX profit report reads instead of a year of legs. */
export const fxDayTotals = pgTable(
  'fx_day_totals',
  {
    day: varchar({ length: 10 }).notNull(),
    currencyId: integer().notNull(),
    legs: integer().notNull(),
    deals: integer().notNull(),
    boughtQuantity: amount().notNull(),
    boughtBase: amount().notNull(),
    soldQuantity: amount().notNull(),
    soldBase: amount().notNull(),
    realised: amount().notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.currencyId] })],
);
