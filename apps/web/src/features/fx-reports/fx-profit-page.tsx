import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { CalendarKind } from '@sarafi/core';
import { Card, PageHeader } from '../../components/ui/card';
import { notify } from '../../components/ui/toaster';
import { downloadExport } from '../../lib/download';
import { shopToday } from '../../lib/shop-day';
import { useDateFormat } from '../../lib/use-date-format';
import { PaperStyle } from '../books/print-paper';
import { LoadError, Spinner } from '../shell/status-pages';
import { LetterheadHeader } from '../shop-settings/letterhead-header';
import { monthToDate, type ReportRange } from './fx-format';
import { FxProfitChartCard } from './fx-profit-chart-card';
import { FxProfitCurrencies } from './fx-profit-currencies';
import { FxProfitFilters } from './fx-profit-filters';
import { FxProfitPeriods } from './fx-profit-periods';
import { fxProfitQuery, useFxProfit } from './fx-reports-queries';
import { FxProfitTotals } from './fx-profit-totals';
import { ReportActions } from '../books/report-actions';

const isoDay = /^\d{4}-\d{2}-\d{2}$/;

/** `?from=&to=` opens that period (the dashboard's card links to today); else the month so far in the reader's calendar. */
function initialRange(params: URLSearchParams, calendar: CalendarKind): ReportRange {
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  return isoDay.test(from) && isoDay.test(to) ? { from, to } : monthToDate(shopToday(), calendar);
}

/** FX profit (admin): what the exchange desk earned over a period, per currency, month and day. */
export function FxProfitPage() {
  const { t } = useTranslation();
  const format = useDateFormat();
  const [params] = useSearchParams();
  const [range, setRange] = useState(() => initialRange(params, format.calendar));
  const [exporting, setExporting] = useState(false);
  const { data: report, error, isLoading, isFetching, refetch } = useFxProfit(range);
  if (isLoading) return <Spinner label={t('fxReports.loading')} />;
  const exportFile = async () => {
    setExporting(true);
    const done = await downloadExport(`/api/reports/fx-profit/export${fxProfitQuery(range)}`, `fx_profit_${range.from}_${range.to}.xlsx`).catch(() => false);
    setExporting(false);
    if (!done) notify.error(t('books.exportFailed'));
  };
  return (
    <div className="space-y-4 print:space-y-3">
      <PaperStyle paper="A4" />
      <div className="hidden print:block">
        <LetterheadHeader />
      </div>
      <PageHeader title={t('fxReports.profit.title')} subtitle={report ? t('fxReports.baseLine', { code: report.baseCurrencyCode }) : undefined}>
        <ReportActions ready={!!report} exporting={exporting} onExport={() => void exportFile()} />
      </PageHeader>
      <FxProfitFilters range={range} onShow={setRange} />
      {error || !report ? (
        <LoadError error={error} onRetry={() => void refetch()} />
      ) : (
        <div className={isFetching ? 'space-y-4 opacity-60 transition-opacity' : 'space-y-4'} aria-busy={isFetching}>
          <FxProfitTotals report={report} />
          {report.deals === 0 ? (
            <Card className="py-10 text-center text-muted-foreground">{t('fxReports.profit.empty')}</Card>
          ) : (
            <>
              <FxProfitCurrencies report={report} />
              <FxProfitChartCard report={report} />
              <FxProfitPeriods report={report} onShow={setRange} />
            </>
          )}
        </div>
      )}
    </div>
  );
}
