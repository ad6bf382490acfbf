import { Money } from '../money/decimal';

/** One ledger entry of the account: its currency and signed amount (stored sign: negative left the account). */
export interface StatementEntry {
  currencyId: number;
  amount: string;
}

export interface StatementSection<R> {
  currencyId: number;
  currency: string;
  opening: string;
  totalDebit: string;
  totalCredit: string;
  closing: string;
  lines: (R & { debit: string; credit: string; balance: string })[];
}

/**
 * An account's statement, one section per currency that has an opening or a line: the opening, every entry (in the
 * order given) with its debit or credit and the running balance, the totals and the closing. `describe` adds what a
 * line shows besides its figures. Every statement (an account's, a partner's) folds its entries here.
 */
export function statementSections<L extends StatementEntry, R>(
  openings: { currencyId: number; total: string | null }[],
  entries: L[],
  codes: { id: number; code: string }[],
  describe: (entry: L) => R,
): StatementSection<R>[] {
  const ids = [...new Set([...openings.map((o) => o.currencyId), ...entries.map((l) => l.currencyId)])].sort((a, b) => a - b);
  return ids.map((currencyId) => {
    const opening = new Money(openings.find((o) => o.currencyId === currencyId)?.total ?? 0);
    let balance = opening;
    let debit = new Money(0);
    let credit = new Money(0);
    const lines = entries
      .filter((l) => l.currencyId === currencyId)
      .map((l) => {
        const amount = new Money(l.amount);
        balance = balance.plus(amount);
        if (amount.isNegative()) debit = debit.plus(amount.neg());
        else credit = credit.plus(amount);
        return {
          ...describe(l),
          debit: amount.isNegative() ? amount.neg().toFixed(2) : '0.00',
          credit: amount.isNegative() ? '0.00' : amount.toFixed(2),
          balance: balance.toFixed(2),
        };
      });
    return {
      currencyId,
      currency: codes.find((c) => c.id === currencyId)?.code ?? String(currencyId),
      opening: opening.toFixed(2),
      totalDebit: debit.toFixed(2),
      totalCredit: credit.toFixed(2),
      closing: balance.toFixed(2),
      lines,
    };
  });
}
