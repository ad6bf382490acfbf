import { bigint, bigserial, char, index, jsonb, pgTable, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';

/**
 * The tamper-evident journal (docs/decisions.md, Journal): one row for every write that changes money or its history,
 * written in that write's own database transaction. Rows are only ever added (triggers refuse UPDATE and DELETE). The
 * actor is kept by id and name without a foreign key, so deleting a user never rewrites a row.
 */
export const journal = pgTable(
  'journal',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    /** What happened: `transaction.create`, `hawala.paid`, `dayClose.approve`, `setting.change`, … */
    kind: varchar({ length: 40 }).notNull(),
    /** The thing it happened to and its id (text: users have uuids, documents integers). */
    entity: varchar({ length: 40 }).notNull(),
    entityId: varchar({ length: 64 }).notNull(),
    actorId: uuid(),
    actorName: varchar({ length: 100 }),
    /** The state after the write (a document's fields and entries, a setting's old and new value…), amounts as decimal strings. */
    payload: jsonb().notNull(),
    createdAt: timestamp({ withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('journal_entity_idx').on(t.entity, t.entityId, t.id)],
);

/**
 * Journal rows committed but not yet linked into the chain; the one chainer links them in id order and removes them
 * (docs/decisions.md, Journal: a sequence and a single chainer).
 */
export const journalPending = pgTable('journal_pending', {
  journalId: bigint({ mode: 'number' })
    .primaryKey()
    .references(() => journal.id),
});

/**
 * The chain: position n links journal row `journalId` with `hash = SHA-256(prevHash ‖ canonical JSON of the row)`.
 * Rows are only ever added.
 */
export const journalLinks = pgTable('journal_links', {
  position: bigint({ mode: 'number' }).primaryKey(),
  journalId: bigint({ mode: 'number' })
    .notNull()
    .unique()
    .references(() => journal.id),
  prevHash: char({ length: 64 }).notNull(),
  hash: char({ length: 64 }).notNull(),
  linkedAt: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

export type JournalRow = typeof journal.$inferSelect;
