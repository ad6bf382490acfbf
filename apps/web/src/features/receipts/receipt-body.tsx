import { useTranslation } from 'react-i18next';
import type { Receipt, ReceiptHawala } from '@sarafi/core';
import { amountText, voucherSide, type ReceiptKind } from './receipt-fields';
import { useAccountText } from './use-account-text';
import { ReceiptLine as Line } from './receipt-line';
import { SettlementLines } from './receipt-settlement';

function HawalaLines({ hawala, kind }: { hawala: ReceiptHawala; kind: 'payout' | 'sent' | 'refund' }) {
  const { t } = useTranslation();
  const place = (name: string | null, location: string | null) => [name, location].filter(Boolean).join(' — ');
  return (
    <>
      <Line label={t('receipts.hawalaNumber')} value={hawala.hawalaNumber} className="receipt-strong" />
      {hawala.secretCode && <Line label={t('receipts.secretCode')} value={hawala.secretCode} className="receipt-secret" />}
      <Line label={t('receipts.sender')} value={place(hawala.senderName, hawala.senderLocation)} />
      <Line label={t('receipts.receiver')} value={place(hawala.receiverName, hawala.receiverLocation)} />
      {kind === 'payout' ? (
        <Line label={t('receipts.paidOut')} value={amountText(hawala.amount, hawala.currency)} className="receipt-amount" />
      ) : kind === 'refund' ? (
        <Line label={t('receipts.refunded')} value={amountText(hawala.totalPaid ?? hawala.amount, hawala.currency)} className="receipt-amount" />
      ) : (
        <>
          <Line label={t('receipts.amount')} value={amountText(hawala.amount, hawala.currency)} />
          <Line label={t('receipts.commission')} value={amountText(hawala.commission, hawala.currency)} />
          {hawala.totalPaid && <Line label={t('receipts.totalPaid')} value={amountText(hawala.totalPaid, hawala.currency)} className="receipt-amount" />}
          {hawala.convertedAmount && <Line label={t('receipts.receiverGets')} value={amountText(hawala.convertedAmount, hawala.convertedCurrency)} />}
        </>
      )}
      {hawala.partner && <Line label={t('receipts.partner')} value={hawala.partner} />}
    </>
  );
}

/** A voucher's customer is who the cash came from or went to; SPEC's plain 'Account' when the direction is unknown. */
const voucherAccountLabel = { in: 'receipts.receivedFrom', out: 'receipts.paidTo', none: 'receipts.account' } as const;

/** The lines that differ between documents: who paid whom, what and at which rate. */
export function ReceiptBody({ receipt, kind }: { receipt: Receipt; kind: ReceiptKind }) {
  const { t } = useTranslation();
  const accountText = useAccountText();
  const from = accountText(receipt.debitaccountcode, receipt.debitaccountname);
  const to = accountText(receipt.creditaccountcode, receipt.creditaccountname);
  if ((kind === 'payout' || kind === 'sent' || kind === 'refund') && receipt.hawala) return <HawalaLines hawala={receipt.hawala} kind={kind} />;
  if (kind === 'settlement') return <SettlementLines receipt={receipt} />;
  if (kind === 'exchange') {
    return (
      <>
        <Line label={t('receipts.purchaseAccount')} value={from} />
        <Line label={t('receipts.purchased')} value={amountText(receipt.d_amount, receipt.currency)} className="receipt-amount" />
        <Line label={t('receipts.sellingAccount')} value={to} />
        <Line label={t('receipts.sold')} value={amountText(receipt.c_amount, receipt.c_currency)} className="receipt-amount" />
        <Line label={t('receipts.rate')} value={receipt.ex_rate.replace(/\.?0+$/, '')} />
        {receipt.walk_in_name && <Line label={t('receipts.walkInName')} value={receipt.walk_in_name} />}
        {receipt.walk_in_phone && <Line label={t('receipts.walkInPhone')} value={receipt.walk_in_phone} />}
      </>
    );
  }
  if (kind === 'transfer') {
    return (
      <>
        <Line label={t('receipts.fromAccount')} value={from} />
        <Line label={t('receipts.toAccount')} value={to} />
        <Line label={t('receipts.amount')} value={amountText(receipt.d_amount, receipt.currency)} className="receipt-amount" />
      </>
    );
  }
  return (
    <>
      <Line label={t(voucherAccountLabel[receipt.cash_direction ?? 'none'])} value={accountText(voucherSide(receipt).code, voucherSide(receipt).name)} />
      <Line label={t('receipts.amount')} value={amountText(receipt.d_amount, receipt.currency)} className="receipt-amount" />
      <Line label={t('receipts.commission')} value={amountText(receipt.commission, receipt.currency)} />
    </>
  );
}
