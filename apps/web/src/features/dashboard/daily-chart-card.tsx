import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TrendingUp } from 'lucide-react';
import { hawalaDailyMaxDays } from '@sarafi/core';
import { Card } from '../../components/ui/card';
import { cn } from '../../lib/cn';
import { LoadError } from '../shell/status-pages';
import type { DateRange } from './date-range';
import { chartData, type ChartGrouping } from './daily-chart-data';
import { useHawalaDaily } from './dashboard-queries';
import { useDateFormat } from '../../lib/use-date-format';

const DailyChart = lazy(() => import('./daily-chart'));

const groupings: ChartGrouping[] = ['currency', 'status'];

/** The plot's one height, loaded or not, so nothing below the card moves when the bars arrive. */
const plotHeight = 'h-56';

/**
 * True once the element comes within a screen's reach of the viewport (and stays true): Recharts (~100 KB gzip) is
 * fetched, parsed and drawn only for a chart that is about to be seen, not while the rest of the page is loading.
 */
function useNearViewport<T extends Element>() {
  const ref = useRef<T>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const el = ref.current;
    if (near || !el) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) setNear(true);
    }, { rootMargin: '300px 0px' });
    observer.observe(el);
    return () => observer.disconnect();
  }, [near]);
  return [ref, near] as const;
}

/**
 * Daily hawala volume (docs/decisions.md, Dashboard): stacked bars per day by currency or by status, over the chosen range (the
 * server picks the last 30 days when none is set). A sentence says the same for screen readers.
 */
export function DailyChartCard({ range, className }: { range: DateRange; className?: string }) {
  const { t } = useTranslation();
  const { date } = useDateFormat();
  const [grouping, setGrouping] = useState<ChartGrouping>('currency');
  const daily = useHawalaDaily(range);
  const [cardRef, nearViewport] = useNearViewport<HTMLDivElement>();
  const data = daily.data ? chartData(daily.data, grouping) : null;
  const summary =
    daily.data && data
      ? data.busiest
        ? t('dashboard.chart.summary', { count: data.total, from: date(daily.data.fromDate), to: date(daily.data.toDate), day: date(data.busiest.date), max: data.busiest.count })
        : t('dashboard.chart.summaryEmpty', { from: date(daily.data.fromDate), to: date(daily.data.toDate) })
      : '';
  return (
    <Card ref={cardRef} className={cn('min-w-0', className)} data-testid="daily-chart">
      <div className="mb-3 flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id="daily-chart-title" className="flex items-center gap-2 font-semibold">
            <TrendingUp className="h-5 w-5 text-primary" aria-hidden />
            {t('dashboard.chart.title')}
          </h2>
          {/* The line is there (empty) before the dates are known, so the card does not grow by it. */}
          <p className="min-h-4 text-xs text-muted-foreground">{daily.data && t('dashboard.chart.subtitle', { from: date(daily.data.fromDate), to: date(daily.data.toDate) })}</p>
        </div>
        <div role="radiogroup" aria-label={t('dashboard.chart.groupLabel')} className="inline-flex rounded-md border border-border p-0.5">
          {groupings.map((g) => (
            <button
              key={g}
              type="button"
              role="radio"
              aria-checked={grouping === g}
              onClick={() => setGrouping(g)}
              className={cn('rounded px-3 py-1 text-sm', grouping === g ? 'bg-primary text-primary-foreground' : 'hover:bg-muted')}
            >
              {g === 'currency' ? t('dashboard.chart.byCurrency') : t('dashboard.chart.byStatus')}
            </button>
          ))}
        </div>
      </div>
      {daily.isError ? (
        <LoadError error={daily.error} onRetry={() => void daily.refetch()} />
      ) : !data ? (
        <div className={cn(plotHeight, 'animate-pulse rounded bg-muted')} />
      ) : (
        <figure aria-labelledby="daily-chart-title" aria-describedby="daily-chart-summary">
          <p id="daily-chart-summary" className="sr-only" data-testid="chart-summary">
            {summary}
          </p>
          {data.total === 0 ? (
            <p className={cn(plotHeight, 'flex items-center justify-center text-sm text-muted-foreground')}>{t('dashboard.chart.empty')}</p>
          ) : (
            <div className={plotHeight} aria-hidden>
              {nearViewport ? (
                <Suspense fallback={<ChartPlaceholder label={t('dashboard.chart.loading')} />}>
                  <DailyChart data={data} grouping={grouping} />
                </Suspense>
              ) : (
                <ChartPlaceholder label={t('dashboard.chart.loading')} />
              )}
            </div>
          )}
          {data.truncated && <figcaption className="mt-2 text-xs text-muted-foreground">{t('dashboard.chart.truncated', { days: hawalaDailyMaxDays })}</figcaption>}
        </figure>
      )}
    </Card>
  );
}

function ChartPlaceholder({ label }: { label: string }) {
  return <div className="flex h-full items-center justify-center text-sm text-muted-foreground">{label}</div>;
}
