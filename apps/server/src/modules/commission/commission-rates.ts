import { asc, eq, inArray } from 'drizzle-orm';
import { commissionMessages, Money, type CommissionRatesResponse, type CurrentUser, type CommissionRate } from '@sarafi/core';
import type { Executor, Transaction } from '../../db/client';
import { currencies, partnerCommissionRates } from '../../db/schema';
import { badRequest } from '../../lib/errors';
import { commissionPartner, lockCommissionPartner } from './commission-partner';

type RateInput = CommissionRate & { currencyId: number };

/** A partner's rates by currency id, as stored: what a run charges. */
export async function ratesByCurrency(db: Executor, partnerId: number): Promise<Map<number, CommissionRate>> {
  const rows = await db.select().from(partnerCommissionRates).where(eq(partnerCommissionRates.accountId, partnerId));
  return new Map(rows.map((r) => [r.currencyId, { perLakh: r.perLakh, fixedFee: r.fixedFee }]));
}

/** `GET /api/partners/{id}/commission-rates`: one row per currency with a rate, the rate without its trailing zeros. */
export async function readCommissionRates(db: Executor, partnerId: number): Promise<CommissionRatesResponse> {
  await commissionPartner(db, partnerId);
  const rows = await db
    .select({ currencyId: partnerCommissionRates.currencyId, currencyCode: currencies.code, perLakh: partnerCommissionRates.perLakh, fixedFee: partnerCommissionRates.fixedFee })
    .from(partnerCommissionRates)
    .innerJoin(currencies, eq(currencies.id, partnerCommissionRates.currencyId))
    .where(eq(partnerCommissionRates.accountId, partnerId))
    .orderBy(asc(currencies.id));
  return { partnerId, rates: rows.map((r) => ({ ...r, perLakh: new Money(r.perLakh).toFixed(), fixedFee: new Money(r.fixedFee).toFixed(2) })) };
}

/** `PUT /api/partners/{id}/commission-rates`: the partner's whole set replaces the stored one; runs already posted keep their figures. */
export async function saveCommissionRates(tx: Transaction, partnerId: number, rates: RateInput[], actor: CurrentUser, now = new Date()) {
  await lockCommissionPartner(tx, partnerId);
  const ids = rates.map((r) => r.currencyId);
  const known = ids.length === 0 ? [] : await tx.select({ id: currencies.id }).from(currencies).where(inArray(currencies.id, ids));
  if (known.length !== ids.length) throw badRequest(commissionMessages.currencyNotFound, 'commission.currencyNotFound');
  await tx.delete(partnerCommissionRates).where(eq(partnerCommissionRates.accountId, partnerId));
  if (rates.length > 0) {
    await tx
      .insert(partnerCommissionRates)
      .values(rates.map((r) => ({ accountId: partnerId, currencyId: r.currencyId, perLakh: r.perLakh, fixedFee: r.fixedFee, updatedBy: actor.id, updatedAt: now })));
  }
  return readCommissionRates(tx, partnerId);
}
