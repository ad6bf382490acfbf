import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Receipt } from '@sarafi/core';
import { amountWords, appLanguage } from '../../i18n/amount-words';
import { cn } from '../../lib/cn';
import { useDateFormat } from '../../lib/use-date-format';
import { amountText, hijriText, printedAtText, voucherAccount } from './receipt-fields';

function Line({ label, value, className }: { label: string; value: string; className?: string }) {
  return (
    <div className={cn('receipt-line', className)}>
      <dt>{label}</dt>
      <dd>
        <bdi>{value}</bdi>
      </dd>
    </div>
  );
}

/**
 * SPEC §2.20's Debit or Credit Voucher. Every value is a React text node: a narrative such as
 * `<img onerror=…>` prints as those characters (DESIGN §5).
 */
export function ReceiptView({ receipt }: { receipt: Receipt }) {
  const { t, i18n } = useTranslation();
  const language = appLanguage(i18n.resolvedLanguage);
  const words = amountWords(receipt.d_amount, language);
  const format = useDateFormat();
  const [now] = useState(() => new Date());
  // Gregorian users keep SPEC's two lines (the date, then the Hijri date). With Solar Hijri the main date is the
  // Hijri one and the Gregorian day is the second line, so the voucher reads in the shop's calendar first.
  const hijri = format.calendar === 'solar-hijri';
  const printedAt = hijri ? format.dateTime(now) : printedAtText(now);
  const title = receipt.trans_type === 'Credit' ? t('receipts.creditVoucher') : receipt.trans_type === 'Debit' ? t('receipts.debitVoucher') : t('receipts.voucher');
  return (
    <article className="receipt" aria-label={title}>
      <h2 className="receipt-title">{title}</h2>
      <dl className="receipt-section">
        <Line label={t('receipts.id')} value={String(receipt.id)} />
        {hijri ? (
          <>
            <Line label={t('receipts.date')} value={hijriText(receipt.trans_date, format.language) || (receipt.trans_date ?? '')} />
            <Line label={t('receipts.gregorianDate')} value={receipt.trans_date ?? ''} />
          </>
        ) : (
          <>
            <Line label={t('receipts.date')} value={receipt.trans_date ?? ''} />
            <Line label={t('receipts.hijriDate')} value={hijriText(receipt.trans_date, format.language)} />
          </>
        )}
        <Line label={t('receipts.account')} value={voucherAccount(receipt)} />
        <Line label={t('receipts.amount')} value={amountText(receipt.d_amount, receipt.currency)} className="receipt-amount" />
        <Line label={t('receipts.commission')} value={amountText(receipt.commission, receipt.currency)} />
        <Line label={t('receipts.narrative')} value={receipt.trans_description ?? ''} />
      </dl>
      {/* SPEC's English voucher has no words; in Dari or Pashto they print with the English ones (issue 9). */}
      {words.local && (
        <div className="receipt-section receipt-words">
          <div>{t('receipts.amountInWords')}</div>
          <p lang={language}>{words.local}</p>
          <p lang="en">{words.english}</p>
        </div>
      )}
      {receipt.contact && <p className="receipt-section receipt-contact">{receipt.contact}</p>}
      <div className="receipt-section">
        <div>{t('receipts.signature')}</div>
        <div className="receipt-signature" />
      </div>
      <dl className="receipt-section">
        <Line label={t('receipts.user')} value={receipt.username ?? ''} />
        <Line label={t('receipts.printDate')} value={printedAt} />
      </dl>
    </article>
  );
}
