import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import { commissionRunStatuses } from '@sarafi/core';
import { amount, createdAt, oneOf, rate, updatedAt } from './columns';
import { accounts } from './accounts';
import { currencies } from './currencies';
import { hawalaDetails } from './hawala';
import { users } from './users';

/** A partner's commission per currency (docs/decisions.md, Partners and settlements): a rate per lakh (100,000) of the amount paid and a fixed fee per hawala. */
export const partnerCommissionRates = pgTable(
  'partner_commission_rates',
  {
    accountId: integer()
      .notNull()
      .references(() => accounts.id),
    currencyId: integer()
      .notNull()
      .references(() => currencies.id),
    perLakh: rate().notNull(),
    fixedFee: amount().notNull(),
    updatedBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.currencyId] })],
);

const at = () => timestamp({ withTimezone: true, mode: 'date' });

/** One commission run: a partner's hawalas paid in a range of shop days, posted together and reversed together. */
export const commissionRuns = pgTable(
  'commission_runs',
  {
    id: serial().primaryKey(),
    partnerAccountId: integer()
      .notNull()
      .references(() => accounts.id),
    fromDate: varchar({ length: 10 }).notNull(),
    toDate: varchar({ length: 10 }).notNull(),
    status: varchar({ length: 20 }).notNull(),
    postedBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    postedByName: varchar({ length: 100 }).notNull(),
    postedAt: at().notNull(),
    reversedBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    reversedByName: varchar({ length: 100 }),
    reversedAt: at(),
    reverseReason: text(),
    createdAt: createdAt(),
  },
  (t) => [check('commission_runs_status_check', oneOf(t.status, commissionRunStatuses)), index('commission_runs_partner_idx').on(t.partnerAccountId, t.id)],
);

/**
 * The hawalas a run charged for. `active` turns false when the run is reversed, which frees the hawala; while it is
 * true no other run may hold the same hawala, so two runs racing for one hawala cannot both commit.
 */
export const commissionRunItems = pgTable(
  'commission_run_items',
  {
    id: serial().primaryKey(),
    runId: integer()
      .notNull()
      .references(() => commissionRuns.id),
    hawalaId: integer()
      .notNull()
      .references(() => hawalaDetails.id),
    payoutTransactionId: integer().notNull(),
    currencyId: integer()
      .notNull()
      .references(() => currencies.id),
    amount: amount().notNull(),
    commission: amount().notNull(),
    active: boolean().notNull().default(true),
    /**
     * The posting that took this hawala's commission back when the hawala was cancelled after the run
     * (reverse-hawala-commission.ts); null while it stands, and for a run reversed as a whole.
     */
    reversalTransactionId: integer(),
  },
  (t) => [
    uniqueIndex('commission_run_items_active_hawala_idx')
      .on(t.hawalaId)
      .where(sql`${t.active}`),
    index('commission_run_items_run_idx').on(t.runId),
  ],
);

/** A run's postings and their reversals: they change only with the run (reverse), never by edit, delete or recover. */
export const commissionRunPostings = pgTable(
  'commission_run_postings',
  {
    transactionId: integer().primaryKey(),
    runId: integer()
      .notNull()
      .references(() => commissionRuns.id),
    currencyId: integer()
      .notNull()
      .references(() => currencies.id),
    /** The transaction this one reverses; null for the run's own posting. */
    reversesTransactionId: integer(),
  },
  (t) => [index('commission_run_postings_run_idx').on(t.runId)],
);
