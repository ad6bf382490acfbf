import { and, eq } from 'drizzle-orm';
import { can, formatAmount, isPartnerAccountType, Money, partnerMessages, type CurrentUser } from '@sarafi/core';
import type { Transaction } from '../../db/client';
import { accountBalances, accounts, creditLimitOverrides, partnerCreditLimits } from '../../db/schema';
import { AppError, conflict } from '../../lib/errors';

export interface PassOutOfPartner {
  hawalaDetailsId: number;
  partner: { id: number; accountName: string; accountType: string };
  currency: { id: number; code: string };
  /** What the pass takes out of the partner's account, positive. */
  amount: string;
  /** An admin's reason for passing over the limit. */
  overrideReason?: string;
}

/**
 * The credit limit rule of a hawala pass (issue 22), in the pass's own database transaction: a pass that would leave
 * the partner owing the shop more than its limit in that currency is refused (409), unless an admin gives a reason,
 * which is kept with the limit and what the partner owes after the pass.
 *
 * The partner's account row is locked (NO KEY UPDATE) before its balance is read, so two passes out of one partner
 * queue here and the second reads the first's balance; other postings to the partner take only the key-share lock of
 * their foreign key and are not held up.
 */
export async function checkCreditLimit(tx: Transaction, pass: PassOutOfPartner, actor: CurrentUser, now: Date): Promise<void> {
  if (pass.overrideReason !== undefined && !can(actor.role, 'partners-admin')) {
    throw new AppError(403, partnerMessages.overrideAdminOnly, 'partner.overrideAdminOnly');
  }
  if (!isPartnerAccountType(pass.partner.accountType)) return;
  await tx.select({ id: accounts.id }).from(accounts).where(eq(accounts.id, pass.partner.id)).for('no key update');
  const [limit] = await tx
    .select({ value: partnerCreditLimits.creditLimit })
    .from(partnerCreditLimits)
    .where(and(eq(partnerCreditLimits.accountId, pass.partner.id), eq(partnerCreditLimits.currencyId, pass.currency.id)));
  if (!limit) return;
  const [balance] = await tx
    .select({ stored: accountBalances.balance })
    .from(accountBalances)
    .where(and(eq(accountBalances.accountId, pass.partner.id), eq(accountBalances.currencyId, pass.currency.id)));
  // Stored credit-positive: the partner owes the shop what its balance is below zero.
  const owedAfter = new Money(balance?.stored ?? 0).minus(pass.amount).neg();
  if (owedAfter.lte(limit.value)) return;

  if (pass.overrideReason === undefined) {
    const params = { partner: pass.partner.accountName, currency: pass.currency.code, balance: formatAmount(owedAfter), limit: formatAmount(limit.value) };
    throw conflict(partnerMessages.overLimit(params.partner, params.currency, params.balance, params.limit), 'partner.overLimit', params);
  }
  await tx.insert(creditLimitOverrides).values({
    hawalaDetailsId: pass.hawalaDetailsId,
    accountId: pass.partner.id,
    currencyId: pass.currency.id,
    creditLimit: limit.value,
    owedAfter: owedAfter.toFixed(2),
    reason: pass.overrideReason,
    userId: actor.id,
    username: actor.username,
    createdAt: now,
  });
}
