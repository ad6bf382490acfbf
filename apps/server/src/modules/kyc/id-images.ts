import { and, asc, count, eq } from 'drizzle-orm';
import { kycMessages, type IdImage } from '@sarafi/core';
import type { Database, Executor } from '../../db/client';
import { accountIdImages, accounts } from '../../db/schema';
import { conflict, notFound } from '../../lib/errors';
import { decodeImage, type StoredImage } from '../accounts/images';
import { accountNotFound } from '../accounts/get-account';
import { assertIdImagesNotRetained } from './retention';

/** Scans of one holder's documents: front and back of a tazkira and a passport's pages, with room to spare. */
export const maxIdImagesPerAccount = 10;

const toIdImage = (row: { id: number; accountId: number; contentType: string; createdAt: Date }): IdImage => ({
  id: row.id,
  contentType: row.contentType,
  url: `/api/accounts/${row.accountId}/id-images/${row.id}`,
  createdAt: row.createdAt.toISOString(),
});

const columns = { id: accountIdImages.id, accountId: accountIdImages.accountId, contentType: accountIdImages.contentType, createdAt: accountIdImages.createdAt };

/** The account row, locked so two uploads cannot both pass the count; a system account has no holder. */
async function lockHolder(db: Executor, accountId: number) {
  const [account] = await db.select({ id: accounts.id, isSystem: accounts.isSystem }).from(accounts).where(eq(accounts.id, accountId)).for('update');
  if (!account || account.isSystem) throw notFound(accountNotFound, 'account.notFound');
}

export async function listIdImages(db: Executor, accountId: number): Promise<IdImage[]> {
  const [account] = await db.select({ id: accounts.id }).from(accounts).where(eq(accounts.id, accountId));
  if (!account) throw notFound(accountNotFound, 'account.notFound');
  const rows = await db.select(columns).from(accountIdImages).where(eq(accountIdImages.accountId, accountId)).orderBy(asc(accountIdImages.id));
  return rows.map(toIdImage);
}

/** Adds one image, checked by its bytes as pictures are (accounts/images.ts). */
export function addIdImage(db: Database, accountId: number, dataUrl: string, now = new Date()): Promise<IdImage> {
  const image = decodeImage(dataUrl, 'idDocument');
  return db.transaction(async (tx) => {
    await lockHolder(tx, accountId);
    const [held] = await tx.select({ n: count() }).from(accountIdImages).where(eq(accountIdImages.accountId, accountId));
    if ((held?.n ?? 0) >= maxIdImagesPerAccount) {
      throw conflict(kycMessages.idImageLimit(maxIdImagesPerAccount), 'kyc.idImageLimit', { max: maxIdImagesPerAccount });
    }
    const [row] = await tx.insert(accountIdImages).values({ accountId, ...image, createdAt: now }).returning(columns);
    return toIdImage(row!);
  });
}

export async function getIdImage(db: Executor, accountId: number, imageId: number): Promise<StoredImage> {
  const [row] = await db
    .select({ contentType: accountIdImages.contentType, data: accountIdImages.data })
    .from(accountIdImages)
    .where(and(eq(accountIdImages.accountId, accountId), eq(accountIdImages.id, imageId)));
  if (!row) throw notFound(kycMessages.idImageNotFound, 'kyc.idImageNotFound');
  return row;
}

/** Removes an image only once retention lets the account's records go (retention.ts). */
export function deleteIdImage(db: Database, accountId: number, imageId: number, now = new Date()) {
  return db.transaction(async (tx) => {
    await lockHolder(tx, accountId);
    const [row] = await tx.select({ id: accountIdImages.id }).from(accountIdImages).where(and(eq(accountIdImages.accountId, accountId), eq(accountIdImages.id, imageId)));
    if (!row) throw notFound(kycMessages.idImageNotFound, 'kyc.idImageNotFound');
    await assertIdImagesNotRetained(tx, accountId, now);
    await tx.delete(accountIdImages).where(eq(accountIdImages.id, imageId));
  });
}
