import { commissionMessages, entriesFor, Money, type CommissionRange, type CommissionRun, type CurrentUser } from '@sarafi/core';
import type { Transaction } from '../../db/client';
import { commissionRunItems, commissionRunPostings, commissionRuns } from '../../db/schema';
import { conflict } from '../../lib/errors';
import { hawalaSystemAccountId } from '../hawala/hawala-system-accounts';
import { checkPosting } from '../ledger/check-document';
import { appendJournal } from '../journal/append-journal';
import { recordPosting } from '../ledger/record-posting';
import { lockCommissionPartner } from './commission-partner';
import { commissionRunDto } from './commission-run-dto';
import { previewCommissionRun } from './preview-commission-run';

const noFxLeg = () => {
  throw new Error('a commission posting has no FX leg');
};

/**
 * Posts a commission run in the caller's database transaction: the hawalas are worked out again here, the run and
 * its items stored (the unique index on live items refuses a hawala another run holds), then per currency one
 * Commission transaction — the partner owes the shop the commission, the currency's commission income gains it —
 * checked by the Commission rule and written by the one posting writer (the shop's day, a closed day refused, the
 * posting and credit limits, audited).
 */
export async function postCommissionRun(tx: Transaction, partnerId: number, range: CommissionRange, actor: CurrentUser, now = new Date()): Promise<CommissionRun> {
  const partner = await lockCommissionPartner(tx, partnerId);
  const preview = await previewCommissionRun(tx, partnerId, range);
  if (preview.items.length === 0) throw conflict(commissionMessages.nothingToPost, 'commission.nothingToPost');

  const [run] = await tx
    .insert(commissionRuns)
    .values({ partnerAccountId: partnerId, fromDate: range.from, toDate: range.to, status: 'posted', postedBy: actor.id, postedByName: actor.username, postedAt: now, createdAt: now })
    .returning();
  await tx.insert(commissionRunItems).values(
    preview.items.map((i) => ({ runId: run!.id, hawalaId: i.hawalaId, payoutTransactionId: i.transactionId, currencyId: i.currencyId, amount: i.amount, commission: i.commission })),
  );

  for (const total of preview.totals) {
    // A rate so small that every hawala rounds to nothing charges nothing: the hawalas are still taken, no posting is made.
    if (new Money(total.commission).isZero()) continue;
    const income = await hawalaSystemAccountId(tx, 'commission', { id: total.currencyId, code: total.currencyCode });
    const legs = { transType: 'Commission', outAccountId: partner.id, inAccountId: income, currencyId: total.currencyId, cCurrencyId: total.currencyId, dAmount: total.commission, cAmount: total.commission } as const;
    const hawalas = `${total.count} hawala${total.count === 1 ? '' : 's'} paid ${range.from} – ${range.to}`;
    const { row } = await recordPosting(
      tx,
      await checkPosting(tx, 'Commission', { ...legs, exRate: '1' }),
      {
        transType: legs.transType,
        transDescription: `Commission run ${run!.id}: ${hawalas}`.slice(0, 255),
        cTransDescription: `Commission run ${run!.id} from ${partner.accountName} (${partner.accountCode}): ${hawalas}`.slice(0, 255),
      },
      entriesFor(legs, noFxLeg),
      actor,
      now,
      { creditLimitOverride: range.creditLimitOverride ? {} : null },
    );
    await tx.insert(commissionRunPostings).values({ transactionId: row.id, runId: run!.id, currencyId: total.currencyId });
  }
  const dto = await commissionRunDto(tx, run!.id);
  await appendJournal(tx, { kind: 'commissionRun.post', entity: 'commissionRun', entityId: run!.id, actor, payload: dto, at: now });
  return dto;
}
