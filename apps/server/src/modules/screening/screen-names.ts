import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { screeningMessages, type ScreenedRecord, type ScreeningMatch } from '@sarafi/core';
import type { Database, Executor } from '../../db/client';
import { rowsOf } from '../../db/rows-of';
import { sanctionsEntries, screeningHits } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { readComplianceSettings } from '../compliance-settings/compliance-settings';
import { currentScreeningIndex } from './current-index';
import { screenMany } from './screen-many';

/** A hit to store: the record as screened, the entry and alias it matched, the score. */
export interface FoundHit {
  subject: ScreenedRecord;
  nameKey: string;
  match: ScreeningMatch;
}

/** Hits per INSERT: one array per column, whatever the count. */
const hitsPerInsert = 10_000;

/** Stores hits as they are, one INSERT per `hitsPerInsert` (the single names' and an import's hits alike). */
export async function insertHits(db: Executor, hits: readonly FoundHit[]): Promise<void> {
  for (let start = 0; start < hits.length; start += hitsPerInsert) {
    const chunk = hits.slice(start, start + hitsPerInsert);
    const column = <T>(values: T[]) => sql.param(values);
    await db.execute(sql`
      insert into screening_hits (subject_kind, subject_id, subject, name_key, entry_id, matched_alias, score)
      select kind, id, subject::jsonb, name_key, entry_id, alias, score
      from unnest(${column(chunk.map((hit) => hit.subject.kind))}::text[], ${column(chunk.map((hit) => hit.subject.id))}::int[],
                  ${column(chunk.map((hit) => JSON.stringify(hit.subject)))}::text[], ${column(chunk.map((hit) => hit.nameKey))}::text[],
                  ${column(chunk.map((hit) => hit.match.entryId))}::int[], ${column(chunk.map((hit) => hit.match.alias))}::text[],
                  ${column(chunk.map((hit) => hit.match.score.toFixed(3)))}::numeric[]) as h(kind, id, subject, name_key, entry_id, alias, score)`);
  }
}

/** Holds that stop an operation: a hit still waiting for review, or one a reviewer confirmed. */
export const holdingStatuses = ['open', 'blocked'] as const;

/**
 * Screens records against the lists in force at the shop's threshold (docs/decisions.md, Compliance: sanctions
 * screening) and returns the hits a reviewer has not released: a release covers that name against that entry as
 * the list held it, so the same name does not alert again until the list changes the entry.
 */
export async function findHits(db: Executor, subjects: readonly ScreenedRecord[]): Promise<FoundHit[]> {
  const named = subjects.filter((subject) => subject.name.trim() !== '');
  if (named.length === 0) return [];
  const index = await currentScreeningIndex(db);
  if (index.size === 0) return [];
  const threshold = await screeningThreshold(db);
  const found = screenMany(index, named, threshold).map(({ at, nameKey, match }) => ({ subject: named[at]!, nameKey, match }));
  return unreleased(db, found);
}

/** The shop's screening threshold setting, as a number in [0, 1]. */
export const screeningThreshold = async (db: Executor) => Number((await readComplianceSettings(db)).screeningThreshold);

/** Of the found hits, those no release covers (same name, same entry reference and fingerprint, any list version). */
export async function unreleased<T extends { nameKey: string; match: { entryId: number } }>(db: Executor, hits: T[]): Promise<T[]> {
  if (hits.length === 0) return hits;
  const result = await db.execute(sql`
    select q.name_key, q.entry_id
    from unnest(${sql.param(hits.map((hit) => hit.nameKey))}::text[], ${sql.param(hits.map((hit) => hit.match.entryId))}::int[]) as q(name_key, entry_id)
    join sanctions_entries e on e.id = q.entry_id
    join screening_releases r on r.name_key = q.name_key and r.entry_reference = e.reference and r.entry_fingerprint = e.fingerprint`);
  const released = new Set(rowsOf<{ name_key: string; entry_id: number }>(result).map((row) => `${row.name_key}|${row.entry_id}`));
  return released.size === 0 ? hits : hits.filter((hit) => !released.has(`${hit.nameKey}|${hit.match.entryId}`));
}

