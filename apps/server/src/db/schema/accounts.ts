import { boolean, check, index, integer, pgTable, primaryKey, serial, text, timestamp, unique, uuid, varchar } from 'drizzle-orm/pg-core';
import { sql, type SQL } from 'drizzle-orm';
import { accountStatuses, accountTypes, documentKinds, idTypes } from '@sarafi/core';
import { amount, bytea, createdAt, oneOf, updatedAt } from './columns';
import { currencies } from './currencies';
import { idKey, nameKey, phoneKey } from '../search-keys';
import { users } from './users';

export const accounts = pgTable(
  'accounts',
  {
    id: serial().primaryKey(),
    accountCode: varchar({ length: 50 }).notNull().unique(),
    accountName: varchar({ length: 255 }).notNull(),
    lastName: varchar({ length: 255 }),
    fatherName: varchar({ length: 255 }),
    tazkiraNumber: varchar({ length: 100 }),
    email: varchar({ length: 255 }),
    phone: varchar({ length: 50 }),
    dateOfBirth: varchar({ length: 10 }),
    currencyId: integer()
      .notNull()
      .references(() => currencies.id),
    address: text(),
    accountType: varchar({ length: 20 }).notNull().default('customer'),
    accountStatus: varchar({ length: 20 }).notNull().default('active'),
    // Know-your-customer fields (docs/decisions.md, Compliance: know your customer); core's contract checks them.
    idType: varchar({ length: 20 }),
    idNumber: varchar({ length: 50 }),
    idIssueDate: varchar({ length: 10 }),
    idExpiryDate: varchar({ length: 10 }),
    nationality: varchar({ length: 100 }),
    occupation: varchar({ length: 100 }),
    /** Cash at shop and the FX position accounts: created by the system, never edited or picked by staff. */
    isSystem: boolean().notNull().default(false),
    // The folded search keys, kept by PostgreSQL itself from the SQL rule (search-keys.ts): a broad search then
    // rechecks a stored text instead of folding every candidate row again.
    searchNames: text().generatedAlwaysAs((): SQL => nameKey(accounts.accountCode, accounts.accountName, accounts.lastName, accounts.fatherName)),
    searchPhone: text().generatedAlwaysAs((): SQL => phoneKey(accounts.phone)),
    searchTazkira: text().generatedAlwaysAs((): SQL => idKey(accounts.tazkiraNumber)),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('accounts_type_check', oneOf(t.accountType, accountTypes)),
    check('accounts_status_check', oneOf(t.accountStatus, accountStatuses)),
    check('accounts_id_type_check', oneOf(t.idType, idTypes)),
    // The ID expiry list reads only accounts with an expiry date, in date order.
    index('accounts_id_expiry_idx').on(t.idExpiryDate).where(sql`${t.idExpiryDate} is not null`),
    // A typed full code is looked up on its own (it is listed first), by this index.
    index('accounts_code_search_idx').using('btree', nameKey(t.accountCode)),
    // Trigram indexes over the stored search keys serve the 'contains' account search without scanning every account.
    index('accounts_name_search_idx').using('gin', sql`${t.searchNames} gin_trgm_ops`),
    index('accounts_phone_search_idx').using('gin', sql`${t.searchPhone} gin_trgm_ops`),
    index('accounts_tazkira_search_idx').using('gin', sql`${t.searchTazkira} gin_trgm_ops`),
  ],
);

/** Pictures and signatures live apart from accounts so account lists never carry image bytes. */
export const accountDocuments = pgTable(
  'account_documents',
  {
    accountId: integer()
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    kind: varchar({ length: 20 }).notNull(),
    contentType: varchar({ length: 100 }).notNull(),
    data: bytea().notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.kind] }), check('account_documents_kind_check', oneOf(t.kind, documentKinds))],
);

/**
 * An account holder's ID document images, as many as the shop scans (docs/decisions.md, Compliance: know your
 * customer). Apart from accounts, as pictures are; no cascade: retention decides when one may go.
 */
export const accountIdImages = pgTable(
  'account_id_images',
  {
    id: serial().primaryKey(),
    accountId: integer()
      .notNull()
      .references(() => accounts.id),
    contentType: varchar({ length: 100 }).notNull(),
    data: bytea().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('account_id_images_account_idx').on(t.accountId, t.id)],
);

/** Materialised Σ ledger_entries per account and currency, kept in the same database transaction (docs/architecture.md, Ledger). */
export const accountBalances = pgTable(
  'account_balances',
  {
    id: serial().primaryKey(),
    accountId: integer()
      .notNull()
      .references(() => accounts.id),
    currencyId: integer()
      .notNull()
      .references(() => currencies.id),
    balance: amount().notNull().default('0'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [unique('account_balances_account_currency_key').on(t.accountId, t.currencyId)],
);

export const accountNumberSettings = pgTable('account_number_settings', {
  id: serial().primaryKey(),
  currency: varchar({ length: 10 }).notNull().unique(),
  prefix: varchar({ length: 10 }).notNull().default(''),
  startNumber: integer().notNull().default(1000),
  currentNumber: integer().notNull().default(1000),
  createdAt: createdAt(),
});

/** Single-row counter for 'AC' + number codes when no per-currency setting exists. */
export const accountCodeSettings = pgTable(
  'account_code_settings',
  {
    id: integer().primaryKey().default(1),
    prefix: varchar({ length: 10 }).notNull().default('AC'),
    currentNumber: integer().notNull().default(1000),
  },
  (t) => [check('account_code_settings_single_row', sql`${t.id} = 1`)],
);

/**
 * Every change of an account's type once it has postings (docs/decisions.md, Accounts: a type that rules read is
 * fixed by its postings): who, when, from and to. Only changes within one kind of account reach this table.
 */
export const accountTypeChanges = pgTable(
  'account_type_changes',
  {
    id: serial().primaryKey(),
    accountId: integer()
      .notNull()
      .references(() => accounts.id),
    oldType: varchar({ length: 20 }).notNull(),
    newType: varchar({ length: 20 }).notNull(),
    userId: uuid().references(() => users.id, { onDelete: 'set null' }),
    username: varchar({ length: 100 }).notNull(),
    createdAt: timestamp({ withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('account_type_changes_account_idx').on(t.accountId, t.id)],
);
