import { check, index, integer, jsonb, numeric, pgTable, serial, text, timestamp, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import { sanctionsListSources, screeningHitStatuses, screeningSubjectKinds, type ScreenedRecord } from '@sarafi/core';
import { createdAt, oneOf } from './columns';
import { users } from './users';

/**
 * Each imported version of a sanctions list (docs/decisions.md, Compliance: sanctions screening): the UN
 * consolidated list or the shop's local names. Screening reads the latest version of each source; older versions stay,
 * as the hits found against them name their entries.
 */
export const sanctionsLists = pgTable(
  'sanctions_lists',
  {
    id: serial().primaryKey(),
    source: varchar({ length: 10 }).notNull(),
    fileName: varchar({ length: 255 }).notNull(),
    generatedOn: varchar({ length: 40 }),
    entryCount: integer().notNull(),
    importedAt: createdAt(),
    importedBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    importedByName: varchar({ length: 100 }).notNull(),
  },
  (t) => [check('sanctions_lists_source_check', oneOf(t.source, sanctionsListSources)), index('sanctions_lists_source_idx').on(t.source, t.id)],
);

/** One listed person or organisation of a list version, with every alias and date of birth as the list gives them. */
export const sanctionsEntries = pgTable(
  'sanctions_entries',
  {
    id: serial().primaryKey(),
    listId: integer()
      .notNull()
      .references(() => sanctionsLists.id),
    reference: varchar({ length: 60 }).notNull(),
    kind: varchar({ length: 12 }).notNull(),
    name: text().notNull(),
    aliases: jsonb().$type<string[]>().notNull(),
    datesOfBirth: jsonb().$type<string[]>().notNull(),
    nationality: text(),
    listedOn: varchar({ length: 40 }),
    /** A digest of the names and dates: a release holds until the list changes this entry. */
    fingerprint: varchar({ length: 64 }).notNull(),
  },
  (t) => [index('sanctions_entries_list_idx').on(t.listId)],
);

/** A screened name that reached the threshold against a list entry: the record as screened, the entry, the score, the decision. */
export const screeningHits = pgTable(
  'screening_hits',
  {
    id: serial().primaryKey(),
    subjectKind: varchar({ length: 20 }).notNull(),
    subjectId: integer(),
    subject: jsonb().$type<ScreenedRecord>().notNull(),
    /** The screened name's folded tokens, as releases remember it. */
    nameKey: text().notNull(),
    entryId: integer()
      .notNull()
      .references(() => sanctionsEntries.id),
    matchedAlias: text().notNull(),
    score: numeric({ precision: 4, scale: 3 }).notNull(),
    status: varchar({ length: 10 }).notNull().default('open'),
    note: text(),
    decidedBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    decidedByName: varchar({ length: 100 }),
    decidedAt: timestamp({ withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [
    check('screening_hits_kind_check', oneOf(t.subjectKind, screeningSubjectKinds)),
    check('screening_hits_status_check', oneOf(t.status, screeningHitStatuses)),
    index('screening_hits_subject_idx').on(t.subjectKind, t.subjectId, t.status),
    index('screening_hits_status_idx').on(t.status, t.id),
  ],
);

/** A reviewer's 'false positive': this name against this entry, as the list held it, no longer alerts. */
export const screeningReleases = pgTable(
  'screening_releases',
  {
    id: serial().primaryKey(),
    nameKey: text().notNull(),
    entryReference: varchar({ length: 60 }).notNull(),
    entryFingerprint: varchar({ length: 64 }).notNull(),
    hitId: integer()
      .notNull()
      .references(() => screeningHits.id),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('screening_releases_key_idx').on(t.nameKey, t.entryReference, t.entryFingerprint)],
);
