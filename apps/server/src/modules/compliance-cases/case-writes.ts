import { eq } from 'drizzle-orm';
import { canLeave, caseMessages, type CaseDetail, type CaseStatus, type CloseCaseBody, type CurrentUser, type FileCaseBody } from '@sarafi/core';
import type { Transaction } from '../../db/client';
import { complianceCaseNotes, complianceCases } from '../../db/schema';
import { conflict, notFound } from '../../lib/errors';
import { journalCase } from './journal-case';
import { readCase } from './read-cases';

/** The case row, locked so a note, an attachment and a status change on one case run one after another. */
export async function lockCase(tx: Transaction, id: number) {
  const [row] = await tx.select({ id: complianceCases.id, status: complianceCases.status }).from(complianceCases).where(eq(complianceCases.id, id)).for('update');
  if (!row) throw notFound(caseMessages.caseNotFound, 'compliance.caseNotFound');
  return { ...row, status: row.status as CaseStatus };
}

/** Appends a note; a filed or closed case still takes notes (what FinTRACA asked later, say). */
export async function addCaseNote(tx: Transaction, id: number, text: string, actor: CurrentUser, now = new Date()): Promise<CaseDetail> {
  await lockCase(tx, id);
  const [note] = await tx.insert(complianceCaseNotes).values({ caseId: id, text, authorId: actor.id, authorName: actor.username, createdAt: now }).returning({ id: complianceCaseNotes.id });
  await journalCase(tx, 'note', id, actor, { noteId: note!.id, text }, now);
  return readCase(tx, id, now);
}

async function leaveOpen(tx: Transaction, id: number, change: Partial<typeof complianceCases.$inferInsert>, verb: 'file' | 'close', actor: CurrentUser, now: Date) {
  const current = await lockCase(tx, id);
  if (!canLeave(current.status)) throw conflict(caseMessages.caseNotOpen, 'compliance.caseNotOpen');
  await tx.update(complianceCases).set(change).where(eq(complianceCases.id, id));
  await journalCase(tx, verb, id, actor, { from: current.status, ...change }, now);
  return readCase(tx, id, now);
}

/** The report went to FinTRACA: open → filed, with its reference if one was given. */
export const fileCase = (tx: Transaction, id: number, body: FileCaseBody, actor: CurrentUser, now = new Date()) =>
  leaveOpen(tx, id, { status: 'filed', filedAt: now, filedBy: actor.id, filedByName: actor.username, reference: body.reference }, 'file', actor, now);

/** No report is due after all: open → closed, with the reason. The case stays, as every record a report needs does. */
export const closeCase = (tx: Transaction, id: number, body: CloseCaseBody, actor: CurrentUser, now = new Date()) =>
  leaveOpen(tx, id, { status: 'closed', closedAt: now, closedBy: actor.id, closedByName: actor.username, closeReason: body.reason }, 'close', actor, now);
