import { useTranslation } from 'react-i18next';
import { BarChart3 } from 'lucide-react';
import { currencySymbol, type HawalaSummary } from '@sarafi/core';
import { Card } from '../../components/ui/card';
import { MoneyText } from '../../components/ui/money-text';
import { cn } from '../../lib/cn';
import type { DateRange } from './date-range';
import { HawalaSearchList } from './hawala-search-list';
import { RecentHawalaCard } from './recent-hawala-card';

const statusGroups = ['total', 'pending', 'passed', 'cancelled'] as const;

interface HawalaSummarySectionProps {
  summary: HawalaSummary | undefined;
  range: DateRange;
  canCancel: boolean;
  /** The admin view shows the recent list as its own card already. */
  showRecent: boolean;
}

/**
 * SPEC §2.4 'Hawala summary': counts by status and today's, per-currency totals of all, pending, passed and
 * cancelled hawalas in the chosen period, the 5 newest, and a searchable list of every hawala in the period.
 */
export function HawalaSummarySection({ summary, range, canCancel, showRecent }: HawalaSummarySectionProps) {
  const { t } = useTranslation();
  const currencies = [...new Set(statusGroups.flatMap((g) => summary?.cards[g].byCurrency.map((c) => c.currency) ?? []))].sort();
  const totalOf = (group: (typeof statusGroups)[number], currency: string) => summary?.cards[group].byCurrency.find((c) => c.currency === currency);
  return (
    <section className="mb-6 space-y-4" aria-labelledby="hawala-summary" data-testid="hawala-summary-section">
      <h2 id="hawala-summary" className="flex items-center gap-2 text-lg font-semibold">
        <BarChart3 className="h-5 w-5 text-primary" aria-hidden />
        {t('dashboard.summary.title')}
      </h2>
      <div className={cn('grid gap-4', showRecent && 'lg:grid-cols-2')}>
        <Card className="min-w-0 space-y-4">
          <dl className="grid grid-cols-3 gap-3 text-center sm:grid-cols-5">
            {[...statusGroups, 'today' as const].map((group) => (
              <div key={group} className="rounded-md bg-muted/50 p-2" data-count={group}>
                <dt className="text-xs text-muted-foreground">{t(`dashboard.summary.${group}`)}</dt>
                <dd className="text-xl font-bold tabular-nums">{summary ? summary.cards[group].count.toLocaleString('en-US') : '–'}</dd>
              </div>
            ))}
          </dl>
          <div className="overflow-x-auto">
            <table className="w-full text-sm" data-testid="currency-totals">
              <caption className="mb-2 text-start font-medium">{t('dashboard.summary.byCurrency')}</caption>
              <thead>
                <tr className="border-b border-border text-muted-foreground">
                  <th scope="col" className="py-1 text-start font-medium">
                    {t('dashboard.summary.currency')}
                  </th>
                  {statusGroups.map((group) => (
                    <th key={group} scope="col" className="py-1 ps-4 text-end font-medium">
                      {t(`dashboard.summary.${group}`)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {currencies.length === 0 && (
                  <tr>
                    <td colSpan={statusGroups.length + 1} className="py-3 text-center text-muted-foreground">
                      {t('dashboard.noData')}
                    </td>
                  </tr>
                )}
                {currencies.map((currency) => (
                  <tr key={currency} className="border-b border-border/60" data-currency={currency}>
                    <th scope="row" className="py-1.5 text-start font-medium">
                      {currency}
                    </th>
                    {statusGroups.map((group) => {
                      const total = totalOf(group, currency);
                      return (
                        <td key={group} className="py-1.5 ps-4 text-end whitespace-nowrap">
                          {total ? <MoneyText amount={total.total} symbol={currencySymbol(currency)} /> : t('dashboard.summary.none')}
                        </td>
                      );
                    })}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </Card>
        {showRecent && <RecentHawalaCard />}
      </div>
      <Card>
        <h3 className="mb-3 font-medium">{t('dashboard.summary.searchTitle')}</h3>
        <HawalaSearchList card="total" range={range} today={summary?.today} cardCount={summary?.cards.total.count} canCancel={canCancel} />
      </Card>
    </section>
  );
}
