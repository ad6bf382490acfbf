import { lt } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { idempotencyKeys } from '../../db/schema';

/**
 * How long a money-moving request's Idempotency-Key and first answer are kept (docs/RELIABILITY.md). A client retries
 * within seconds or minutes; a week also covers a clerk who reopens a laptop after a long weekend and resends.
 */
export const idempotencyKeyRetentionDays = 7;

/** Deletes keys older than the retention period; a request reusing one afterwards simply runs anew. */
export async function purgeExpiredIdempotencyKeys(db: Executor, now = new Date()) {
  await db.delete(idempotencyKeys).where(lt(idempotencyKeys.createdAt, new Date(now.getTime() - idempotencyKeyRetentionDays * 24 * 60 * 60_000)));
}
