import { eq } from 'drizzle-orm';
import { commissionMessages } from '@sarafi/core';
import type { Executor } from '../../db/client';
import { commissionRunPostings } from '../../db/schema';
import { conflict } from '../../lib/errors';

/**
 * A commission run's posting or its reversal changes only with the run: edited, deleted or recovered on its own it
 * would leave hawalas marked commissioned with no commission charged, or charged twice.
 */
export async function assertNotCommissionPosting(tx: Executor, transactionId: number) {
  const [row] = await tx.select({ id: commissionRunPostings.transactionId }).from(commissionRunPostings).where(eq(commissionRunPostings.transactionId, transactionId));
  if (row) throw conflict(commissionMessages.runPosting);
}
