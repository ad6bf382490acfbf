import { and, asc, count, desc, eq, inArray, isNotNull, isNull, sum } from 'drizzle-orm';
import { toAmount, type CommissionRun } from '@sarafi/core';
import type { Executor } from '../../db/client';
import { commissionRunItems, commissionRunPostings, commissionRuns, currencies } from '../../db/schema';

type RunRow = typeof commissionRuns.$inferSelect;

/** Runs as the API shows them: each with its totals per currency and the transactions that posted and reversed them. */
async function toRunDtos(db: Executor, runs: RunRow[]): Promise<CommissionRun[]> {
  if (runs.length === 0) return [];
  const ids = runs.map((r) => r.id);
  const totals = await db
    .select({
      runId: commissionRunItems.runId,
      currencyId: commissionRunItems.currencyId,
      currencyCode: currencies.code,
      count: count(),
      amount: sum(commissionRunItems.amount),
      commission: sum(commissionRunItems.commission),
    })
    .from(commissionRunItems)
    .innerJoin(currencies, eq(currencies.id, commissionRunItems.currencyId))
    // A hawala whose commission its cancel took back is no longer charged by the run (reverse-hawala-commission.ts).
    .where(and(inArray(commissionRunItems.runId, ids), isNull(commissionRunItems.reversalTransactionId)))
    .groupBy(commissionRunItems.runId, commissionRunItems.currencyId, currencies.code)
    .orderBy(asc(commissionRunItems.currencyId));
  const hawalaReversals = await db
    .select({ id: commissionRunItems.reversalTransactionId })
    .from(commissionRunItems)
    .where(and(inArray(commissionRunItems.runId, ids), isNotNull(commissionRunItems.reversalTransactionId)));
  const ofHawala = new Set(hawalaReversals.map((r) => r.id));
  const postings = (await db.select().from(commissionRunPostings).where(inArray(commissionRunPostings.runId, ids))).filter((p) => !ofHawala.has(p.transactionId));
  const postingOf = (runId: number, currencyId: number, reversal: boolean) =>
    postings.find((p) => p.runId === runId && p.currencyId === currencyId && (p.reversesTransactionId !== null) === reversal)?.transactionId ?? null;
  return runs.map((run) => ({
    id: run.id,
    partnerId: run.partnerAccountId,
    from: run.fromDate,
    to: run.toDate,
    status: run.status === 'reversed' ? 'reversed' : 'posted',
    postedBy: run.postedByName,
    postedAt: run.postedAt.toISOString(),
    reversedBy: run.reversedByName,
    reversedAt: run.reversedAt?.toISOString() ?? null,
    reverseReason: run.reverseReason,
    totals: totals
      .filter((t) => t.runId === run.id)
      .map((t) => ({
        currencyId: t.currencyId,
        currencyCode: t.currencyCode,
        count: t.count,
        amount: toAmount(t.amount ?? '0'),
        commission: toAmount(t.commission ?? '0'),
        transactionId: postingOf(run.id, t.currencyId, false),
        reversalTransactionId: postingOf(run.id, t.currencyId, true),
      })),
  }));
}

export async function commissionRunDto(db: Executor, runId: number): Promise<CommissionRun> {
  const [dto] = await toRunDtos(db, await db.select().from(commissionRuns).where(eq(commissionRuns.id, runId)));
  return dto!;
}

/** `GET /api/partners/{id}/commission-runs`: the partner's runs, newest first. */
export async function listCommissionRuns(db: Executor, partnerId: number): Promise<CommissionRun[]> {
  return toRunDtos(db, await db.select().from(commissionRuns).where(eq(commissionRuns.partnerAccountId, partnerId)).orderBy(desc(commissionRuns.id)));
}
