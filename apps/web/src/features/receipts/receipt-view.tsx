import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { amountInWords, defaultReceiptContact, formatCalendarDate, formatTimeOfDay, isRightToLeft, type Receipt } from '@sarafi/core';
import { appLanguage } from '../../i18n/amount-words';
import { currentShopTimeZone } from '../../lib/shop-day';
import { useDateFormat } from '../../lib/use-date-format';
import { useNarrativeText } from '../../lib/narrative-text';
import { LetterheadHeader } from '../shop-settings/letterhead-header';
import { ReceiptBalances } from './receipt-balances';
import { ReceiptBody } from './receipt-body';
import { ReceiptCheckBlock } from './receipt-check';
import { receiptKind, type ReceiptKind } from './receipt-fields';
import { ReceiptLine as Line } from './receipt-line';
import { settlementSides } from './receipt-settlement';

export type CopyFor = 'customer' | 'shop';

const titleKey = {
  debit: 'receipts.debitVoucher',
  credit: 'receipts.creditVoucher',
  transfer: 'receipts.transferReceipt',
  exchange: 'receipts.exchangeReceipt',
  settlement: 'receipts.settlementReceipt',
  payout: 'receipts.payoutSlip',
  sent: 'receipts.sentSlip',
  refund: 'receipts.refundSlip',
} as const satisfies Record<ReceiptKind, string>;

/**
 * A voucher is headed by which way the cash went, in the shop's words; its SPEC name, Debit or Credit Voucher, stays
 * beneath as the document's kind (docs/decisions.md, Cash direction in the shop's words).
 */
function titlesOf(receipt: Receipt, kind: ReceiptKind): { title: string; kindName: string | null } {
  const cash = receipt.cash_direction;
  return cash ? { title: `receipts.cashTitle.${cash}`, kindName: titleKey[kind] } : { title: titleKey[kind], kindName: null };
}

/** The amount the words spell: what the customer handed over or took away. */
function wordsAmount(receipt: Receipt, kind: ReceiptKind): { amount: string; currency: string | null } {
  if ((kind === 'sent' || kind === 'refund') && receipt.hawala) return { amount: receipt.hawala.totalPaid ?? receipt.hawala.amount, currency: receipt.hawala.currency };
  if (kind === 'payout' && receipt.hawala) return { amount: receipt.hawala.amount, currency: receipt.hawala.currency };
  if (kind === 'settlement') return settlementSides(receipt).partner;
  return { amount: receipt.d_amount, currency: receipt.currency };
}

/**
 * One printed receipt of any money document (docs/decisions.md, Receipts): letterhead, title, the document's lines, the amount in words
 * in the page's language, the balances right after it, who posted it and when. Every value is a React text node: a
 * narrative such as `<img onerror=…>` prints as those characters (docs/architecture.md, Security).
 */
