import { formatAmount, formatMoney } from '@sarafi/core';

interface Amounts {
  transType: string;
  dAmount: string;
  currencyId: number | null;
  cAmount: string;
  cCurrencyId: number | null;
}

/**
 * What a transaction moves, for the confirmations of delete and recover, in the one money format: '؋ 1,234.56', or
 * both legs of an exchange ('$ 100.00 → ؋ 7,000.00'), so the clerk sees the money before it leaves or re-enters the
 * balances. A currency this browser does not know leaves the bare amount.
 */
export function documentAmounts(doc: Amounts, codeOf: (currencyId: number | null) => string | undefined): string {
  const leg = (amount: string, currencyId: number | null) => {
    const code = codeOf(currencyId);
    return code ? formatMoney(amount, code) : formatAmount(amount);
  };
  const purchase = leg(doc.dAmount, doc.currencyId);
  return doc.transType === 'Exchange' ? `${purchase} → ${leg(doc.cAmount, doc.cCurrencyId ?? doc.currencyId)}` : purchase;
}
