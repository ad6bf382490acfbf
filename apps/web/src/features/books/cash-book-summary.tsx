import { useTranslation } from 'react-i18next';
import { Money, formatAmount, type CashBookResponse } from '@sarafi/core';
import { Card } from '../../components/ui/card';
import { cn } from '../../lib/cn';
import { transTypeLabel } from '../../lib/trans-type-label';
import { amountCell, booksTable, cashBookSummaryRows } from './books-format';
import { TableScroll } from '../../components/ui/table-scroll';

/** As in the movements: a type that only paid out has nothing under In, rather than 0.00. */
const blankZero = (value: string) => (new Money(value).isZero() ? '' : formatAmount(value));

/** The day at a glance: documents and money per type (a voucher by its cash direction) and currency, and the hawalas passed and cancelled. */
export function CashBookSummary({ book }: { book: CashBookResponse }) {
  const { t } = useTranslation();
  const { summary } = book;
  const rows = cashBookSummaryRows(book);
  return (
    <Card className="space-y-3 p-0 print:break-inside-avoid print:border-0 print:shadow-none" data-testid="cash-book-summary">
      <h2 className="px-4 pt-4 text-lg font-semibold print:px-0">{t('books.cashBook.summary')}</h2>
      <div className="flex flex-wrap gap-x-6 gap-y-1 px-4 text-sm print:px-0">
        <p>
          <span className="text-muted-foreground">{t('books.cashBook.hawalasPassed')}</span>{' '}
          <span className="font-semibold tabular-nums" data-testid="hawalas-passed">{summary.hawalasPassed}</span>
        </p>
        <p>
          <span className="text-muted-foreground">{t('books.cashBook.hawalasCancelled')}</span>{' '}
          <span className="font-semibold tabular-nums" data-testid="hawalas-cancelled">{summary.hawalasCancelled}</span>
        </p>
      </div>
      {rows.length === 0 ? (
        <p className="px-4 pb-4 text-sm text-muted-foreground">{t('books.cashBook.noMovements')}</p>
      ) : (
        <TableScroll>
          <table className={cn(booksTable, 'min-w-[28rem]')}>
            <thead className="bg-muted print:bg-transparent">
              <tr className="border-y border-border whitespace-nowrap">
                <th className="text-start">{t('books.cashBook.type')}</th>
                <th className="text-start">{t('books.currency')}</th>
                <th className="text-end">{t('books.cashBook.count')}</th>
                <th className="text-end">{t('books.cashBook.in')}</th>
                <th className="text-end">{t('books.cashBook.out')}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={`${'direction' in row.kind ? row.kind.direction : row.kind.transType}-${row.currencyCode}`} className="border-b border-border">
                  <td>{'direction' in row.kind ? t(`transactions.cash.${row.kind.direction}`) : transTypeLabel(t, row.kind.transType)}</td>
                  <td>{row.currencyCode}</td>
                  <td className={amountCell}>{row.count}</td>
                  <td className={amountCell}>{blankZero(row.amountIn)}</td>
                  <td className={amountCell}>{blankZero(row.amountOut)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
    </Card>
  );
}
