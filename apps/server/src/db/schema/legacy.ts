import { check, date, integer, numeric, pgTable, serial, text, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';
import { oldTransactionStatuses, oldTransactionTypes } from '@sarafi/core';
import { amount, createdAt, oneOf, rate, updatedAt } from './columns';
import { accounts } from './accounts';
import { users } from './users';

/** docs/architecture.md, Wire fields, 'Old transaction' and 'Loan': data model only, kept so the schema holds every SPEC entity. */
export const oldTransactions = pgTable(
  'old_transactions',
  {
    id: serial().primaryKey(),
    transactionNumber: varchar({ length: 50 }).notNull().unique(),
    type: varchar({ length: 20 }).notNull(),
    fromAccountId: integer().references(() => accounts.id),
    toAccountId: integer().references(() => accounts.id),
    amount: amount().notNull(),
    currency: varchar({ length: 10 }).notNull(),
    exchangeRate: rate().default('1'),
    convertedAmount: amount(),
    convertedCurrency: varchar({ length: 10 }),
    description: text(),
    reference: varchar({ length: 255 }),
    status: varchar({ length: 20 }).notNull().default('pending'),
    processedBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    processedAt: timestamp({ withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('old_transactions_type_check', oneOf(t.type, oldTransactionTypes)),
    check('old_transactions_status_check', oneOf(t.status, oldTransactionStatuses)),
  ],
);

export const loans = pgTable('loans', {
  id: serial().primaryKey(),
  loanNumber: varchar({ length: 50 }).notNull().unique(),
  borrowerAccountId: integer().references(() => accounts.id),
  lenderAccountId: integer().references(() => accounts.id),
  principalAmount: amount().notNull(),
  interestRate: numeric({ precision: 5, scale: 2 }).notNull().default('0'),
  currency: varchar({ length: 10 }).notNull(),
  term: integer(),
  startDate: date().notNull(),
  dueDate: date().notNull(),
  status: varchar({ length: 20 }).notNull().default('active'),
  notes: text(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});
