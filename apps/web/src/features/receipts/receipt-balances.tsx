import { useTranslation } from 'react-i18next';
import type { ReceiptBalance } from '@sarafi/core';
import { accountText, amountText } from './receipt-fields';
import { ReceiptLine } from './receipt-line';

/** Each customer account's balance right after this transaction, as the shop reads it (owed to / owed by the shop). */
export function ReceiptBalances({ balances }: { balances: ReceiptBalance[] }) {
  const { t } = useTranslation();
  if (balances.length === 0) return null;
  return (
    <section className="receipt-section">
      <div className="receipt-heading">{t('receipts.balanceAfter')}</div>
      <dl>
        {balances.map((b) => (
          <ReceiptLine
            key={`${b.accountCode}-${b.currency}`}
            label={accountText(b.accountCode, b.accountName)}
            value={[amountText(b.amount, b.currency), b.owed && t(`shopBalance.owed.${b.owed}`)].filter(Boolean).join(' ')}
          />
        ))}
      </dl>
    </section>
  );
}
