import { and, eq, inArray, isNull } from 'drizzle-orm';
import { commissionMessages, Money, reversedEntries, type CommissionRun, type CurrentUser, type EntryLine } from '@sarafi/core';
import type { Transaction } from '../../db/client';
import { commissionRunItems, commissionRunPostings, commissionRuns, ledgerEntries, transactions } from '../../db/schema';
import { conflict, notFound } from '../../lib/errors';
import { checkPosting } from '../ledger/check-document';
import { appendJournal } from '../journal/append-journal';
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
    // What still stands of the posting: its entries less what cancelled hawalas already took back (reverse-hawala-commission.ts).
    const backed = await tx
      .select({ id: commissionRunPostings.transactionId })
      .from(commissionRunPostings)
      .where(eq(commissionRunPostings.reversesTransactionId, posting.transactionId));
    const entries = netEntries(
      await tx
        .select({ accountId: ledgerEntries.accountId, currencyId: ledgerEntries.currencyId, amount: ledgerEntries.amount })
        .from(ledgerEntries)
        .where(inArray(ledgerEntries.transactionId, [posting.transactionId, ...backed.map((b) => b.id)])),
    );
    if (entries.length === 0) continue;
    const standing = entries.find((e) => e.accountId === original!.inAccountId)!.amount;
    // The document reads as its entries do: the income gives the commission back to the partner.
    const legs = { outAccountId: original!.inAccountId!, inAccountId: original!.outAccountId!, currencyId: original!.currencyId!, cCurrencyId: original!.cCurrencyId!, dAmount: standing, cAmount: standing, exRate: '1' };
    const { row } = await recordPosting(
      tx,
      await checkPosting(tx, 'Commission', legs, { undo: true }),
      {
        transType: 'Commission',
        referenceId: original!.id,
        transDescription: `Reversal of commission run ${runId} (transaction ${original!.id}): ${reason}`.slice(0, 255),
        cTransDescription: `Reversal of commission run ${runId} (transaction ${original!.id}): ${reason}`.slice(0, 255),
      },
      reversedEntries(entries),
      actor,
      now,
    );
    await tx.insert(commissionRunPostings).values({ transactionId: row.id, runId, currencyId: posting.currencyId, reversesTransactionId: original!.id });
  }
  await tx.update(commissionRunItems).set({ active: false }).where(eq(commissionRunItems.runId, runId));
  await tx
    .update(commissionRuns)
    .set({ status: 'reversed', reversedBy: actor.id, reversedByName: actor.username, reversedAt: now, reverseReason: reason })
    .where(eq(commissionRuns.id, runId));
  const dto = await commissionRunDto(tx, runId);
  await appendJournal(tx, { kind: 'commissionRun.reverse', entity: 'commissionRun', entityId: runId, actor, payload: dto, at: now });
  return dto;
}

/** Entries summed per account and currency, the ones that come to nothing left out. */
function netEntries(entries: EntryLine[]): EntryLine[] {
  const net = new Map<string, EntryLine>();
  for (const e of entries) {
    const key = `${e.accountId}:${e.currencyId}`;
    const seen = net.get(key);
    net.set(key, { ...e, amount: new Money(seen?.amount ?? 0).plus(e.amount).toFixed(2) });
  }
  return [...net.values()].filter((e) => !new Money(e.amount).isZero());
}
