import { useTranslation } from 'react-i18next';
import { formatCheckCode, type Receipt } from '@sarafi/core';
import { QrImage } from '../../components/ui/qr-image';

/**
 * The receipt's check (docs/decisions.md, Receipts, A receipt a customer can check): a QR code opening the public
 * check page, and the check code to type there from the paper, on every width and both copies.
 */
export function ReceiptCheckBlock({ receipt }: { receipt: Receipt }) {
  const { t } = useTranslation();
  const site = new URL(receipt.checkUrl).host;
  return (
    <div className="receipt-section receipt-check" data-testid="receipt-check">
      <QrImage text={receipt.checkUrl} size="22mm" alt={t('receipts.check.qrAlt')} testId="receipt-check-qr" />
      <div>
        <div className="receipt-heading">{t('receipts.check.title')}</div>
        <p>{t('receipts.check.hint', { site: `${site}/check` })}</p>
        <p className="receipt-check-code" dir="ltr" data-testid="receipt-check-code">
          {formatCheckCode(receipt.checkToken)}
        </p>
      </div>
    </div>
  );
}
