import { check, index, integer, json, jsonb, pgTable, serial, uuid, varchar, boolean } from 'drizzle-orm/pg-core';
import type { ReconciliationMapping, ReconciliationResult } from '@sarafi/core';
import { bytea, createdAt, oneOf, updatedAt } from './columns';
import { accounts } from './accounts';
import { users } from './users';

/** The columns of a partner's own statement, remembered per partner and proposed the next time (docs/decisions.md, Reconciliation). */
export const partnerSheetMappings = pgTable('partner_sheet_mappings', {
  accountId: integer()
    .primaryKey()
    .references(() => accounts.id),
  mapping: jsonb().$type<ReconciliationMapping>().notNull(),
  updatedBy: uuid().references(() => users.id, { onDelete: 'set null' }),
  updatedAt: updatedAt(),
});

/** The lines and groups of a run; kept whole in one jsonb value beside the header, read back only to reopen it. */
export type StoredReconciliation = Pick<ReconciliationResult, 'theirs' | 'ours' | 'matched' | 'mismatched' | 'onlyTheirs' | 'onlyOurs' | 'skipped' | 'skippedCount'>;

/**
 * A reconciliation of a partner's sheet against our ledger, kept so last week's can be reopened. The header and its
 * totals are columns, so the list reads no lines; 50,000 lines a side make a `result` of about 10 MB, kept as json
 * (text, compressed out of line) rather than jsonb: it is only ever written and read whole, and jsonb's parse of it
 * cost seconds.
 */
export const partnerReconciliations = pgTable(
  'partner_reconciliations',
  {
    id: serial().primaryKey(),
    accountId: integer()
      .notNull()
      .references(() => accounts.id),
    fromDate: varchar({ length: 10 }).notNull(),
    toDate: varchar({ length: 10 }).notNull(),
    toleranceDays: integer().notNull(),
    fileName: varchar({ length: 255 }).notNull(),
    sign: varchar({ length: 10 }).notNull(),
    createdBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    createdByName: varchar({ length: 100 }),
    createdAt: createdAt(),
    counts: jsonb().$type<ReconciliationResult['counts']>().notNull(),
    balanced: boolean(),
    totals: jsonb().$type<Pick<ReconciliationResult, 'totals' | 'balances'>>().notNull(),
    result: json().$type<StoredReconciliation>().notNull(),
    /**
     * The run's answer as sent, gzipped once on a pool thread (docs/decisions.md, Reconciliation): a re-read sends
     * these few MB as they are instead of 23 MB of text read, copied and compressed again. Null until written.
     */
    answerGzip: bytea(),
  },
  (t) => [index('partner_reconciliations_account_idx').on(t.accountId, t.createdAt.desc()), check('partner_reconciliations_sign_check', oneOf(t.sign, ['mirror', 'same']))],
);