export function ReceiptView({ receipt, reprint, copyFor }: { receipt: Receipt; reprint: boolean; copyFor?: CopyFor }) {
  const { t, i18n } = useTranslation();
  const language = appLanguage(i18n.resolvedLanguage);
  const format = useDateFormat();
  const [now] = useState(() => new Date());
  const kind = receiptKind(receipt);
  const titles = titlesOf(receipt, kind);
  const title = t(titles.title);
  const kindName = titles.kindName ? t(titles.kindName) : '';
  const words = wordsAmount(receipt, kind);
  const spelled = amountInWords(words.amount, language);
  const currencyName = words.currency ? t(`receipts.currencyNames.${words.currency}`, { defaultValue: words.currency }) : '';
  const date = receipt.trans_date ? format.date(receipt.trans_date) : '';
  // Times on paper are the shop's clock (docs/architecture.md, The shop's day), whatever zone this computer is set to.
  const timeZone = currentShopTimeZone();
  const time = receipt.trans_date_time ? formatTimeOfDay(receipt.trans_date_time, format.language, timeZone) : '';
  // The other calendar's day on a second line, as SPEC's voucher printed the Hijri date under the Gregorian one.
  // A day outside the supported Hijri years comes back unchanged and is not repeated.
  const hijri = receipt.trans_date ? formatCalendarDate(receipt.trans_date, 'solar-hijri', format.language) : '';
  const otherDate = format.calendar === 'solar-hijri' ? receipt.trans_date : hijri !== receipt.trans_date ? hijri : '';
  const contact = receipt.contact === defaultReceiptContact ? t('receipts.contactDefault') : receipt.contact;
  // A hawala posting's narrative is the server's English summary of the lines the slip already prints.
  const narrativeText = useNarrativeText();
  const narrative = receipt.hawala ? '' : narrativeText(receipt.trans_description);
  // An exchange has a narrative per side: the selling side's prints too, so the slip tells the whole deal.
  const sellingNarrative = kind === 'exchange' && receipt.c_trans_description !== receipt.trans_description ? narrativeText(receipt.c_trans_description) : '';

  return (
    <article className="receipt" lang={language} dir={isRightToLeft(language) ? 'rtl' : 'ltr'} aria-label={[title, kindName].filter(Boolean).join(' — ')}>
      <LetterheadHeader />
      {reprint && <div className="receipt-copy-mark">{t('receipts.copyMark')}</div>}
      <h2 className="receipt-title">{title}</h2>
      {kindName && <div className="receipt-kind">{kindName}</div>}
      {copyFor && <div className="receipt-copy-for">{t(`receipts.copyFor.${copyFor}`)}</div>}
      <dl className="receipt-section">
        <Line label={t('receipts.id')} value={String(receipt.id)} />
        <Line label={t('receipts.date')} value={[date, time].filter(Boolean).join(' ')} />
        {otherDate && (
          <Line label={format.calendar === 'solar-hijri' ? t('receipts.gregorianDate') : t('receipts.hijriDate')} value={otherDate} />
        )}
      </dl>
      <dl className="receipt-section">
        <ReceiptBody receipt={receipt} kind={kind} />
      </dl>
      {spelled && (
        <div className="receipt-section receipt-words">
          <div className="receipt-heading">{t('receipts.amountInWords')}</div>
          <p>
            <span>{spelled}</span> <span>{currencyName}</span>
          </p>
        </div>
      )}
      <ReceiptBalances balances={receipt.balances} />
      {(narrative || sellingNarrative) && (
        <dl className="receipt-section">
          {narrative && <Line label={t(sellingNarrative ? 'receipts.purchaseNarrative' : 'receipts.narrative')} value={narrative} />}
          {sellingNarrative && <Line label={t('receipts.sellingNarrative')} value={sellingNarrative} />}
        </dl>
      )}
      {kind === 'payout' && receipt.hawala?.receiverIdNumber && (
        <dl className="receipt-section">
          <Line
            label={t('receipts.receiverId')}
            value={[receipt.hawala.receiverIdType && t(`accounts.kyc.idTypes.${receipt.hawala.receiverIdType}`, { defaultValue: receipt.hawala.receiverIdType }), receipt.hawala.receiverIdNumber].filter(Boolean).join(' ')}
          />
        </dl>
      )}
      <div className="receipt-section">
        <div>{kind === 'payout' ? t('receipts.receiverSignature') : t('receipts.signature')}</div>
        <div className="receipt-signature" />
      </div>
      {contact && <p className="receipt-section receipt-contact">{contact}</p>}
      <ReceiptCheckBlock receipt={receipt} />
      <dl className="receipt-section">
        <Line label={t('receipts.user')} value={receipt.username ?? ''} />
        {receipt.till_name && <Line label={t('tills.till')} value={receipt.till_name} />}
        {receipt.approved_by && <Line label={t('approvals.approvedBy')} value={receipt.approved_by} />}
        <Line label={t('receipts.printDate')} value={format.dateTime(now, { timeZone })} />
      </dl>
    </article>
  );
}
