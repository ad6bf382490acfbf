import { and, eq } from 'drizzle-orm';
import { accountMessages } from '@sarafi/core';
import type { Executor } from '../../db/client';
import { accountDocuments } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { decodeImage, type DocumentKind, type StoredImage } from './images';

/** Applies a form's image field: a data URL replaces the stored image, null removes it, undefined keeps it. */
export async function applyDocument(db: Executor, accountId: number, kind: DocumentKind, value: string | null | undefined) {
  if (value === undefined) return;
  if (value === null || value === '') {
    await db.delete(accountDocuments).where(and(eq(accountDocuments.accountId, accountId), eq(accountDocuments.kind, kind)));
    return;
  }
  const image = decodeImage(value, kind);
  await db
    .insert(accountDocuments)
    .values({ accountId, kind, ...image, updatedAt: new Date() })
    .onConflictDoUpdate({
      target: [accountDocuments.accountId, accountDocuments.kind],
      set: { contentType: image.contentType, data: image.data, updatedAt: new Date() },
    });
}

export async function getDocument(db: Executor, accountId: number, kind: DocumentKind): Promise<StoredImage> {
  const [row] = await db
    .select({ contentType: accountDocuments.contentType, data: accountDocuments.data })
    .from(accountDocuments)
    .where(and(eq(accountDocuments.accountId, accountId), eq(accountDocuments.kind, kind)));
  if (!row) throw kind === 'picture' ? notFound(accountMessages.noPicture, 'account.noPicture') : notFound(accountMessages.noSignature, 'account.noSignature');
  return row;
}
