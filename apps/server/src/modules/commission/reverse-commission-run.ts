import { and, eq, isNull } from 'drizzle-orm';
import { commissionMessages, reversedEntries, type CommissionRun, type CurrentUser } from '@sarafi/core';
import type { Transaction } from '../../db/client';
import { commissionRunItems, commissionRunPostings, commissionRuns, ledgerEntries, transactions } from '../../db/schema';
import { conflict, notFound } from '../../lib/errors';
import { recordPosting } from '../ledger/record-posting';
import { lockCommissionPartner } from './commission-partner';
import { commissionRunDto } from './commission-run-dto';

/**
 * Undoes a run as a whole in the caller's database transaction: each of its postings is reversed by a new one dated
 * the day of the reverse (a closed day is never touched), its hawalas are freed for a later run, and the run is kept,
 * marked reversed with who, when and why.
 */
export async function reverseCommissionRun(tx: Transaction, runId: number, reason: string, actor: CurrentUser, now = new Date()): Promise<CommissionRun> {
  const [peek] = await tx.select({ partnerId: commissionRuns.partnerAccountId }).from(commissionRuns).where(eq(commissionRuns.id, runId));
  if (!peek) throw notFound(commissionMessages.runNotFound, 'commission.runNotFound');
  // The partner first, as a run takes it: a run and a reverse of the same partner never wait on each other in turn.
  await lockCommissionPartner(tx, peek.partnerId);
  const [run] = await tx.select().from(commissionRuns).where(eq(commissionRuns.id, runId)).for('update');
  if (run!.status === 'reversed') throw conflict(commissionMessages.alreadyReversed, 'commission.alreadyReversed');

  const postings = await tx
    .select()
    .from(commissionRunPostings)
    .where(and(eq(commissionRunPostings.runId, runId), isNull(commissionRunPostings.reversesTransactionId)));
  for (const posting of postings) {
    const [original] = await tx.select().from(transactions).where(eq(transactions.id, posting.transactionId));
    const entries = await tx
      .select({ accountId: ledgerEntries.accountId, currencyId: ledgerEntries.currencyId, amount: ledgerEntries.amount })
      .from(ledgerEntries)
      .where(eq(ledgerEntries.transactionId, posting.transactionId));
    const { row } = await recordPosting(
      tx,
      {
        transType: 'Commission',
        // The document reads as its entries do: the income gives the commission back to the partner.
        outAccountId: original!.inAccountId,
        inAccountId: original!.outAccountId,
        currencyId: original!.currencyId,
        cCurrencyId: original!.cCurrencyId,
        dAmount: original!.dAmount,
        cAmount: original!.cAmount,
        exRate: '1',
        referenceId: original!.id,
        transDescription: `Reversal of commission run ${runId} (transaction ${original!.id}): ${reason}`.slice(0, 255),
        cTransDescription: `Reversal of commission run ${runId} (transaction ${original!.id}): ${reason}`.slice(0, 255),
      },
      reversedEntries(entries),
      actor,
      now,
      { undo: true },
    );
    await tx.insert(commissionRunPostings).values({ transactionId: row.id, runId, currencyId: posting.currencyId, reversesTransactionId: original!.id });
  }
  await tx.update(commissionRunItems).set({ active: false }).where(eq(commissionRunItems.runId, runId));
  await tx
    .update(commissionRuns)
    .set({ status: 'reversed', reversedBy: actor.id, reversedByName: actor.username, reversedAt: now, reverseReason: reason })
    .where(eq(commissionRuns.id, runId));
  return commissionRunDto(tx, runId);
}
