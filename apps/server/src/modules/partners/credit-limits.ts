import { and, asc, eq, inArray } from 'drizzle-orm';
import { partnerMessages, type CreditLimits, type CurrentUser, type UpdateCreditLimitsInput } from '@sarafi/core';
import type { Executor, Transaction } from '../../db/client';
import { currencies, partnerCreditLimits } from '../../db/schema';
import { badRequest } from '../../lib/errors';
import { limitChanged, limitLoosened, recordSettingChanges } from '../settings-changes/record-setting-change';
import { partnerAccount } from './partner-account';

/** GET /api/partners/{id}/credit-limits: every currency of the table, in code order, with the partner's limit or null. */
export async function readCreditLimits(db: Executor, partnerId: number): Promise<CreditLimits> {
  const partner = await partnerAccount(db, partnerId);
  const rows = await db
    .select({ currency: currencies.code, limit: partnerCreditLimits.creditLimit })
    .from(currencies)
    .leftJoin(partnerCreditLimits, and(eq(partnerCreditLimits.currencyId, currencies.id), eq(partnerCreditLimits.accountId, partner.id)))
    .orderBy(asc(currencies.code));
  return { limits: rows };
}

/**
 * PUT: sets or clears (null) the limits of the currencies given; the others keep theirs. The partner's limit rows are
 * locked while they are read, so each change is recorded against the limit it replaced, in the same transaction.
 */
export async function saveCreditLimits(tx: Transaction, partnerId: number, input: UpdateCreditLimitsInput, actor: CurrentUser, now = new Date()): Promise<CreditLimits> {
  const partner = await partnerAccount(tx, partnerId);
  const known = await tx
    .select({ id: currencies.id, code: currencies.code })
    .from(currencies)
    .where(inArray(currencies.code, input.limits.map((l) => l.currency)));
  const idOf = new Map(known.map((c) => [c.code, c.id]));
  const unknown = input.limits.find((l) => !idOf.has(l.currency));
  if (unknown) throw badRequest(partnerMessages.currencyUnknown(unknown.currency), 'partner.currencyUnknown', { currency: unknown.currency });
  const stored = await tx
    .select({ currencyId: partnerCreditLimits.currencyId, limit: partnerCreditLimits.creditLimit })
    .from(partnerCreditLimits)
    .where(eq(partnerCreditLimits.accountId, partner.id))
    .for('update');
  const before = new Map(stored.map((row) => [row.currencyId, row.limit]));
  const changed = input.limits
    .map(({ currency, limit }) => ({ currency, oldValue: before.get(idOf.get(currency)!) ?? null, newValue: limit }))
    .filter((c) => limitChanged(c.oldValue, c.newValue));
  for (const { currency, limit } of input.limits) {
    const currencyId = idOf.get(currency)!;
    if (limit === null) {
      await tx.delete(partnerCreditLimits).where(and(eq(partnerCreditLimits.accountId, partner.id), eq(partnerCreditLimits.currencyId, currencyId)));
    } else {
      await tx
        .insert(partnerCreditLimits)
        .values({ accountId: partner.id, currencyId, creditLimit: limit, updatedBy: actor.id, updatedAt: now })
        .onConflictDoUpdate({ target: [partnerCreditLimits.accountId, partnerCreditLimits.currencyId], set: { creditLimit: limit, updatedBy: actor.id, updatedAt: now } });
    }
  }
  await recordSettingChanges(
    tx,
    changed.map((c) => ({ setting: 'creditLimit', partnerId: partner.id, ...c, weakened: limitLoosened(c.oldValue, c.newValue) })),
    actor,
    now,
  );
  return readCreditLimits(tx, partner.id);
}
