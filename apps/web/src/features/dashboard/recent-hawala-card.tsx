import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ArrowRight, History } from 'lucide-react';
import { currencySymbol, type RecentHawalaItem } from '@sarafi/core';
import { Card } from '../../components/ui/card';
import { cn } from '../../lib/cn';
import { MoneyText } from '../../components/ui/money-text';
import { HawalaStatusBadge } from '../hawala/hawala-status-badge';
import { LoadError } from '../shell/status-pages';
import { dashboardKeys } from './dashboard-queries';

/** docs/architecture.md, Screens, Dashboard: the 5 newest hawalas created in the shop (GET /api/hawala/recent). */
export function RecentHawalaCard({ className }: { className?: string }) {
  const { t } = useTranslation();
  const recent = useQuery<RecentHawalaItem[]>({ queryKey: dashboardKeys.recent });
  const items = recent.data ?? [];
  return (
    <Card className={cn('min-w-0 p-0', className)} data-testid="recent-hawala">
      <h2 className="flex items-center gap-2 border-b border-border px-4 py-3 font-semibold">
        <History className="h-5 w-5 text-primary" aria-hidden />
        {t('dashboard.admin.recent')}
      </h2>
      {recent.isError ? (
        <LoadError error={recent.error} onRetry={() => void recent.refetch()} />
      ) : recent.isPending ? (
        <ul className="divide-y divide-border" aria-hidden>
          {[0, 1, 2, 3, 4].map((n) => (
            <li key={n} className="px-4 py-3">
              <span className="block h-10 animate-pulse rounded bg-muted" />
            </li>
          ))}
        </ul>
      ) : items.length === 0 ? (
        <p className="p-8 text-center text-sm text-muted-foreground">{t('dashboard.admin.noRecent')}</p>
      ) : (
        <ul className="divide-y divide-border" aria-label={t('dashboard.admin.recent')}>
          {items.map((item) => (
            <li key={item.id} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 px-4 py-2 text-sm">
              <div className="min-w-0">
                <p className="font-mono font-semibold">{item.hawalaNumber}</p>
                <p className="flex min-w-0 items-center gap-1 text-muted-foreground">
                  <bdi className="truncate">{item.senderName}</bdi>
                  <ArrowRight className="size-3 shrink-0 rtl:rotate-180" aria-label={t('dashboard.admin.to')} />
                  <bdi className="truncate">{item.receiverName}</bdi>
                </p>
              </div>
              <div className="flex items-center gap-3">
                <MoneyText amount={item.amount} symbol={currencySymbol(item.currency)} className="font-semibold" />
                <HawalaStatusBadge status={item.status} screen="dashboard" />
              </div>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
