import { useTranslation } from 'react-i18next';
import { formatRate, Money, type PositionsResponse } from '@sarafi/core';
import { Badge } from '../../components/ui/card';
import { MoneyText } from '../../components/ui/money-text';
import { TableScroll } from '../../components/ui/table-scroll';
import { cn } from '../../lib/cn';
import { amountCell, booksTable } from '../books/books-format';
import { ProfitText } from './profit-text';

/**
 * Per currency: the amount held (a short position says so in words, not only by its minus sign), what it cost on
 * average, the board's rates, what it is worth at the mid rate and the profit not yet taken.
 */
export function PositionsTable({ report }: { report: PositionsResponse }) {
  const { t } = useTranslation();
  const base = report.baseCurrencyCode;
  return (
    <TableScroll>
      <table className={cn(booksTable, 'min-w-[60rem]')}>
        <thead className="bg-muted print:bg-transparent">
          <tr className="border-y border-border whitespace-nowrap">
            <th className="text-start">{t('fxReports.currency')}</th>
            <th className="text-end">{t('fxReports.positions.held')}</th>
            <th className="text-end">{t('fxReports.positions.averageCost', { code: base })}</th>
            <th className="text-end">{t('fxReports.positions.basis', { code: base })}</th>
            <th className="text-end">{t('fxReports.positions.buyRate')}</th>
            <th className="text-end">{t('fxReports.positions.sellRate')}</th>
            <th className="text-end">{t('fxReports.positions.midRate')}</th>
            <th className="text-end">{t('fxReports.positions.marketValue', { code: base })}</th>
            <th className="text-end">{t('fxReports.positions.unrealised')}</th>
          </tr>
        </thead>
        <tbody>
          {report.positions.map((row) => {
            const short = new Money(row.quantity).isNegative();
            return (
              <tr key={row.currencyId} data-currency={row.currencyCode} data-short={short} className="border-b border-border break-inside-avoid">
                <th scope="row" className="text-start font-semibold whitespace-nowrap">
                  {row.currencyCode}
                  {short && (
                    <Badge variant="warning" className="ms-2" title={t('fxReports.positions.shortHint', { code: row.currencyCode })}>
                      {t('fxReports.positions.short')}
                    </Badge>
                  )}
                </th>
                <td className={amountCell}>
                  <MoneyText amount={row.quantity} symbol={row.currencyCode} className={cn('font-medium', short && 'text-amber-700')} />
                </td>
                <td className={amountCell}>{formatRate(row.averageCost)}</td>
                <td className={amountCell}>
                  <MoneyText amount={row.basis} symbol={base} />
                </td>
                <td className={amountCell}>{formatRate(row.buyRate)}</td>
                <td className={amountCell}>{formatRate(row.sellRate)}</td>
                <td className={amountCell}>{formatRate(row.midRate)}</td>
                <td className={amountCell}>
                  <MoneyText amount={row.marketValue} symbol={base} />
                </td>
                <td className={amountCell}>
                  <ProfitText amount={row.unrealisedProfit} code={base} />
                </td>
              </tr>
            );
          })}
        </tbody>
        <tfoot>
          <tr className="font-semibold" data-testid="positions-totals">
            <th scope="row" className="text-start">
              {t('fxReports.total')}
            </th>
            <td colSpan={2} />
            <td className={amountCell}>
              <MoneyText amount={report.totalBasis} symbol={base} />
            </td>
            <td colSpan={3} />
            <td className={amountCell}>
              <MoneyText amount={report.totalMarketValue} symbol={base} />
            </td>
            <td className={amountCell}>
              <ProfitText amount={report.totalUnrealisedProfit} code={base} />
            </td>
          </tr>
        </tfoot>
      </table>
    </TableScroll>
  );
}
