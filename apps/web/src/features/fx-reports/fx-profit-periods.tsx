import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { calendarMonthLabel, fxProfitMonths, type FxProfitResponse } from '@sarafi/core';
import { Card } from '../../components/ui/card';
import { DateText } from '../../components/ui/date-text';
import { TableScroll } from '../../components/ui/table-scroll';
import { useDateFormat } from '../../lib/use-date-format';
import { amountCell, booksTable } from '../books/books-format';
import { monthRange, type ReportRange } from './fx-format';
import { ProfitText } from './profit-text';

interface Row {
  key: string;
  label: ReactNode;
  deals: number;
  realisedProfit: string;
}

function PeriodTable({ title, heading, rows, code, testId }: { title: string; heading: string; rows: Row[]; code: string; testId: string }) {
  const { t } = useTranslation();
  return (
    <Card className="min-w-0 space-y-3 p-0 print:break-inside-auto print:border-0 print:shadow-none" data-testid={testId}>
      <h2 className="px-4 pt-4 text-lg font-semibold print:px-0">{title}</h2>
      <TableScroll>
        <table className={booksTable}>
          <thead className="bg-muted print:bg-transparent">
            <tr className="border-y border-border whitespace-nowrap">
              <th className="w-full text-start">{heading}</th>
              <th className="text-end">{t('fxReports.profit.deals')}</th>
              <th className="text-end">{t('fxReports.profit.realisedProfit')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.key} className="border-b border-border break-inside-avoid">
                <th scope="row" className="text-start font-normal whitespace-nowrap">
                  {row.label}
                </th>
                <td className={amountCell}>{row.deals}</td>
                <td className={amountCell}>
                  <ProfitText amount={row.realisedProfit} code={code} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
    </Card>
  );
}

/**
 * The period's profit by month of the reader's calendar (core groups the days, as the workbook does) and by day.
 * A month opens that whole month.
 */
export function FxProfitPeriods({ report, onShow }: { report: FxProfitResponse; onShow: (range: ReportRange) => void }) {
  const { t } = useTranslation();
  const format = useDateFormat();
  const months = fxProfitMonths(report.days, format.calendar).map((m) => {
    const label = calendarMonthLabel(m.month, format.calendar, format.language);
    return {
      key: m.month,
      deals: m.deals,
      realisedProfit: m.realisedProfit,
      label: (
        <button
          type="button"
          className="text-primary underline-offset-2 hover:underline print:text-inherit"
          title={t('fxReports.profit.showMonth', { month: label })}
          onClick={() => onShow(monthRange(m.month, format.calendar))}
        >
          <bdi>{label}</bdi>
        </button>
      ),
    };
  });
  const days = report.days.map((d) => ({ key: d.date, deals: d.deals, realisedProfit: d.realisedProfit, label: <DateText iso={d.date} /> }));
  return (
    <div className="grid items-start gap-4 lg:grid-cols-2 print:block print:space-y-3">
      <PeriodTable title={t('fxReports.profit.byMonth')} heading={t('fxReports.profit.month')} rows={months} code={report.baseCurrencyCode} testId="fx-profit-months" />
      <PeriodTable title={t('fxReports.profit.byDay')} heading={t('fxReports.profit.day')} rows={days} code={report.baseCurrencyCode} testId="fx-profit-days" />
    </div>
  );
}
