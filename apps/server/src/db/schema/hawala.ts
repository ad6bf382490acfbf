import { bigserial, check, index, integer, pgTable, serial, text, timestamp, uuid, varchar, numeric, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { sql, type SQL } from 'drizzle-orm';
import { hawalaDetailStatuses, hawalaStatuses } from '@sarafi/core';
import { amount, createdAt, oneOf, rate, updatedAt } from './columns';
import { accounts } from './accounts';
import { users } from './users';
import { foldedText } from '../search-keys';

/** Hawala transfers created in the shop (docs/architecture.md, Wire fields, 'Hawala'). */
export const hawalas = pgTable(
  'hawalas',
  {
    id: serial().primaryKey(),
    hawalaNumber: varchar({ length: 50 }).notNull().unique(),
    senderAccountId: integer().references(() => accounts.id),
    receiverAccountId: integer().references(() => accounts.id),
    senderName: varchar({ length: 255 }).notNull(),
    receiverName: varchar({ length: 255 }).notNull(),
    senderPhone: varchar({ length: 50 }),
    receiverPhone: varchar({ length: 50 }),
    /** The walk-in sender's and receiver's IDs (docs/decisions.md, Compliance: walk-in IDs). */
    senderIdType: varchar({ length: 20 }),
    senderIdNumber: varchar({ length: 100 }),
    receiverIdType: varchar({ length: 20 }),
    receiverIdNumber: varchar({ length: 100 }),
    amount: amount().notNull(),
    currency: varchar({ length: 10 }).notNull(),
    exchangeRate: rate(),
    convertedAmount: amount(),
    convertedCurrency: varchar({ length: 10 }),
    partnerAccountId: integer().references(() => accounts.id),
    commission: numeric({ precision: 10, scale: 2 }).notNull().default('0'),
    status: varchar({ length: 20 }).notNull().default('sent'),
    notes: text(),
    processedBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    /** The receiver's secret code (random digits), shown on the sender's slip; null on hawalas created before it. */
    secretCode: varchar({ length: 12 }),
    /** Cash at shop (11) or the sender's account: where amount + commission came from; null before hawalas posted. */
    paidFromAccountId: integer().references(() => accounts.id),
    paidAt: timestamp({ withTimezone: true, mode: 'date' }),
    paidBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    cancelledAt: timestamp({ withTimezone: true, mode: 'date' }),
    cancelledBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    cancelReason: text(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    // The searched fields folded by the one search rule (search-keys.ts), kept by PostgreSQL, as for imported hawalas.
    searchText: text().generatedAlwaysAs(
      (): SQL =>
        foldedText(
          hawalaSearchText({
            hawalaNo: hawalas.hawalaNumber,
            senderName: hawalas.senderName,
            receiverName: hawalas.receiverName,
            hawalaStatus: hawalas.status,
            currency: hawalas.currency,
          }),
        ),
    ),
  },
  (t) => [
    check('hawalas_status_check', oneOf(t.status, hawalaStatuses)),
    index('hawalas_search_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
    // The Outgoing list pages by status; the dashboard sums the hawalas sent in a range of days.
    index('hawalas_status_id_idx').on(t.status, t.id),
    index('hawalas_created_at_idx').on(t.createdAt),
  ],
);

type SearchedColumns = Record<'hawalaNo' | 'senderName' | 'receiverName' | 'hawalaStatus' | 'currency', AnyPgColumn>;

/**
 * The text the hawala searches match (docs/architecture.md, Screens, Dashboard: number, sender, receiver, status or currency, the currency as
 * shown), for imported and created hawalas alike; each table stores it folded (`searchText`, trigram-indexed).
 * Fields are joined by chr(31), which a search text may not contain, so a match never spans two.
 */
export const hawalaSearchText = (c: SearchedColumns): SQL =>
  sql`(${c.hawalaNo} || chr(31) || coalesce(${c.senderName}, '') || chr(31) || coalesce(${c.receiverName}, '') || chr(31) || ${c.hawalaStatus} || chr(31) || coalesce(nullif(${c.currency}, ''), 'AFN'))`;

/** Hawalas imported from a partner's spreadsheet and paid out by Pass (docs/architecture.md, Wire fields, 'Hawala details'). */
export const hawalaDetails = pgTable(
  'hawala_details',
  {
    id: serial().primaryKey(),
    senderCode: varchar({ length: 50 }).notNull().default('2001'),
    hawalaNo: varchar({ length: 50 }).notNull().unique(),
    senderName: varchar({ length: 255 }),
    senderLocation: varchar({ length: 255 }),
    receiverName: varchar({ length: 255 }),
    receiverLocation: varchar({ length: 255 }),
    amount: amount(),
    currency: varchar({ length: 10 }).notNull().default('AFN'),
    exchangeRate: rate(),
    rAmount: amount(),
    rate: rate(),
    intoUSD: amount(),
    hawalaStatus: varchar({ length: 20 }).notNull().default('Pending'),
    remarks: text(),
    /** The receiver's ID as recorded at Pass (docs/decisions.md, Compliance: walk-in IDs); printed on the receiver's slip. */
    receiverIdType: varchar({ length: 20 }),
    receiverIdNumber: varchar({ length: 100 }),
    importDate: timestamp({ withTimezone: true, mode: 'date' }),
    transactionDate: varchar({ length: 10 }),
    hawalaDate: varchar({ length: 10 }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    searchText: text().generatedAlwaysAs((): SQL => foldedText(hawalaSearchText(hawalaDetails))),
  },
  (t) => [
    check('hawala_details_status_check', oneOf(t.hawalaStatus, hawalaDetailStatuses)),
    // The dashboard's aggregates (docs/decisions.md, Dashboard) read only index entries: the summary, today's card and the daily chart
    // by date range, the Total Hawala USD card by sender code and date; status lists page and count by status.
    index('hawala_details_date_stats_idx').on(t.transactionDate, t.hawalaStatus, t.currency, t.amount, t.rAmount),
    index('hawala_details_sender_usd_idx').on(t.senderCode, t.transactionDate, t.hawalaStatus, t.intoUSD),
    index('hawala_details_status_id_idx').on(t.hawalaStatus, t.id),
    index('hawala_details_search_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
  ],
);

/** Single-row serial counter: one counter, default next number 1001 (docs/architecture.md, Where we differ from the original product). */
export const hawalaSerialSettings = pgTable(
  'hawala_serial_settings',
  {
    id: integer().primaryKey().default(1),
    prefix: varchar({ length: 10 }).notNull().default('HWL'),
    nextNumber: integer().notNull().default(1001),
    updatedAt: updatedAt(),
  },
  (t) => [check('hawala_serial_settings_single_row', sql`${t.id} = 1`)],
);

/**
 * Append-only trail of an imported hawala's status changes (pass, mark as pending, cancel): who and when, and the
 * payout posted or moved to the deleted list. Cancelling a hawala that was never paid touches no transaction, so
 * without this nothing would say who cancelled it.
 */
export const hawalaStatusLog = pgTable(
  'hawala_status_log',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    hawalaDetailsId: integer()
      .notNull()
      .references(() => hawalaDetails.id, { onDelete: 'cascade' }),
    fromStatus: varchar({ length: 20 }).notNull(),
    toStatus: varchar({ length: 20 }).notNull(),
    /** The payout posted (pass) or moved to the deleted list (pending, cancel); null when there was none. */
    transactionId: integer(),
    userId: uuid().references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('hawala_status_log_hawala_idx').on(t.hawalaDetailsId)],
);