/**
 * Stores hits for review, once per record and entry while one is still open or blocked. `subjectId` may be given
 * late (an imported row's id is known only once it is inserted), or never (a refused hawala we send).
 */
export async function storeHits(db: Executor, hits: readonly FoundHit[]): Promise<number> {
  if (hits.length === 0) return 0;
  const ids = [...new Set(hits.map((hit) => hit.subject.id).filter((id): id is number => id !== null))];
  const existing =
    ids.length === 0
      ? []
      : await db
          .select({ kind: screeningHits.subjectKind, id: screeningHits.subjectId, entryId: screeningHits.entryId })
          .from(screeningHits)
          .where(and(inArray(screeningHits.subjectId, ids), inArray(screeningHits.status, [...holdingStatuses])));
  const stored = new Set(existing.map((row) => `${row.kind}|${row.id}|${row.entryId}`));
  // A record screened before it exists (a hawala we send, refused) is known by its name: a retry adds no second hit.
  const unnamed = hits.filter((hit) => hit.subject.id === null);
  const waiting =
    unnamed.length === 0
      ? []
      : await db
          .select({ kind: screeningHits.subjectKind, nameKey: screeningHits.nameKey, entryId: screeningHits.entryId })
          .from(screeningHits)
          .where(and(isNull(screeningHits.subjectId), eq(screeningHits.status, 'open'), inArray(screeningHits.nameKey, unnamed.map((hit) => hit.nameKey))));
  for (const row of waiting) stored.add(`${row.kind}|null|${row.nameKey}|${row.entryId}`);
  const keyOf = (hit: FoundHit) => (hit.subject.id === null ? `${hit.subject.kind}|null|${hit.nameKey}|${hit.match.entryId}` : `${hit.subject.kind}|${hit.subject.id}|${hit.match.entryId}`);
  const fresh = hits.filter((hit) => !stored.has(keyOf(hit)));
  await insertHits(db, fresh);
  return fresh.length;
}

/** Whether a stored record has a hit still open or confirmed: it may not be passed or posted. */
export async function isHeld(db: Executor, kind: ScreenedRecord['kind'], id: number): Promise<boolean> {
  const rows = await db
    .select({ id: screeningHits.id })
    .from(screeningHits)
    .where(and(eq(screeningHits.subjectKind, kind), eq(screeningHits.subjectId, id), inArray(screeningHits.status, [...holdingStatuses])))
    .limit(1);
  return rows.length > 0;
}

export const heldError = () => new AppError(409, screeningMessages.held, 'compliance.held');

let apart: Database | null = null;

/** The app's database, for hits that must outlive a refused operation's rolled-back transaction. Set once by buildApp's screening routes. */
export function useDatabaseForRefusedHits(db: Database) {
  apart = db;
}

/**
 * The one hold check of an operation that is refused while held (a pass, a hawala we send): screens its names, and
 * refuses it with 409 'Held for compliance review' when a stored hold or a new unreleased hit stands. New hits are
 * stored in their own transaction, so the review queue has them although the operation's transaction rolls back.
 */
export async function refuseIfHeld(tx: Executor, subjects: readonly ScreenedRecord[]): Promise<void> {
  const stored = subjects.find((subject) => subject.id !== null);
  const held = stored ? await isHeld(tx, stored.kind, stored.id!) : false;
  const hits = await findHits(tx, subjects);
  if (hits.length > 0) {
    if (!apart) throw new Error('screening: no database for hits of refused operations');
    const db = apart;
    await db.transaction((own) => storeHits(own, hits));
  }
  if (held || hits.length > 0) throw heldError();
}

/** The entry rows of hits, for the review queue. */
export const entriesById = (db: Executor, ids: number[]) => (ids.length === 0 ? Promise.resolve([]) : db.select().from(sanctionsEntries).where(inArray(sanctionsEntries.id, ids)));
