import { useState } from 'react';
import { Link } from 'react-router';
import { useIsFetching } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ArrowRight, RefreshCw } from 'lucide-react';
import { can, defaultHawalaSenderCode, type DashboardCardKey } from '@sarafi/core';
import { Button, buttonVariants } from '../../components/ui/button';
import { useCurrentUser } from '../auth/use-current-user';
import { useRefreshAfterHawala } from '../hawala/hawala-queries';
import { cn } from '../../lib/cn';
import { LoadError } from '../shell/status-pages';
import { CashAtShopCard, TotalsByCurrency, TotalUsdCard } from './admin-cards';
import { BalancesCard } from './balances-card';
import { DailyChartCard } from './daily-chart-card';
import { useDateRange } from './date-range';
import { useDashboardSettings, useHawalaSummary } from './dashboard-queries';
import { HawalaListDialog } from './hawala-list-dialog';
import { HawalaSummarySection } from './hawala-summary-section';
import { PartnerBalances } from './partner-balances';
import { RecentHawalaCard } from './recent-hawala-card';
import { SummaryCards } from './summary-cards';
import { SystemHealthMonitor } from './system-health';
import { TimeFrameFilter } from './time-frame-filter';
import { CashBalancesCard } from './user-balances';
import { useDateFormat } from '../../lib/use-date-format';

const userCards: DashboardCardKey[] = ['total', 'pending', 'passed', 'cancelled'];
const adminCards: DashboardCardKey[] = [...userCards, 'today'];

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
 * SPEC §2.4: the admin view ('Admin Dashboard') and the regular view ('Currency Portfolio Overview'). The hawala
 * figures follow the Time Frame Filter; balances are as of now. 'Last updated' is when the server read the
 * figures (DESIGN §6), and Refresh reads everything again.
 */
export function DashboardPage() {
  const { t } = useTranslation();
  const format = useDateFormat();
  const { data: user } = useCurrentUser();
  const admin = user ? can(user.role, 'dashboard-admin') : false;
  const [range, setRange] = useDateRange();
  const [openCard, setOpenCard] = useState<DashboardCardKey | null>(null);
  const settings = useDashboardSettings();
  const summary = useHawalaSummary(range);
  if (!user) return null;
  const generatedAt = summary.data?.generatedAt;
  return (
    <div data-testid={admin ? 'admin-dashboard' : 'user-dashboard'}>
      <div className="mb-6 flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h1 className="text-2xl font-bold">{admin ? t('dashboard.adminTitle') : t('dashboard.userTitle')}</h1>
          <p className="text-sm text-muted-foreground">
            {admin ? t('dashboard.adminSubtitle') : t('dashboard.userSubtitle', { code: settings.data?.partnerAccountCode ?? defaultHawalaSenderCode })}
          </p>
          <p className="mt-1 text-xs text-muted-foreground" data-testid="last-updated">
            {generatedAt ? (
              <time dateTime={generatedAt}>{t('dashboard.lastUpdated', { time: format.dateTime(generatedAt, { seconds: true }) })}</time>
            ) : (
              t('dashboard.lastUpdatedNever')
            )}
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

      <TimeFrameFilter range={range} onChange={setRange} count={summary.data?.cards.total.count} />
      {summary.isError && (
        <div className="mb-6">
          <LoadError error={summary.error} onRetry={() => void summary.refetch()} />
        </div>
      )}
      <SummaryCards cards={admin ? adminCards : userCards} summary={summary.data} onOpen={setOpenCard} />
      <DailyChartCard range={range} />

      {admin && (
        <div className="mb-6 grid gap-4 lg:grid-cols-2">
          <TotalsByCurrency summary={summary.data} />
          <div className="grid gap-4">
            <TotalUsdCard range={range} />
            <CashAtShopCard />
          </div>
        </div>
      )}

      <PartnerBalances settings={settings.data} />
      <BalancesCard />
      {!admin && <CashBalancesCard />}

      {admin && (
        <div className="mb-6">
          <RecentHawalaCard />
        </div>
      )}
      <HawalaSummarySection summary={summary.data} range={range} canCancel={admin} showRecent={!admin} />
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
