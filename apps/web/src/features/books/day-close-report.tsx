import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { countedTotal, formatAmount, Money, type DayClose } from '@sarafi/core';
import { Badge, Card } from '../../components/ui/card';
import { DateText } from '../../components/ui/date-text';
import { MoneyText } from '../../components/ui/money-text';
import { currentShopTimeZone } from '../../lib/shop-day';
import { amountCell, booksTable, formatNote } from './books-format';
import { FigureLine } from './figure-line';
import { VarianceText } from './variance-text';

export const statusVariant = { pending: 'warning', approved: 'success', reopened: 'info', superseded: 'neutral' } as const;

/**
 * Who counted, approved and reopened the close, and when, on the shop's clock (it prints), and the journal's chain head
 * at the approval, which later proves the printed day unchanged (docs/decisions.md, Journal).
 */
function CloseTrail({ close }: { close: DayClose }) {
  const { t } = useTranslation();
  return (
    <dl className="grid gap-1 text-sm sm:grid-cols-2 sm:gap-x-8">
      <FigureLine label={t('books.dayClose.countedBy')}>
        <bdi>{close.countedBy}</bdi> · <DateText iso={close.countedAt} withTime timeZone={currentShopTimeZone()} />
      </FigureLine>
      {close.approvedBy && (
        <FigureLine label={t('books.dayClose.approvedBy')}>
          <bdi>{close.approvedBy}</bdi> · <DateText iso={close.approvedAt} withTime timeZone={currentShopTimeZone()} />
          {close.selfApproved && <Badge variant="warning" className="ms-2">{t('books.dayClose.selfApproved')}</Badge>}
        </FigureLine>
      )}
      {close.journalHead && (
        <FigureLine label={t('books.dayClose.journalHead', { count: close.journalPosition ?? 0 })} className="sm:col-span-2">
          <bdi dir="ltr" className="font-mono text-xs break-all" data-testid="close-journal-head">
            {close.journalHead}
          </bdi>
        </FigureLine>
      )}
      {close.reopenedBy && (
        <>
          <FigureLine label={t('books.dayClose.reopenedBy')}>
            <bdi>{close.reopenedBy}</bdi> · <DateText iso={close.reopenedAt} withTime timeZone={currentShopTimeZone()} />
          </FigureLine>
          <FigureLine label={t('books.dayClose.reopenReason')}>
            <bdi>{close.reopenReason}</bdi>
          </FigureLine>
        </>
      )}
    </dl>
  );
}

/** A submitted count as stored: per currency the notes and the coins and cents, what the books expected, what was counted and the variance. */
export function DayCloseReport({ close }: { close: DayClose }) {
  const { t } = useTranslation();
  return (
    <div className="space-y-4" data-testid="day-close-report" data-status={close.status}>
      <Card className="space-y-3 print:border-0 print:p-0 print:shadow-none">
        <div className="flex flex-wrap items-center gap-3">
          <h2 className="text-lg font-semibold">
            <DateText iso={close.date} />
          </h2>
          <Badge variant={statusVariant[close.status]} data-testid="close-status">
            {t(`books.dayClose.status.${close.status}`)}
          </Badge>
        </div>
        <CloseTrail close={close} />
      </Card>
      <div className="grid gap-4 lg:grid-cols-2 print:grid-cols-2">
        {close.currencies.map((c) => (
          <Card key={c.currencyId} className="space-y-3 p-0 print:break-inside-avoid print:shadow-none" data-testid={`close-${c.currencyCode}`}>
            <h3 className="px-4 pt-4 text-lg font-semibold">{c.currencyCode}</h3>
            {(c.denominations.length > 0 || !new Money(c.coins).isZero()) && (
              <table className={booksTable}>
                <thead className="bg-muted print:bg-transparent">
                  <tr className="border-y border-border">
                    <th className="text-start">{t('books.dayClose.note')}</th>
                    <th className="text-end">{t('books.dayClose.count')}</th>
                    <th className="text-end">{t('books.dayClose.subtotal')}</th>
                  </tr>
                </thead>
                <tbody>
                  {c.denominations.map((d) => (
                    <tr key={d.value} className="border-b border-border">
                      <td className="tabular-nums">
                        <bdi dir="ltr">{formatNote(d.value)}</bdi>
                      </td>
                      <td className={amountCell}>{d.count}</td>
                      <td className={amountCell}>{formatAmount(countedTotal([d]))}</td>
                    </tr>
                  ))}
                  {!new Money(c.coins).isZero() && (
                    <tr className="border-b border-border">
                      <td>{t('books.dayClose.coins')}</td>
                      <td />
                      <td className={amountCell}>{formatAmount(c.coins)}</td>
                    </tr>
                  )}
                </tbody>
              </table>
            )}
            <dl className="space-y-1 border-t border-border px-4 py-3 text-sm">
              <FigureLine label={t('books.dayClose.expected')}>
                <MoneyText amount={c.expected} symbol={c.currencyCode} />
              </FigureLine>
              <FigureLine label={t('books.dayClose.counted')}>
                <MoneyText amount={c.counted} symbol={c.currencyCode} className="font-semibold" />
              </FigureLine>
              <FigureLine label={t('books.dayClose.varianceLabel')}>
                <VarianceText variance={c.variance} code={c.currencyCode} />
              </FigureLine>
              {c.varianceTransactionId !== null && (
                <FigureLine label={t('books.dayClose.variancePosting')}>
                  <Link to={`/transactions/search?id=${c.varianceTransactionId}`} className="text-primary tabular-nums underline-offset-2 hover:underline">
                    #{c.varianceTransactionId}
                  </Link>
                </FigureLine>
              )}
            </dl>
          </Card>
        ))}
      </div>
    </div>
  );
}
