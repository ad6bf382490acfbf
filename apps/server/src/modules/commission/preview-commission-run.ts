import { and, asc, eq, gte, lte, sql } from 'drizzle-orm';
import { commissionTotals, hawalaCommission, Money, toAmount, type CommissionItem, type CommissionPreview, type CommissionRange } from '@sarafi/core';
import type { Executor } from '../../db/client';
import { commissionRunItems, currencies, hawalaDetails, transactions } from '../../db/schema';
import { commissionPartner } from './commission-partner';
import { ratesByCurrency } from './commission-rates';

/**
 * The hawalas paid on the partner's behalf in the range that no live run holds: Passed, with a live payout (a Hawala
 * transaction out of the partner's account) dated in the range. The payout's amount is what the shop paid.
 */
async function uncommissionedPayouts(db: Executor, partnerId: number, range: CommissionRange) {
  return db
    .select({
      hawalaId: hawalaDetails.id,
      hawalaNo: hawalaDetails.hawalaNo,
      transactionId: transactions.id,
      paidOn: transactions.transDate,
      senderName: hawalaDetails.senderName,
      receiverName: hawalaDetails.receiverName,
      currencyId: transactions.currencyId,
      currencyCode: currencies.code,
      amount: transactions.dAmount,
    })
    .from(transactions)
    .innerJoin(hawalaDetails, eq(hawalaDetails.id, transactions.hawalaId))
    .innerJoin(currencies, eq(currencies.id, transactions.currencyId))
    .where(
      and(
        eq(transactions.transType, 'Hawala'),
        eq(transactions.outAccountId, partnerId),
        gte(transactions.transDate, range.from),
        lte(transactions.transDate, range.to),
        eq(hawalaDetails.hawalaStatus, 'Passed'),
        sql`not exists (select 1 from ${commissionRunItems} where ${commissionRunItems.hawalaId} = ${hawalaDetails.id} and ${commissionRunItems.active})`,
      ),
    )
    .orderBy(asc(transactions.transDate), asc(transactions.id));
}

/**
 * What a run over the range would charge now, worked by core's rule with the partner's stored rates. The run itself
 * calls this again inside its own database transaction: a client's preview is never trusted.
 */
export async function previewCommissionRun(db: Executor, partnerId: number, range: CommissionRange): Promise<CommissionPreview> {
  await commissionPartner(db, partnerId);
  const rates = await ratesByCurrency(db, partnerId);
  const items: CommissionItem[] = [];
  const unrated = new Map<number, { currencyId: number; currencyCode: string; count: number; amount: string }>();
  for (const payout of await uncommissionedPayouts(db, partnerId, range)) {
    const currencyId = payout.currencyId!;
    const rate = rates.get(currencyId);
    if (!rate) {
      const seen = unrated.get(currencyId) ?? { currencyId, currencyCode: payout.currencyCode, count: 0, amount: '0' };
      unrated.set(currencyId, { ...seen, count: seen.count + 1, amount: toAmount(new Money(seen.amount).plus(payout.amount)) });
      continue;
    }
    items.push({
      ...payout,
      currencyId,
      paidOn: payout.paidOn ?? '',
      senderName: payout.senderName ?? '',
      receiverName: payout.receiverName ?? '',
      commission: hawalaCommission(payout.amount, rate),
    });
  }
  const codeOf = new Map(items.map((i) => [i.currencyId, i.currencyCode]));
  return {
    partnerId,
    ...range,
    items,
    totals: commissionTotals(items).map((t) => ({ ...t, currencyCode: codeOf.get(t.currencyId)! })),
    unrated: [...unrated.values()],
  };
}
