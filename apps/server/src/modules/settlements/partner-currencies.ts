import { eq } from 'drizzle-orm';
import { settlementCurrencyIds } from '@sarafi/core';
import type { Executor } from '../../db/client';
import { accountBalances, partnerCreditLimits } from '../../db/schema';

/** The currencies a partner may be settled in (core `settlementCurrencyIds`): its own, its balance rows and its credit limits. */
export async function partnerSettlementCurrencies(db: Executor, partner: { id: number; currencyId: number }): Promise<number[]> {
  const balances = await db.select({ currencyId: accountBalances.currencyId }).from(accountBalances).where(eq(accountBalances.accountId, partner.id));
  const limits = await db.select({ currencyId: partnerCreditLimits.currencyId }).from(partnerCreditLimits).where(eq(partnerCreditLimits.accountId, partner.id));
  return settlementCurrencyIds(partner.currencyId, [...balances, ...limits].map((row) => row.currencyId));
}
