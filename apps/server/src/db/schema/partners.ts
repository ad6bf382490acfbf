import { check, index, integer, pgTable, primaryKey, serial, text, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { accounts } from './accounts';
import { amount, updatedAt } from './columns';
import { currencies } from './currencies';
import { hawalaDetails } from './hawala';
import { users } from './users';

/** How much a partner may owe the shop in one currency (docs/decisions.md, Partners and settlements); no row, no limit. */
export const partnerCreditLimits = pgTable(
  'partner_credit_limits',
  {
    accountId: integer()
      .notNull()
      .references(() => accounts.id),
    currencyId: integer()
      .notNull()
      .references(() => currencies.id),
    creditLimit: amount().notNull(),
    updatedBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.currencyId] }), check('partner_credit_limits_positive', sql`${t.creditLimit} > 0`)],
);

/**
 * Every pass an admin made past a partner's credit limit: who, when, why, the limit and what the partner owed after
 * it. Kept apart from the hawala's status trail, which records every pass, so the overrides can be read on their own.
 */
export const creditLimitOverrides = pgTable(
  'credit_limit_overrides',
  {
    id: serial().primaryKey(),
    /** The hawala whose pass went past the limit, when it was a pass. */
    hawalaDetailsId: integer().references(() => hawalaDetails.id, { onDelete: 'cascade' }),
    /** The posting that went past the limit (kept by id: a deleted posting keeps its id in the deleted list). */
    transactionId: integer(),
    accountId: integer()
      .notNull()
      .references(() => accounts.id),
    currencyId: integer()
      .notNull()
      .references(() => currencies.id),
    creditLimit: amount().notNull(),
    /** What the partner owed the shop after the pass, positive. */
    owedAfter: amount().notNull(),
    /** The admin's words; a posting's `creditLimitOverride` flag carries none. */
    reason: text(),
    userId: uuid().references(() => users.id, { onDelete: 'set null' }),
    username: varchar({ length: 100 }).notNull(),
    createdAt: timestamp({ withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [
    index('credit_limit_overrides_hawala_idx').on(t.hawalaDetailsId),
    index('credit_limit_overrides_account_idx').on(t.accountId, t.id),
    index('credit_limit_overrides_transaction_idx').on(t.transactionId),
  ],
);
