import { and, eq, isNull } from 'drizzle-orm';
import { entriesFor, Money, type CurrentUser } from '@sarafi/core';
import type { Transaction } from '../../db/client';
import { commissionRunItems, commissionRunPostings, commissionRuns, hawalaDetails, transactions } from '../../db/schema';
import { checkPosting } from '../ledger/check-document';
import { recordPosting } from '../ledger/record-posting';
import { lockCommissionPartner } from './commission-partner';

const noFxLeg = () => {
  throw new Error('a commission posting has no FX leg');
};

/**
 * A hawala cancelled after a commission run charged its payout takes its commission back (docs/decisions.md,
 * Partners and settlements, 'A cancelled hawala's commission'): one Commission posting, dated the day of the cancel, gives
 * the hawala's commission from the currency's commission income back to the partner; the run's item is freed and
 * names that posting. The run stands for its other hawalas. Nothing happens when no live run holds the hawala. In
 * the cancel's database transaction, after the hawala row is locked; the partner is locked next, as a run takes it.
 */
export async function reverseHawalaCommission(tx: Transaction, hawalaId: number, actor: CurrentUser, now: Date) {
  const [held] = await tx
    .select({ item: commissionRunItems, partnerId: commissionRuns.partnerAccountId })
    .from(commissionRunItems)
    .innerJoin(commissionRuns, eq(commissionRuns.id, commissionRunItems.runId))
    .where(and(eq(commissionRunItems.hawalaId, hawalaId), eq(commissionRunItems.active, true)));
  if (!held) return null;
  await lockCommissionPartner(tx, held.partnerId);
  const [item] = await tx.select().from(commissionRunItems).where(and(eq(commissionRunItems.id, held.item.id), eq(commissionRunItems.active, true))).for('update');
  if (!item) return null;
  const [posting] = await tx
    .select({ original: transactions })
    .from(commissionRunPostings)
    .innerJoin(transactions, eq(transactions.id, commissionRunPostings.transactionId))
    .where(and(eq(commissionRunPostings.runId, item.runId), eq(commissionRunPostings.currencyId, item.currencyId), isNull(commissionRunPostings.reversesTransactionId)));
  let reversalId: number | null = null;
  // A commission that rounded to nothing was never posted: the hawala is only freed.
  if (posting && !new Money(item.commission).isZero()) {
    const original = posting.original;
    const [detail] = await tx.select({ hawalaNo: hawalaDetails.hawalaNo }).from(hawalaDetails).where(eq(hawalaDetails.id, hawalaId));
    const legs = {
      transType: 'Commission',
      outAccountId: original.inAccountId!,
      inAccountId: original.outAccountId!,
      currencyId: item.currencyId,
      cCurrencyId: item.currencyId,
      dAmount: item.commission,
      cAmount: item.commission,
    } as const;
    const narrative = `Commission of hawala ${detail?.hawalaNo ?? hawalaId} back (run ${item.runId}, transaction ${original.id}): hawala cancelled`.slice(0, 255);
    const { row } = await recordPosting(
      tx,
      await checkPosting(tx, 'Commission', { ...legs, exRate: '1' }, { undo: true }),
      { transType: legs.transType, referenceId: original.id, transDescription: narrative, cTransDescription: narrative },
      entriesFor(legs, noFxLeg),
      actor,
      now,
    );
    await tx.insert(commissionRunPostings).values({ transactionId: row.id, runId: item.runId, currencyId: item.currencyId, reversesTransactionId: original.id });
    reversalId = row.id;
  }
  await tx.update(commissionRunItems).set({ active: false, reversalTransactionId: reversalId }).where(eq(commissionRunItems.id, item.id));
  return reversalId;
}
