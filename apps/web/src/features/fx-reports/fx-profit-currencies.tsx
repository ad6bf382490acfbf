import { useTranslation } from 'react-i18next';
import { formatAmount, formatRate, Money, type FxProfitResponse } from '@sarafi/core';
import { Card } from '../../components/ui/card';
import { TableScroll } from '../../components/ui/table-scroll';
import { cn } from '../../lib/cn';
import { amountCell, booksTable } from '../books/books-format';
import { ProfitText } from './profit-text';

/** A side with no trades is left blank rather than 0.00 or a rate of nothing. */
const quantity = (value: string) => (new Money(value).isZero() ? '' : formatAmount(value));
const rate = (value: string | null) => (value === null ? '' : formatRate(value));

/** Per currency: how much the desk bought and sold, at what average rates, and what it earned in base currency. */
export function FxProfitCurrencies({ report }: { report: FxProfitResponse }) {
  const { t } = useTranslation();
  const base = report.baseCurrencyCode;
  return (
    <Card className="space-y-3 p-0 print:break-inside-avoid print:border-0 print:shadow-none" data-testid="fx-profit-currencies">
      <h2 className="px-4 pt-4 text-lg font-semibold print:px-0">{t('fxReports.profit.byCurrency')}</h2>
      <p className="px-4 text-xs text-muted-foreground sm:hidden print:hidden">{t('books.scrollHint')}</p>
      <TableScroll>
        <table className={cn(booksTable, 'min-w-[48rem]')}>
          <thead className="bg-muted print:bg-transparent">
            <tr className="border-y border-border whitespace-nowrap">
              <th className="text-start">{t('fxReports.currency')}</th>
              <th className="text-end">{t('fxReports.profit.deals')}</th>
              <th className="text-end">{t('fxReports.profit.bought')}</th>
              <th className="text-end">{t('fxReports.profit.averageBuyRate', { code: base })}</th>
              <th className="text-end">{t('fxReports.profit.sold')}</th>
              <th className="text-end">{t('fxReports.profit.averageSellRate', { code: base })}</th>
              <th className="text-end">{t('fxReports.profit.realisedProfit')}</th>
            </tr>
          </thead>
          <tbody>
            {report.currencies.map((row) => (
              <tr key={row.currencyId} data-currency={row.currencyCode} className="border-b border-border break-inside-avoid">
                <th scope="row" className="text-start font-semibold">
                  {row.currencyCode}
                </th>
                <td className={amountCell}>{row.deals}</td>
                <td className={amountCell}>{quantity(row.boughtQuantity)}</td>
                <td className={amountCell}>{rate(row.averageBuyRate)}</td>
                <td className={amountCell}>{quantity(row.soldQuantity)}</td>
                <td className={amountCell}>{rate(row.averageSellRate)}</td>
                <td className={amountCell}>
                  <ProfitText amount={row.realisedProfit} code={base} />
                </td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr className="font-semibold">
              <th scope="row" className="text-start">
                {t('fxReports.total')}
              </th>
              {/* No deal count here: a cross deal is a deal in each of its two currencies, so the column does not add up to it. */}
              <td colSpan={5} />
              <td className={amountCell} data-testid="fx-profit-total">
                <ProfitText amount={report.realisedProfit} code={base} />
              </td>
            </tr>
          </tfoot>
        </table>
      </TableScroll>
    </Card>
  );
}
