import { check, index, integer, pgTable, serial, timestamp, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import { amount, createdAt, oneOf, rate } from './columns';
import { users } from './users';

/**
 * A cash posting's AFN equivalent as valued when posted or last edited (docs/decisions.md, Compliance: large cash
 * transactions): the rule's inputs (cash amount, currency, the day's board mid rate) kept so a later rate change never
 * moves history. Keyed by the transaction id without a foreign key: a delete moves the document to the deleted list and
 * its recover brings the same id back, and the reports read only live transactions.
 */
export const cashValuations = pgTable(
  'cash_valuations',
  {
    transactionId: integer().primaryKey(),
    transDate: varchar({ length: 10 }).notNull(),
    /** 'account:<id>' or 'id:<type>:<number>' (core partyKeyOf); null when the party is unknown. */
    partyKey: varchar({ length: 150 }),
    currencyCode: varchar({ length: 10 }).notNull(),
    amount: amount().notNull(),
    midRate: rate().notNull(),
    afnEquivalent: amount().notNull(),
    valuedAt: createdAt(),
  },
  (t) => [index('cash_valuations_party_date_idx').on(t.partyKey, t.transDate)],
);

export const largeCashRules = ['above', 'twoDays'] as const;

/**
 * A large cash transaction flag: one transaction strictly above the threshold ('above'), or two between the same
 * parties within two consecutive days that together reach it ('twoDays', both linked). The threshold is the one in force.
 */
export const largeCashFlags = pgTable(
  'large_cash_flags',
  {
    id: serial().primaryKey(),
    transactionId: integer().notNull(),
    /** The other transaction of a two-day pair (the earlier one); null for 'above'. */
    linkedTransactionId: integer(),
    rule: varchar({ length: 10 }).notNull(),
    /** The transaction's equivalent, or the pair's total. */
    afnEquivalent: amount().notNull(),
    threshold: amount().notNull(),
    /** The later day of the flag's transactions: the report's month. */
    transDate: varchar({ length: 10 }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check('large_cash_flags_rule_check', oneOf(t.rule, largeCashRules)),
    index('large_cash_flags_date_idx').on(t.transDate),
    index('large_cash_flags_transaction_idx').on(t.transactionId),
    index('large_cash_flags_linked_idx').on(t.linkedTransactionId),
  ],
);

/** A month's large cash transaction report marked filed with FinTRACA: by whom and when (Gregorian month 'YYYY-MM'). */
export const lctrFilings = pgTable(
  'lctr_filings',
  {
    id: serial().primaryKey(),
    month: varchar({ length: 7 }).notNull(),
    filedAt: timestamp({ withTimezone: true, mode: 'date' }).notNull(),
    filedBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    reference: varchar({ length: 100 }),
  },
  (t) => [uniqueIndex('lctr_filings_month_idx').on(t.month)],
);
