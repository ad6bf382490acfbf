import { and, count, eq } from 'drizzle-orm';
import { caseMessages, maxCaseAttachments, type CaseDetail, type CurrentUser } from '@sarafi/core';
import type { Executor, Transaction } from '../../db/client';
import { complianceCaseAttachments } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { sniffImageType, type StoredImage } from '../accounts/images';
import type { UploadedFile } from '../hawala-import/check-upload';
import { journalCase } from './journal-case';
import { lockCase } from './case-writes';
import { readCase } from './read-cases';

const isPdf = (b: Uint8Array) => b.length >= 5 && Buffer.from(b.subarray(0, 5)).toString('latin1') === '%PDF-';

/** An image by the same byte signatures as ID images (accounts/images.ts), or a PDF; never by the name or the browser's type. */
export function attachmentType(bytes: Uint8Array): string | null {
  return sniffImageType(bytes) ?? (isPdf(bytes) ? 'application/pdf' : null);
}

/** A name fit for a download header and a list: no path, no quotes or control characters. */
const safeName = (name: string, contentType: string) => {
  const last = name.split(/[\\/]/).pop() ?? '';
  const base = [...last].filter((ch) => ch !== '"' && ch.charCodeAt(0) > 0x1f && ch.charCodeAt(0) !== 0x7f).join('').trim().slice(0, 200);
  return base || (contentType === 'application/pdf' ? 'attachment.pdf' : 'attachment');
};

export async function addCaseAttachment(tx: Transaction, id: number, file: UploadedFile | null, actor: CurrentUser, now = new Date()): Promise<CaseDetail> {
  if (!file) throw badRequest(caseMessages.caseAttachmentNoFile, 'compliance.caseAttachmentNoFile');
  const contentType = attachmentType(file.bytes);
  if (!contentType) throw badRequest(caseMessages.caseAttachmentKind, 'compliance.caseAttachmentKind');
  await lockCase(tx, id);
  const [held] = await tx.select({ n: count() }).from(complianceCaseAttachments).where(eq(complianceCaseAttachments.caseId, id));
  if ((held?.n ?? 0) >= maxCaseAttachments) throw conflict(caseMessages.caseAttachmentLimit(maxCaseAttachments), 'compliance.caseAttachmentLimit', { max: maxCaseAttachments });
  const fileName = safeName(file.fileName, contentType);
  const [row] = await tx
    .insert(complianceCaseAttachments)
    .values({ caseId: id, fileName, contentType, data: new Uint8Array(file.bytes), uploadedBy: actor.id, uploadedByName: actor.username, createdAt: now })
    .returning({ id: complianceCaseAttachments.id });
  await journalCase(tx, 'attach', id, actor, { attachmentId: row!.id, fileName, contentType, size: file.bytes.length }, now);
  return readCase(tx, id, now);
}

export async function getCaseAttachment(db: Executor, id: number, attachmentId: number): Promise<StoredImage & { fileName: string }> {
  const [row] = await db
    .select({ contentType: complianceCaseAttachments.contentType, data: complianceCaseAttachments.data, fileName: complianceCaseAttachments.fileName })
    .from(complianceCaseAttachments)
    .where(and(eq(complianceCaseAttachments.caseId, id), eq(complianceCaseAttachments.id, attachmentId)));
  if (!row) throw notFound(caseMessages.caseAttachmentNotFound, 'compliance.caseAttachmentNotFound');
  return row;
}
