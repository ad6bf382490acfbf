import { sql, type SQL } from 'drizzle-orm';
import { bigserial, boolean, check, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uuid, varchar, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { auditActions, transactionTypes } from '@sarafi/core';
import { amount, createdAt, oneOf, rate, updatedAt } from './columns';
import { accounts } from './accounts';
import { currencies } from './currencies';
import { users } from './users';
import { hawalas } from './hawala';
import { tillShifts } from './tills';

/** The fields staff see on a transaction (docs/architecture.md, Wire fields), shared by live and deleted rows. */
const documentColumns = () => ({
  transType: varchar({ length: 20 }).notNull(),
  transDescription: varchar({ length: 255 }),
  currencyId: integer().references(() => currencies.id),
  dAmount: amount().notNull().default('0'),
  cAmount: amount().notNull().default('0'),
  cCurrencyId: integer().references(() => currencies.id),
  cTransDescription: varchar({ length: 255 }),
  inAccountId: integer().references(() => accounts.id),
  outAccountId: integer().references(() => accounts.id),
  transDateTime: timestamp({ withTimezone: true, mode: 'date' }),
  transDate: varchar({ length: 10 }),
  exRate: rate().notNull().default('1'),
  userCreated: varchar({ length: 100 }),
  dateCreated: timestamp({ withTimezone: true, mode: 'date' }),
  userModified: varchar({ length: 100 }),
  dateModified: timestamp({ withTimezone: true, mode: 'date' }),
  referenceId: integer().notNull().default(0),
  hawalaId: integer().notNull().default(0),
  transId: integer().notNull().default(0),
  /**
   * The hawala we sent that this posting belongs to (its send, partner assignment or refund). Such a posting is never
   * edited or deleted: it changes only with its hawala (transaction-rules.ts).
   */
  sentHawalaId: integer().references((): AnyPgColumn => hawalas.id),
  /**
   * A cross deal's valuation (docs/decisions.md, Exchange desk): the bought currency's board mid rate when first posted, kept with the document
   * through edits, deletes and recovers so a later board change never rewrites its profit (modules/fx/deal-sync.ts).
   */
  fxMidRate: rate(),
  /**
   * Who stood at the counter in an exchange against the shop's cash (docs/decisions.md, Walk-in exchanges): on the row itself, so a delete
   * and a recover carry them with the document.
   */
  walkInName: varchar({ length: 255 }),
  walkInPhone: varchar({ length: 50 }),
  /**
   * The ID of the party at the counter when no account names them (docs/decisions.md, Compliance: walk-in IDs): a walk-in
   * exchange's customer, a cash voucher's, a sent hawala's sender or a payout's receiver. Kept through delete and recover.
   */
  partyIdType: varchar({ length: 20 }),
  partyIdNumber: varchar({ length: 100 }),
  /**
   * The till shift whose drawer this posting's cash moved in place of the safe (docs/decisions.md, Tills and shifts): set by
   * the server when posted, never from a request, and kept through edits, deletes and recovers so they move the same till.
   */
  tillShiftId: integer().references((): AnyPgColumn => tillShifts.id),
});

/**
 * Search expressions of the substring rules (docs/architecture.md, Validation), shared by the trigram indexes and the search queries (the
 * planner uses an expression index only for the same expression). Both narratives are joined by chr(31) and
 * both amounts by '|', characters a search text may not contain, so a match never spans the two fields and
 * one index serves "either narrative" / "either amount".
 */
export const searchText = {
  id: (id: AnyPgColumn): SQL => sql`(${id}::text)`,
  narrative: (debit: AnyPgColumn, credit: AnyPgColumn): SQL => sql`(coalesce(${debit}, '') || chr(31) || coalesce(${credit}, ''))`,
  amount: (debit: AnyPgColumn, credit: AnyPgColumn): SQL => sql`(${debit}::text || '|' || ${credit}::text)`,
};
const trigram = (expression: SQL) => sql`${expression} gin_trgm_ops`;

export const transactions = pgTable(
  'transactions',
  {
    id: serial().primaryKey(),
    ...documentColumns(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('transactions_type_check', oneOf(t.transType, transactionTypes)),
    // Each search filter has an index that also yields rows in id order, so a page is an index range scan.
    index('transactions_type_id_idx').on(t.transType, t.id),
    index('transactions_trans_date_id_idx').on(t.transDate, t.id),
    index('transactions_in_account_id_idx').on(t.inAccountId, t.id),
    index('transactions_out_account_id_idx').on(t.outAccountId, t.id),
    // Type and account together: without these the planner walks the primary key hoping to meet a match soon,
    // and reads every row when a type never touches that account (transfers of the cash account).
    index('transactions_type_in_account_id_idx').on(t.transType, t.inAccountId, t.id),
    index('transactions_type_out_account_id_idx').on(t.transType, t.outAccountId, t.id),
    index('transactions_hawala_idx').on(t.hawalaId),
    index('transactions_sent_hawala_idx').on(t.sentHawalaId),
    index('transactions_id_trgm_idx').using('gin', trigram(searchText.id(t.id))),
    index('transactions_narrative_trgm_idx').using('gin', trigram(searchText.narrative(t.transDescription, t.cTransDescription))),
    index('transactions_amount_trgm_idx').using('gin', trigram(searchText.amount(t.dAmount, t.cAmount))),
  ],
);

/**
 * The only source of balances (docs/architecture.md, Ledger): signed amounts; per transaction and currency they sum to zero.
 * Deleting a transaction deletes its entries (the document moves to deleted_transactions).
 */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    transactionId: integer()
      .notNull()
      .references(() => transactions.id, { onDelete: 'cascade' }),
    accountId: integer()
      .notNull()
      .references(() => accounts.id),
    currencyId: integer()
      .notNull()
      .references(() => currencies.id),
    amount: amount().notNull(),
    /**
     * A line of the deal's realised FX profit (FX position of the base −r / FXPL +r, docs/decisions.md, Exchange desk):
     * written and rewritten by the desk's replay (modules/fx/book-fx-profit.ts), never part of the document's own entries.
     */
    fxProfit: boolean().notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index('ledger_entries_transaction_idx').on(t.transactionId),
    index('ledger_entries_account_currency_idx').on(t.accountId, t.currencyId),
  ],
);

