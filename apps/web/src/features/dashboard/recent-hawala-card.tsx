import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ArrowDownLeft, ArrowRight, ArrowUpRight, History } from 'lucide-react';
import type { HawalaDetail, RecentHawalaItem } from '@sarafi/core';
import { apiRequest } from '../../lib/api';
import { Card } from '../../components/ui/card';
import { cn } from '../../lib/cn';
import { HawalaStatusBadge } from '../hawala/hawala-status-badge';
import { SenderAmount } from '../hawala/sender-amount';
import { LoadError } from '../shell/status-pages';
import { dashboardKeys } from './dashboard-queries';

const shown = 5;

/** One line of the card: a hawala we sent or one imported for us to pay, with what the sender paid in its currency. */
interface RecentLine {
  key: string;
  direction: 'incoming' | 'outgoing';
  number: string;
  sender: string;
  receiver: string;
  amount: string;
  currency: string | null;
  status: string;
  createdAt: string;
}

const sentLine = (h: RecentHawalaItem): RecentLine => ({
  key: `outgoing-${h.id}`,
  direction: 'outgoing',
  number: h.hawalaNumber,
  sender: h.senderName,
  receiver: h.receiverName,
  amount: h.amount,
  currency: h.currency,
  status: h.status,
  createdAt: h.createdAt,
});
const importedLine = (h: HawalaDetail): RecentLine => ({
  key: `incoming-${h.id}`,
  direction: 'incoming',
  number: h.hawalaNo,
  sender: h.senderName ?? '',
  receiver: h.receiverName ?? '',
  amount: h.amount ?? '0',
  currency: h.amountCurrency,
  status: h.hawalaStatus,
  createdAt: h.createdAt,
});

/**
 * docs/architecture.md, Screens, Dashboard: the newest hawalas of the shop, those we sent (GET /api/hawala/recent) and
 * those imported for us to pay (GET /api/hawala-details) together, newest first, each marked incoming or outgoing.
 */
export function RecentHawalaCard({ className }: { className?: string }) {
  const { t } = useTranslation();
  const recent = useQuery<RecentHawalaItem[]>({ queryKey: dashboardKeys.recent });
  const imported = useQuery({
    queryKey: [...dashboardKeys.hawalaDetails, 'recent'],
    queryFn: () => apiRequest<HawalaDetail[]>('GET', `/api/hawala-details?limit=${shown}`),
  });
  const failed = recent.isError ? recent : imported.isError ? imported : null;
  const items = [...(recent.data ?? []).map(sentLine), ...(imported.data ?? []).map(importedLine)]
    .sort((a, b) => (a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : 0))
    .slice(0, shown);
  return (
    <Card className={cn('min-w-0 p-0', className)} data-testid="recent-hawala">
      <h2 className="flex items-center gap-2 border-b border-border px-4 py-3 font-semibold">
        <History className="h-5 w-5 text-primary" aria-hidden />
        {t('dashboard.admin.recent')}
      </h2>
      {failed ? (
        <LoadError error={failed.error} onRetry={() => void failed.refetch()} />
      ) : recent.isPending || imported.isPending ? (
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
          {items.map((item) => {
            const Icon = item.direction === 'incoming' ? ArrowDownLeft : ArrowUpRight;
            return (
              <li key={item.key} data-direction={item.direction} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 px-4 py-2 text-sm">
                <div className="min-w-0">
                  <p className="flex items-center gap-1.5">
                    <Icon className={cn('size-4 shrink-0 rtl:-scale-x-100', item.direction === 'incoming' ? 'text-green-600' : 'text-blue-600')} aria-hidden />
                    <span className="text-xs text-muted-foreground">{t(`dashboard.today.${item.direction}`)}</span>
                    <span className="font-mono font-semibold">{item.number}</span>
                  </p>
                  <p className="flex min-w-0 items-center gap-1 text-muted-foreground">
                    <bdi className="truncate">{item.sender}</bdi>
                    <ArrowRight className="size-3 shrink-0 rtl:rotate-180" aria-label={t('dashboard.admin.to')} />
                    <bdi className="truncate">{item.receiver}</bdi>
                  </p>
                </div>
                <div className="flex items-center gap-3">
                  <SenderAmount amount={item.amount} currency={item.currency} className="font-semibold" />
                  <HawalaStatusBadge status={item.status} screen="dashboard" />
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </Card>
  );
}
