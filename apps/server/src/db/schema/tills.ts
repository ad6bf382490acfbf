import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, primaryKey, serial, timestamp, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import { cashMoveKinds, shiftStatuses, type CountedCurrency, type ShiftCurrency } from '@sarafi/core';
import { createdAt, oneOf, updatedAt } from './columns';
import { accounts } from './accounts';
import { users } from './users';

const at = () => timestamp({ withTimezone: true, mode: 'date' });

/**
 * A cash drawer, or the safe (docs/decisions.md, Tills and shifts): each is a system asset account holding every
 * currency. The safe is cash account 11 itself, one row made at start.
 */
export const tills = pgTable(
  'tills',
  {
    id: serial().primaryKey(),
    name: varchar({ length: 100 }).notNull(),
    accountId: integer()
      .notNull()
      .references(() => accounts.id),
    isSafe: boolean().notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('tills_name_idx').on(sql`lower(${t.name})`),
    uniqueIndex('tills_account_idx').on(t.accountId),
    uniqueIndex('tills_one_safe_idx')
      .on(t.isSafe)
      .where(sql`${t.isSafe}`),
  ],
);

/** One clerk's time at one till, from the float to the approved close (or the handover). */
export const tillShifts = pgTable(
  'till_shifts',
  {
    id: serial().primaryKey(),
    /** Raised by every change to the shift, so an approval names it exactly as the admin reviewed it. */
    version: integer().notNull().default(1),
    tillId: integer()
      .notNull()
      .references(() => tills.id),
    userId: uuid()
      .notNull()
      .references(() => users.id),
    username: varchar({ length: 100 }).notNull(),
    status: varchar({ length: 20 }).notNull(),
    openedOn: varchar({ length: 10 }).notNull(),
    openedAt: at().notNull(),
    /** The close's blind count, or the accepted handover's: counted, expected and variance per currency. */
    currencies: jsonb().$type<ShiftCurrency[]>().notNull().default([]),
    countedAt: at(),
    closedAt: at(),
    approvedBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    approvedByName: varchar({ length: 100 }),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('till_shifts_status_check', oneOf(t.status, shiftStatuses)),
    // One live shift per till, one open shift per clerk.
    uniqueIndex('till_shifts_live_till_idx')
      .on(t.tillId)
      .where(sql`${t.status} in ('open', 'closing')`),
    uniqueIndex('till_shifts_open_user_idx')
      .on(t.userId)
      .where(sql`${t.status} = 'open'`),
    index('till_shifts_opened_on_idx').on(t.openedOn),
  ],
);

/** Counted cash into or out of a till: the float, a drop, a top-up, a handover, the return to the safe at a close. */
export const tillMoves = pgTable(
  'till_moves',
  {
    id: serial().primaryKey(),
    shiftId: integer()
      .notNull()
      .references(() => tillShifts.id),
    kind: varchar({ length: 20 }).notNull(),
    status: varchar({ length: 20 }).notNull(),
    counts: jsonb().$type<CountedCurrency[]>().notNull(),
    createdBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    createdByName: varchar({ length: 100 }).notNull(),
    createdAt: at().notNull(),
    confirmedBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    confirmedByName: varchar({ length: 100 }),
    confirmedAt: at(),
    /** A handover's receiving clerk. */
    toUserId: uuid().references(() => users.id, { onDelete: 'set null' }),
    toUsername: varchar({ length: 100 }),
  },
  (t) => [
    check('till_moves_kind_check', oneOf(t.kind, cashMoveKinds)),
    check('till_moves_status_check', oneOf(t.status, ['pending', 'confirmed'])),
    index('till_moves_shift_idx').on(t.shiftId, t.id),
  ],
);

/**
 * The postings a shift made itself (cash between a till and the safe, a variance, a write-off of a clerk's shortage):
 * they change only through the shift, never from the transaction screens.
 */
export const tillPostings = pgTable(
  'till_postings',
  {
    transactionId: integer().notNull(),
    shiftId: integer().references(() => tillShifts.id),
  },
  (t) => [primaryKey({ columns: [t.transactionId] })],
);
