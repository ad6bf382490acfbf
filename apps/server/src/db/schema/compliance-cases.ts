import { check, index, integer, pgTable, primaryKey, serial, text, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';
import { caseStatuses } from '@sarafi/core';
import { accounts } from './accounts';
import { bytea, createdAt, oneOf } from './columns';
import { users } from './users';

/**
 * A suspicious-activity case (docs/decisions.md, Compliance: suspicious-activity cases). Never deleted: an open case is
 * filed (with FinTRACA's reference) or closed (with the reason). Who acted is kept by id and by name, so the record
 * reads the same after a user is removed.
 */
export const complianceCases = pgTable(
  'compliance_cases',
  {
    id: serial().primaryKey(),
    accountId: integer().references(() => accounts.id),
    grounds: text().notNull(),
    status: varchar({ length: 10 }).notNull().default('open'),
    openedAt: createdAt(),
    openedBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    openedByName: varchar({ length: 100 }).notNull(),
    /** The shop's day the report is due (core compliance/case-deadline.ts), fixed when opened. */
    deadline: varchar({ length: 10 }).notNull(),
    filedAt: timestamp({ withTimezone: true, mode: 'date' }),
    filedBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    filedByName: varchar({ length: 100 }),
    reference: varchar({ length: 100 }),
    closedAt: timestamp({ withTimezone: true, mode: 'date' }),
    closedBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    closedByName: varchar({ length: 100 }),
    closeReason: text(),
  },
  (t) => [check('compliance_cases_status_check', oneOf(t.status, caseStatuses)), index('compliance_cases_status_idx').on(t.status, t.id), index('compliance_cases_account_idx').on(t.accountId)],
);

/**
 * The transactions a case is about. No foreign key: a deleted transaction moves to the deleted list and its recover
 * brings the same id back, as the cash valuations keep theirs (compliance.ts).
 */
export const complianceCaseTransactions = pgTable(
  'compliance_case_transactions',
  {
    caseId: integer()
      .notNull()
      .references(() => complianceCases.id),
    transactionId: integer().notNull(),
  },
  (t) => [primaryKey({ columns: [t.caseId, t.transactionId] }), index('compliance_case_transactions_transaction_idx').on(t.transactionId)],
);

/** A case's notes: appended, never edited. */
export const complianceCaseNotes = pgTable(
  'compliance_case_notes',
  {
    id: serial().primaryKey(),
    caseId: integer()
      .notNull()
      .references(() => complianceCases.id),
    text: text().notNull(),
    authorId: uuid().references(() => users.id, { onDelete: 'set null' }),
    authorName: varchar({ length: 100 }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('compliance_case_notes_case_idx').on(t.caseId, t.id)],
);

/** A case's evidence: an image or a PDF, checked by its bytes and kept in the database as ID images are. */
export const complianceCaseAttachments = pgTable(
  'compliance_case_attachments',
  {
    id: serial().primaryKey(),
    caseId: integer()
      .notNull()
      .references(() => complianceCases.id),
    fileName: varchar({ length: 255 }).notNull(),
    contentType: varchar({ length: 100 }).notNull(),
    data: bytea().notNull(),
    uploadedBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    uploadedByName: varchar({ length: 100 }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('compliance_case_attachments_case_idx').on(t.caseId, t.id)],
);
