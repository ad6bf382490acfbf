import { retryOnDeadlock } from '../../db/retry-deadlock';
import { createHash } from 'node:crypto';
import { transactionMessages } from '@sarafi/core';
import { and, eq } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import { idempotencyKeys } from '../../db/schema';
import { AppError } from '../../lib/errors';

export interface IdempotentRequest {
  userId: string;
  key: string | undefined;
  method: string;
  path: string;
  body: unknown;
}
export interface StoredResponse<T> {
  statusCode: number;
  body: T;
}

export const keyReused = transactionMessages.idempotencyKeyReused;

/**
 * Runs a money-moving write once per Idempotency-Key. The key row is inserted first, inside the write's own
 * transaction: a concurrent request with the same key waits on that row and, once the first commits, gets
 * its stored response instead of posting again. A failed write rolls the key back, so a retry runs anew; a deadlock's
 * victim is run again (db/retry-deadlock.ts).
 */
export function runIdempotent<T>(
  db: Database,
  request: IdempotentRequest,
  write: (tx: Transaction) => Promise<StoredResponse<T>>,
): Promise<StoredResponse<T>> {
  return retryOnDeadlock(() => db.transaction(async (tx) => {
    if (!request.key) return write(tx);
    const requestHash = createHash('sha256').update(JSON.stringify(request.body ?? null)).digest('hex');
    const where = and(eq(idempotencyKeys.userId, request.userId), eq(idempotencyKeys.key, request.key));
    const claimed = await tx
      .insert(idempotencyKeys)
      .values({ userId: request.userId, key: request.key, method: request.method, path: request.path, requestHash, statusCode: 0 })
      .onConflictDoNothing()
      .returning({ key: idempotencyKeys.key });
    if (claimed.length === 0) {
      const [first] = await tx.select().from(idempotencyKeys).where(where);
      if (!first || first.requestHash !== requestHash || first.method !== request.method || first.path !== request.path) {
        throw new AppError(422, keyReused, 'transaction.idempotencyKeyReused');
      }
      return { statusCode: first.statusCode, body: first.responseBody as T };
    }
    const response = await write(tx);
    await tx.update(idempotencyKeys).set({ statusCode: response.statusCode, responseBody: response.body }).where(where);
    return response;
  }));
}
