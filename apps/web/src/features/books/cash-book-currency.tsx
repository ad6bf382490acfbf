import { useTranslation } from 'react-i18next';
import { Money, formatAmount, formatTimeOfDay, type ShownCashBookCurrency } from '@sarafi/core';
import { Card } from '../../components/ui/card';
import { DateText } from '../../components/ui/date-text';
import { MoneyText } from '../../components/ui/money-text';
import { cn } from '../../lib/cn';
import { currentShopTimeZone } from '../../lib/shop-day';
import { useDateFormat } from '../../lib/use-date-format';
import { useAccountName } from '../accounts/use-account-name';
import { useNarrativeText } from '../../lib/narrative-text';
import { amountCell, booksTable, cashBookType } from './books-format';
import { TableScroll } from '../../components/ui/table-scroll';

/** An empty side of a movement is left blank, so each line reads as money in or money out. */
function Amount({ value }: { value: string }) {
  return <td className={amountCell}>{new Money(value).isZero() ? '' : formatAmount(value)}</td>;
}

/** A figure, or in its place why it is not shown (a blind count withholds the expected closing, `withheld`). */
function Figure({ label, amount, code, testId, withheld }: { label: string; amount: string | null; code: string; testId: string; withheld?: string }) {
  return (
    <p className="flex items-baseline justify-between gap-3 text-sm sm:justify-start">
      <span className="text-muted-foreground">{label}</span>
      <span data-testid={testId}>
        {amount === null ? (
          <span className="text-muted-foreground italic">{withheld}</span>
        ) : (
          <MoneyText amount={amount} symbol={code} className={cn('font-semibold', new Money(amount).isNegative() && 'text-destructive')} />
        )}
      </span>
    </p>
  );
}

/**
 * One currency of the drawer: opening, every movement in time order with its running balance, totals, closing. During
 * a blind count a clerk gets no running balance or closing (docs/decisions.md, Books and day close, 'Blind count'): the
 * Balance column goes and the closing says when it will show. The whole shop's book names each line's till (Till).
 */
export function CashBookCurrencyCard({ book, withDates, withTills }: { book: ShownCashBookCurrency; withDates: boolean; withTills: boolean }) {
  const { t } = useTranslation();
  const blind = book.closing === null;
  const format = useDateFormat();
  const accountName = useAccountName();
  const narrativeText = useNarrativeText();
  return (
    <Card className="space-y-3 p-0 print:break-inside-auto print:border-0 print:shadow-none" data-testid={`cash-book-${book.currencyCode}`}>
      <div className="flex flex-wrap items-baseline justify-between gap-2 px-4 pt-4 print:px-0">
        <h2 className="text-lg font-semibold">{book.currencyCode}</h2>
        <Figure label={t('books.cashBook.opening')} amount={book.opening} code={book.currencyCode} testId="opening" />
      </div>
      {book.lines.length === 0 ? (
        <p className="px-4 py-4 text-center text-sm text-muted-foreground">{t('books.cashBook.noMovements')}</p>
      ) : (
        <>
          <p className="px-4 text-xs text-muted-foreground sm:hidden print:hidden">{t('books.scrollHint')}</p>
          {/* Wider than the screen on a phone, and beside the Till column of the whole shop's book: a region the keyboard scrolls. */}
          <TableScroll tabIndex={0} role="region" aria-label={`${t('books.cashBook.title')} ${book.currencyCode}`}>
            <table className={cn(booksTable, 'min-w-[56rem]')}>
              <thead className="bg-muted print:bg-transparent">
                <tr className="border-y border-border whitespace-nowrap">
                  <th className="text-start">{t('books.cashBook.time')}</th>
                  <th className="text-start">{t('books.cashBook.transactionId')}</th>
                  <th className="text-start">{t('books.cashBook.type')}</th>
                  {withTills && <th className="text-start">{t('books.cashBook.till')}</th>}
                  <th className="text-start">{t('books.cashBook.counterpart')}</th>
                  <th className="w-full text-start">{t('books.cashBook.narrative')}</th>
                  <th className="text-end">{t('books.cashBook.in')}</th>
                  <th className="text-end">{t('books.cashBook.out')}</th>
                  {!blind && <th className="text-end">{t('books.cashBook.balance')}</th>}
                  <th className="text-start">{t('books.cashBook.user')}</th>
                </tr>
              </thead>
              <tbody>
                {book.lines.map((line, index) => (
                  <tr key={`${line.transactionId}-${index}`} className="border-b border-border break-inside-avoid">
                    <td className="whitespace-nowrap tabular-nums">
                      {withDates && <DateText iso={line.transDate} className="me-2" />}
                      <bdi>{formatTimeOfDay(line.time, format.language, currentShopTimeZone())}</bdi>
                    </td>
                    <td className="tabular-nums">{line.transactionId}</td>
                    <td className="whitespace-nowrap">{cashBookType(t, line)}</td>
                    {withTills && (
                      <td className="whitespace-nowrap" data-till={line.till ?? ''}>
                        <bdi>{line.till ?? t('books.cashBook.safe')}</bdi>
                      </td>
                    )}
                    {/* A system account's code can be long (a clerk's CLK- code holds their id): it breaks, the name stays whole. */}
                    <td className="min-w-40">
                      {line.counterpart && (
                        <>
                          <bdi dir="ltr" className="break-all">
                            {line.counterpart.code}
                          </bdi>{' '}
                          <bdi className="whitespace-nowrap">{accountName(line.counterpart.code, line.counterpart.name)}</bdi>
                        </>
                      )}
                    </td>
                    <td className="break-words">
                      <bdi>{narrativeText(line.narrative)}</bdi>
                    </td>
                    <Amount value={line.amountIn} />
                    <Amount value={line.amountOut} />
                    {line.balance !== null && (
                      <td className={cn(amountCell, new Money(line.balance).isNegative() && 'text-destructive')}>
                        <bdi dir="ltr">{formatAmount(line.balance)}</bdi>
                      </td>
                    )}
                    <td className="whitespace-nowrap">
                      <bdi>{line.user}</bdi>
                    </td>
                  </tr>
                ))}
              </tbody>
              <tfoot>
                <tr className="font-semibold">
                  <td colSpan={withTills ? 6 : 5}>{t('books.cashBook.totals')}</td>
                  <td className={amountCell} data-testid="total-in">{formatAmount(book.totalIn)}</td>
                  <td className={amountCell} data-testid="total-out">{formatAmount(book.totalOut)}</td>
                  <td colSpan={blind ? 1 : 2} />
                </tr>
              </tfoot>
            </table>
          </TableScroll>
        </>
      )}
      <div className="flex justify-end border-t border-border px-4 py-3 print:px-0">
        <Figure label={t('books.cashBook.closing')} amount={book.closing} code={book.currencyCode} testId="closing" withheld={t('books.cashBook.blindClosing')} />
      </div>
    </Card>
  );
}