export const deletedTransactions = pgTable(
  'deleted_transactions',
  {
    id: serial().primaryKey(),
    originalTransactionId: integer().notNull().unique(),
    ...documentColumns(),
    originalCreatedAt: timestamp({ withTimezone: true, mode: 'date' }),
    originalUpdatedAt: timestamp({ withTimezone: true, mode: 'date' }),
    deletedDate: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    deletedUserId: uuid().references(() => users.id, { onDelete: 'set null' }),
    deletionReason: text(),
    formName: varchar({ length: 100 }),
  },
  (t) => [
    index('deleted_transactions_type_idx').on(t.transType, t.id),
    index('deleted_transactions_trans_date_id_idx').on(t.transDate, t.id),
    index('deleted_transactions_in_account_id_idx').on(t.inAccountId, t.id),
    index('deleted_transactions_out_account_id_idx').on(t.outAccountId, t.id),
    index('deleted_transactions_original_id_trgm_idx').using('gin', trigram(searchText.id(t.originalTransactionId))),
    index('deleted_transactions_narrative_trgm_idx').using('gin', trigram(searchText.narrative(t.transDescription, t.cTransDescription))),
    index('deleted_transactions_amount_trgm_idx').using('gin', trigram(searchText.amount(t.dAmount, t.cAmount))),
  ],
);

export const transactionAuditLog = pgTable(
  'transaction_audit_log',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    transactionId: integer().notNull(),
    action: varchar({ length: 20 }).notNull(),
    oldValues: jsonb(),
    newValues: jsonb(),
    userId: uuid().references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    check('transaction_audit_log_action_check', oneOf(t.action, auditActions)),
    index('transaction_audit_log_transaction_idx').on(t.transactionId),
  ],
);

/** A replayed Idempotency-Key returns the stored response; the request hash detects a changed body. */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: varchar({ length: 255 }).notNull(),
    method: varchar({ length: 10 }).notNull(),
    path: varchar({ length: 255 }).notNull(),
    requestHash: varchar({ length: 64 }).notNull(),
    statusCode: integer().notNull(),
    responseBody: jsonb(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] })],
);
