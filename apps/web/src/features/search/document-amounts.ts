import { formatAmount } from '@sarafi/core';

interface Amounts {
  transType: string;
  dAmount: string;
  currencyId: number | null;
  cAmount: string;
  cCurrencyId: number | null;
}

/**
 * What a transaction moves, for the confirmations of delete and recover: '1,234.56 AFN', or both legs of an exchange
 * ('100.00 USD → 7,000.00 AFN'), so the clerk sees the money before it leaves or re-enters the balances.
 */
export function documentAmounts(doc: Amounts, codeOf: (currencyId: number | null) => string | undefined): string {
  const leg = (amount: string, currencyId: number | null) => `${formatAmount(amount)} ${codeOf(currencyId) ?? ''}`.trim();
  const purchase = leg(doc.dAmount, doc.currencyId);
  return doc.transType === 'Exchange' ? `${purchase} → ${leg(doc.cAmount, doc.cCurrencyId ?? doc.currencyId)}` : purchase;
}
