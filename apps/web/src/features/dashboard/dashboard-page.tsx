import { useState } from 'react';
import { Link } from 'react-router';
import { useIsFetching } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ArrowRight, RefreshCw } from 'lucide-react';
import { can, defaultHawalaSenderCode, type DashboardCardKey, grantsOf } from '@sarafi/core';
import { Button, buttonVariants } from '../../components/ui/button';
import { useCurrentUser } from '../auth/use-current-user';
import { useRefreshAfterHawala } from '../hawala/hawala-queries';
import { cn } from '../../lib/cn';
import { LoadError } from '../shell/status-pages';
import { CashAtShopCard, TotalUsdCard } from './admin-cards';
import { BalancesCard } from './balances-card';
import { DashboardLctrReminder } from '../compliance/lctr/lctr-reminder';
import { DashboardCaseReminder } from '../compliance/cases/case-reminder';
import { CurrencyTotalsButton } from './currency-totals-dialog';
import { DailyChartCard } from './daily-chart-card';
import { FxProfitTodayCard } from './fx-profit-today-card';
import { useDateRange } from './date-range';
import { useDashboardSettings, useHawalaSummary } from './dashboard-queries';
import { HawalaListDialog } from './hawala-list-dialog';
import { HawalasTodayCard } from './hawalas-today-card';
import { RecentHawalaCard } from './recent-hawala-card';
import { SummaryCards } from './summary-cards';
import { SystemHealthMonitor } from './system-health';
import { TimeFrameFilter } from './time-frame-filter';
import { CashBalancesCard } from './user-balances';
import { useDateFormat } from '../../lib/use-date-format';

/**
 * 'Refresh' alone follows every fetch in flight: in the page itself, each of the dozen requests starting or ending
 * would draw the whole dashboard again.
 */
function RefreshButton() {
  const { t } = useTranslation();
  const refresh = useRefreshAfterHawala();
  const fetching = useIsFetching() > 0;
  return (
    <Button variant="outline" onClick={() => void refresh()} disabled={fetching}>
      <RefreshCw className={fetching ? 'h-4 w-4 animate-spin' : 'h-4 w-4'} aria-hidden />
      {/* Both labels share one cell, the idle one invisible, so the button keeps its width and the link beside it stays put. */}
      <span className="grid">
        <span className={cn('[grid-area:1/1]', fetching && 'invisible')}>{t('dashboard.refresh')}</span>
        <span className={cn('[grid-area:1/1]', !fetching && 'invisible')}>{t('dashboard.refreshing')}</span>
      </span>
    </Button>
  );
}

/**
 * docs/architecture.md, Screens, Dashboard: the admin view ('Admin Dashboard') and the regular view ('Currency Portfolio Overview'), laid out so an
 * owner reads it in seconds (docs/decisions.md, Dashboard): the figures of now at the top (cash at the shop, today's hawalas in and
 * out, the partner's USD total), then the chosen period's stages, its chart and the newest hawalas, then the
 * watched balances and the system's health. Every widget shows once; lists and per-currency tables open in dialogs.
 * 'Last updated' is when the server read the figures (docs/architecture.md, Where we differ from the original product), and Refresh reads everything again.
 */
export function DashboardPage() {
  const { t } = useTranslation();
  const format = useDateFormat();
  const { data: user } = useCurrentUser();
  const admin = user ? can(grantsOf(user.permissions), 'dashboard-admin') : false;
  const [range, setRange] = useDateRange();
  const [openCard, setOpenCard] = useState<DashboardCardKey | null>(null);
  const settings = useDashboardSettings();
  const summary = useHawalaSummary(range);
  if (!user) return null;
  const generatedAt = summary.data?.generatedAt;
  return (
    <div data-testid={admin ? 'admin-dashboard' : 'user-dashboard'} className="space-y-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h1 className="text-2xl font-bold">{admin ? t('dashboard.adminTitle') : t('dashboard.userTitle')}</h1>
          <p className="text-sm text-muted-foreground">
            <span>{admin ? t('dashboard.adminSubtitle') : t('dashboard.userSubtitle', { code: settings.data?.partnerAccountCode ?? defaultHawalaSenderCode })}</span>
            {' · '}
            <span data-testid="last-updated">
              {generatedAt ? (
                <time dateTime={generatedAt}>{t('dashboard.lastUpdated', { time: format.dateTime(generatedAt, { seconds: true }) })}</time>
              ) : (
                t('dashboard.lastUpdatedNever')
              )}
            </span>
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <RefreshButton />
          <Link to="/transactions/pass-hawala" className={buttonVariants()}>
            {t('dashboard.viewAllHawala')}
            <ArrowRight className="h-4 w-4 rtl:rotate-180" aria-hidden />
          </Link>
        </div>
      </div>

      <DashboardLctrReminder enabled={can(grantsOf(user.permissions), 'compliance')} />
      <DashboardCaseReminder enabled={can(grantsOf(user.permissions), 'compliance')} />

      <section aria-label={t('dashboard.keyFigures')} className={cn('grid gap-4', admin ? 'lg:grid-cols-3' : 'lg:grid-cols-2')}>
        {admin ? <CashAtShopCard /> : <CashBalancesCard />}
        <HawalasTodayCard summary={summary.data} onOpen={admin ? setOpenCard : undefined} />
        {/* The exchange desk's day sits under the partner's USD total, so the row of key figures stays one row high. */}
        {admin && (
          <div className="grid content-start gap-4">
            <TotalUsdCard range={range} />
            <FxProfitTodayCard />
          </div>
        )}
      </section>

      <section aria-label={t('dashboard.period')} className="space-y-3">
        <TimeFrameFilter range={range} onChange={setRange} count={summary.data?.cards.total.count} action={<CurrencyTotalsButton summary={summary.data} />} />
        {summary.isError && <LoadError error={summary.error} onRetry={() => void summary.refetch()} />}
        <SummaryCards summary={summary.data} onOpen={setOpenCard} />
        <div className="grid gap-4 lg:grid-cols-5">
          <DailyChartCard range={range} className="lg:col-span-3" />
          <RecentHawalaCard className="lg:col-span-2" />
        </div>
      </section>

      <BalancesCard />
      {admin && <SystemHealthMonitor />}

      <HawalaListDialog
        card={openCard}
        range={range}
        today={summary.data?.today}
        cardCount={openCard ? summary.data?.cards[openCard].count : undefined}
        canCancel={admin}
        onClose={() => setOpenCard(null)}
      />
    </div>
  );
}
