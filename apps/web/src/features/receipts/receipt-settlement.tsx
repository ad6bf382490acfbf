import { useTranslation } from 'react-i18next';
import type { Receipt } from '@sarafi/core';
import { accountText, amountText } from './receipt-fields';
import { ReceiptLine as Line } from './receipt-line';
import { useAccountText } from './use-account-text';

/** A settlement's partner side and counter side: received, the partner is the credit (in) side; paid, the debit side. */
export function settlementSides(receipt: Receipt) {
  const debit = { account: accountText(receipt.debitaccountcode, receipt.debitaccountname), amount: receipt.d_amount, currency: receipt.currency };
  const credit = { account: accountText(receipt.creditaccountcode, receipt.creditaccountname), amount: receipt.c_amount, currency: receipt.c_currency };
  const received = receipt.settlement?.direction !== 'paid';
  return { received, partner: received ? credit : debit, counter: received ? debit : credit };
}

/** Who settled with whom, the amount on the partner's books and, across currencies, what the counter side took at which rate. */
export function SettlementLines({ receipt }: { receipt: Receipt }) {
  const { t } = useTranslation();
  const { received, partner, counter } = settlementSides(receipt);
  // The counter side may be the shop's own drawer: named in the reader's words, as every account on a receipt.
  const counterAccount = useAccountText()(received ? receipt.debitaccountcode : receipt.creditaccountcode, received ? receipt.debitaccountname : receipt.creditaccountname);
  const cross = partner.currency !== counter.currency;
  return (
    <>
      <Line label={received ? t('receipts.receivedFrom') : t('receipts.paidTo')} value={partner.account} className="receipt-strong" />
      <Line label={t('receipts.amount')} value={amountText(partner.amount, partner.currency)} className="receipt-amount" />
      <Line label={received ? t('receipts.receivedInto') : t('receipts.paidFrom')} value={counterAccount} />
      {cross && (
        <>
          <Line label={t('receipts.counterAmount')} value={amountText(counter.amount, counter.currency)} />
          <Line label={t('receipts.rate')} value={receipt.ex_rate.replace(/\.?0+$/, '')} />
        </>
      )}
    </>
  );
}
