import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { BarChart3 } from 'lucide-react';
import { formatMoney, Money, type FxProfitResponse } from '@sarafi/core';
import { Card } from '../../components/ui/card';
import { useDateFormat } from '../../lib/use-date-format';
import { chartDays } from './fx-format';

const FxProfitChart = lazy(() => import('./fx-profit-chart'));

/** Daily realised profit over the period; a sentence says the same for screen readers. */
export function FxProfitChartCard({ report }: { report: FxProfitResponse }) {
  const { t } = useTranslation();
  const format = useDateFormat();
  const days = chartDays(report.days, report);
  const best = report.days.reduce<FxProfitResponse['days'][number] | null>((top, d) => (!top || new Money(d.realisedProfit).gt(top.realisedProfit) ? d : top), null);
  const loading = <div className="flex h-full items-center justify-center text-sm text-muted-foreground">{t('fxReports.profit.chartLoading')}</div>;
  return (
    <Card className="min-w-0 print:break-inside-avoid print:border-0 print:shadow-none" data-testid="fx-profit-chart">
      <figure aria-labelledby="fx-profit-chart-title" aria-describedby="fx-profit-chart-summary">
        <h2 id="fx-profit-chart-title" className="mb-3 flex items-center gap-2 text-lg font-semibold">
          <BarChart3 className="h-5 w-5 text-primary print:hidden" aria-hidden />
          {t('fxReports.profit.chartTitle')}
        </h2>
        {best && (
          <p id="fx-profit-chart-summary" className="sr-only">
            {t('fxReports.profit.chartSummary', { count: report.days.length, day: format.date(best.date), best: formatMoney(best.realisedProfit, report.baseCurrencyCode) })}
          </p>
        )}
        <div className="h-64" aria-hidden>
          <Suspense fallback={loading}>
            <FxProfitChart days={days} code={report.baseCurrencyCode} />
          </Suspense>
        </div>
      </figure>
    </Card>
  );
}
