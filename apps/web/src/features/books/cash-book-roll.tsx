import { useTranslation } from 'react-i18next';
import { currencySymbol, formatAmount, type CashBookResponse } from '@sarafi/core';
import { currentShopTimeZone } from '../../lib/shop-day';
import { useDateFormat } from '../../lib/use-date-format';
import { useAccountName } from '../accounts/use-account-name';
import { ReceiptLine } from '../receipts/receipt-line';
import '../receipts/receipt.css';

/** The cash book's short form for the 80 mm roll: per currency opening, in, out and expected closing, and hawalas. */
export function CashBookRoll({ book }: { book: CashBookResponse }) {
  const { t, i18n } = useTranslation();
  const format = useDateFormat();
  const accountName = useAccountName();
  const money = (code: string, amount: string) => `${currencySymbol(code)} ${formatAmount(amount)}`;
  const period = book.from === book.to ? format.date(book.from) : t('books.periodRange', { from: format.date(book.from), to: format.date(book.to) });
  return (
    <div className="receipt-paper" data-width="80mm" data-testid="cash-book-roll">
      <div className="receipt" lang={i18n.language}>
        <p className="receipt-title">{t('books.cashBook.title')}</p>
        <dl className="receipt-section">
          <ReceiptLine label={t('books.cashBook.period')} value={period} />
          <ReceiptLine
            label={t('books.cashBook.cashAccount')}
            value={book.shop ? t('books.cashBook.wholeShop') : `${book.cashAccount.code} ${accountName(book.cashAccount.code, book.cashAccount.name)}`}
          />
        </dl>
        {book.currencies.map((c) => (
          <dl key={c.currencyId} className="receipt-section">
            <dt className="receipt-heading">{c.currencyCode}</dt>
            <ReceiptLine label={t('books.cashBook.opening')} value={money(c.currencyCode, c.opening)} />
            <ReceiptLine label={t('books.cashBook.in')} value={money(c.currencyCode, c.totalIn)} />
            <ReceiptLine label={t('books.cashBook.out')} value={money(c.currencyCode, c.totalOut)} />
            <ReceiptLine label={t('books.cashBook.closing')} value={c.closing === null ? t('books.cashBook.blindClosing') : money(c.currencyCode, c.closing)} className="receipt-strong" />
          </dl>
        ))}
        <dl className="receipt-section">
          <ReceiptLine label={t('books.cashBook.hawalasPassed')} value={String(book.summary.hawalasPassed)} />
          <ReceiptLine label={t('books.cashBook.hawalasCancelled')} value={String(book.summary.hawalasCancelled)} />
          <ReceiptLine label={t('books.printedAt')} value={format.dateTime(new Date(), { timeZone: currentShopTimeZone() })} />
        </dl>
      </div>
    </div>
  );
}
