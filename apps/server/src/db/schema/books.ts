import { bigint, boolean, check, index, integer, jsonb, numeric, pgTable, primaryKey, serial, text, timestamp, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { dayCloseStatuses, type DayCloseCurrency } from '@sarafi/core';
import { createdAt, oneOf, updatedAt } from './columns';
import { accounts } from './accounts';
import { users } from './users';

/**
 * One row: the last day closed. Every posting reads it under a share lock and an approval or reopen changes it under
 * an exclusive one, so no posting can land in a day while that day is being closed.
 */
export const booksState = pgTable(
  'books_state',
  {
    id: integer().primaryKey().default(1),
    closedThrough: varchar({ length: 10 }),
    updatedAt: updatedAt(),
  },
  (t) => [check('books_state_single_row', sql`${t.id} = 1`)],
);

const at = () => timestamp({ withTimezone: true, mode: 'date' });

/** A day's drawer count and its approval (docs/decisions.md, Books and day close). The counts, expected and variance are written once. */
export const dayCloses = pgTable(
  'day_closes',
  {
    id: serial().primaryKey(),
    /** Raised by every change to the row, so an approval can name the count exactly as the admin reviewed it. */
    version: integer().notNull().default(1),
    closeDate: varchar({ length: 10 }).notNull(),
    status: varchar({ length: 20 }).notNull(),
    cashAccountId: integer()
      .notNull()
      .references(() => accounts.id),
    currencies: jsonb().$type<DayCloseCurrency[]>().notNull(),
    countedBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    countedByName: varchar({ length: 100 }).notNull(),
    countedAt: at().notNull(),
    approvedBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    approvedByName: varchar({ length: 100 }),
    approvedAt: at(),
    selfApproved: boolean().notNull().default(false),
    reopenedBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    reopenedByName: varchar({ length: 100 }),
    reopenedAt: at(),
    reopenReason: text(),
    /** The journal chain's head (hash and position) when the count was submitted: a printed day can later be proved unchanged. */
    journalHead: varchar({ length: 64 }),
    journalPosition: bigint({ mode: 'number' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('day_closes_status_check', oneOf(t.status, dayCloseStatuses)),
    // At most one count in play per day: a new count supersedes a pending one, a reopen retires an approved one.
    uniqueIndex('day_closes_live_date_idx')
      .on(t.closeDate)
      .where(sql`${t.status} in ('pending', 'approved')`),
    index('day_closes_date_idx').on(t.closeDate, t.id),
  ],
);

/** The over/short postings an approval made: they change only by reopening the day. */
export const dayClosePostings = pgTable(
  'day_close_postings',
  {
    transactionId: integer().notNull(),
    dayCloseId: integer()
      .notNull()
      .references(() => dayCloses.id),
  },
  (t) => [primaryKey({ columns: [t.transactionId] })],
);

/**
 * What each account gained per currency per shop day: Σ of its entries dated that day, kept with the entries in the
 * same database transaction. The books read a balance at the end of any day from it (today's balance less the days
 * after) without summing a year of entries; a test recomputes it from the entries like account_balances.
 */
export const accountDayTotals = pgTable(
  'account_day_totals',
  {
    accountId: integer()
      .notNull()
      .references(() => accounts.id),
    currencyId: integer().notNull(),
    /** The transaction's transDate; '' for the rare legacy row without one, which sorts before every day. */
    day: varchar({ length: 10 }).notNull(),
    total: numeric({ precision: 20, scale: 2 }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.currencyId, t.day] }), index('account_day_totals_day_idx').on(t.day)],
);
