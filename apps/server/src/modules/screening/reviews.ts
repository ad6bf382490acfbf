import { and, desc, eq, inArray } from 'drizzle-orm';
import { screeningMessages, type CurrentUser, type ScreeningHitStatus, type ScreeningReview, type SanctionsListSource } from '@sarafi/core';
import type { Executor, Transaction } from '../../db/client';
import { accounts, sanctionsEntries, sanctionsLists, screeningHits, screeningReleases } from '../../db/schema';
import { conflict, notFound } from '../../lib/errors';
import { appendJournal } from '../journal/append-journal';
import { isHeld } from './screen-names';

/** The review queue's page: the newest hits first, at most this many (the queue is worked down, not browsed). */
const pageSize = 500;

/** Each hit with the screened record and the list entry side by side, and the score (docs/decisions.md, Compliance: sanctions screening). */
export async function listReviews(db: Executor, filter: { status?: ScreeningHitStatus; id?: number } = {}): Promise<ScreeningReview[]> {
  const rows = await db
    .select({ hit: screeningHits, entry: sanctionsEntries, source: sanctionsLists.source })
    .from(screeningHits)
    .innerJoin(sanctionsEntries, eq(sanctionsEntries.id, screeningHits.entryId))
    .innerJoin(sanctionsLists, eq(sanctionsLists.id, sanctionsEntries.listId))
    .where(and(filter.status ? eq(screeningHits.status, filter.status) : undefined, filter.id === undefined ? undefined : eq(screeningHits.id, filter.id)))
    .orderBy(desc(screeningHits.id))
    .limit(pageSize);
  return rows.map(({ hit, entry, source }) => ({
    id: hit.id,
    status: hit.status as ScreeningHitStatus,
    score: hit.score,
    matchedAlias: hit.matchedAlias,
    subject: hit.subject,
    entry: {
      id: entry.id,
      source: source as SanctionsListSource,
      reference: entry.reference,
      kind: entry.kind,
      name: entry.name,
      aliases: entry.aliases,
      datesOfBirth: entry.datesOfBirth,
      nationality: entry.nationality,
      listedOn: entry.listedOn,
    },
    createdAt: hit.createdAt.toISOString(),
    decidedBy: hit.decidedByName,
    decidedAt: hit.decidedAt?.toISOString() ?? null,
    note: hit.note,
  }));
}

/** An account whose last hold was released is active again; one still held (another hit open or blocked) stays on hold. */
async function liftAccountHold(tx: Transaction, accountId: number) {
  if (await isHeld(tx, 'account', accountId)) return;
  await tx.update(accounts).set({ accountStatus: 'active' }).where(and(eq(accounts.id, accountId), eq(accounts.accountStatus, 'on_hold')));
}

/**
 * A reviewer's decision on an open hit, with its note, journalled in the same transaction. 'release' (a false
 * positive) remembers the name against the entry as the list holds it — the same name's other open hits on that
 * entry are released with it, and it does not alert again until the list changes the entry — and lifts the hold of
 * each record left without one. 'block' (a true match) keeps the record held.
 */
export async function decideReview(tx: Transaction, id: number, decision: 'release' | 'block', note: string, actor: CurrentUser, now = new Date()): Promise<ScreeningReview> {
  const [hit] = await tx.select().from(screeningHits).where(eq(screeningHits.id, id)).for('update');
  if (!hit) throw notFound(screeningMessages.reviewNotFound, 'compliance.reviewNotFound');
  if (hit.status !== 'open') throw conflict(screeningMessages.reviewDecided, 'compliance.reviewDecided');
  const decided = { note, decidedBy: actor.id, decidedByName: actor.username, decidedAt: now };
  let affected = [hit];
  if (decision === 'release') {
    const [entry] = await tx.select().from(sanctionsEntries).where(eq(sanctionsEntries.id, hit.entryId));
    await tx.insert(screeningReleases).values({ nameKey: hit.nameKey, entryReference: entry!.reference, entryFingerprint: entry!.fingerprint, hitId: hit.id, createdAt: now }).onConflictDoNothing();
    const sameEntry = await tx
      .select({ id: sanctionsEntries.id })
      .from(sanctionsEntries)
      .where(and(eq(sanctionsEntries.reference, entry!.reference), eq(sanctionsEntries.fingerprint, entry!.fingerprint)));
    affected = await tx
      .update(screeningHits)
      .set({ status: 'released', ...decided })
      .where(and(eq(screeningHits.status, 'open'), eq(screeningHits.nameKey, hit.nameKey), inArray(screeningHits.entryId, sameEntry.map((row) => row.id))))
      .returning();
    for (const row of affected) if (row.subjectKind === 'account' && row.subjectId !== null) await liftAccountHold(tx, row.subjectId);
  } else {
    await tx.update(screeningHits).set({ status: 'blocked', ...decided }).where(eq(screeningHits.id, id));
  }
  await appendJournal(tx, {
    kind: `screening.${decision}`,
    entity: 'screeningHit',
    entityId: id,
    actor,
    payload: { note, score: hit.score, entryId: hit.entryId, nameKey: hit.nameKey, subject: hit.subject, hits: affected.map((row) => row.id) },
    at: now,
  });
  const [review] = await listReviews(tx, { id });
  return review!;
}
