import type { TrialBalanceGroup, TrialBalanceResponse, TrialBalanceRow } from '../contract/books';
import { accountNature, type NatureOf } from '../ledger/account-nature';
import { Money, type MoneyValue } from '../money/decimal';

/** System accounts that take a day close's cash variance, one per currency. */
export const overShortAccountCodePrefix = 'OS-';

export interface StoredBalance extends NatureOf {
  accountName: string;
  currencyCode: string;
  /** The stored (credit-positive) balance as of the day. */
  stored: string;
}

export function trialBalanceGroup(account: NatureOf): TrialBalanceGroup {
  const nature = accountNature(account);
  if (nature === 'asset') return 'cash';
  if (nature === 'position') return 'fxPositions';
  if (account.isSystem) return account.accountCode.startsWith(overShortAccountCodePrefix) ? 'overShort' : 'system';
  if (account.accountType === 'company') return 'companies';
  if (account.accountType === 'partner' || account.accountType === 'hawala_partner') return 'partners';
  return 'customers';
}

const groupOrder = (group: TrialBalanceGroup) =>
  (['cash', 'customers', 'companies', 'partners', 'fxPositions', 'overShort', 'system'] as const).indexOf(group);

/**
 * The ledger stores what an account gains as positive (a credit) and what it gives as negative (a debit), so a
 * balance goes in the credit column when positive and the debit column when negative. Because every transaction's
 * entries sum to zero per currency, the two columns' totals must be equal per currency; `balanced` says whether they are.
 */
export function buildTrialBalance(asOf: string, balances: StoredBalance[]): TrialBalanceResponse {
  const rows: TrialBalanceRow[] = balances
    .filter((b) => !new Money(b.stored).isZero())
    .map((b) => {
      const value = new Money(b.stored);
      return {
        accountId: b.id,
        accountCode: b.accountCode,
        accountName: b.accountName,
        group: trialBalanceGroup(b),
        currencyCode: b.currencyCode,
        debit: value.isNegative() ? value.abs().toFixed(2) : '0.00',
        credit: value.isPositive() ? value.toFixed(2) : '0.00',
      };
    })
    .sort((a, b) => groupOrder(a.group) - groupOrder(b.group) || a.currencyCode.localeCompare(b.currencyCode) || a.accountCode.localeCompare(b.accountCode));
  const sums = new Map<string, { debit: MoneyValue; credit: MoneyValue }>();
  for (const row of rows) {
    const sum = sums.get(row.currencyCode) ?? { debit: new Money(0), credit: new Money(0) };
    sums.set(row.currencyCode, { debit: sum.debit.plus(row.debit), credit: sum.credit.plus(row.credit) });
  }
  const totals = [...sums.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([currencyCode, sum]) => ({ currencyCode, debit: sum.debit.toFixed(2), credit: sum.credit.toFixed(2), balanced: sum.debit.equals(sum.credit) }));
  return { asOf, rows, totals };
}
