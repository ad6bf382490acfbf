import { useTranslation } from 'react-i18next';
import { ArrowRight } from 'lucide-react';
import { currencySymbol } from '@sarafi/core';
import { Card } from '../../components/ui/card';
import { MoneyText } from '../../components/ui/money-text';
import { LoadError, Spinner } from '../shell/status-pages';
import { HawalaStatusBadge } from './hawala-status-badge';
import { recentShown, useRecentHawala } from './hawala-queries';

/** docs/architecture.md, Screens, Hawala Serial: the newest hawalas and three counters over the loaded items (total, completed, pending). */
export function RecentHawalaList() {
  const { t } = useTranslation();
  const recent = useRecentHawala();
  const items = recent.data ?? [];
  const counters = [
    { key: 'total', value: items.length, className: 'text-slate-900' },
    { key: 'completed', value: items.filter((h) => h.status === 'completed').length, className: 'text-green-700' },
    { key: 'pending', value: items.filter((h) => h.status === 'pending').length, className: 'text-amber-700' },
  ] as const;
  return (
    <div className="space-y-4">
      <div className="grid grid-cols-3 gap-3">
        {counters.map((counter) => (
          <Card key={counter.key} className="text-center" data-testid={`hawala-count-${counter.key}`}>
            <p className={`text-2xl font-bold tabular-nums ${counter.className}`}>{counter.value}</p>
            <p className="text-sm text-muted-foreground">{t(`hawala.serial.${counter.key}`)}</p>
          </Card>
        ))}
      </div>
      <Card className="p-0">
        <div className="border-b border-border p-3">
          <h2 className="font-semibold">{t('hawala.serial.recent')}</h2>
          <p className="text-xs text-muted-foreground">{t('hawala.serial.recentHint', { count: recentShown })}</p>
        </div>
        {recent.isPending ? (
          <Spinner />
        ) : recent.isError ? (
          <LoadError error={recent.error} onRetry={() => void recent.refetch()} />
        ) : items.length === 0 ? (
          <p className="p-8 text-center text-sm text-muted-foreground">{t('hawala.serial.noRecent')}</p>
        ) : (
          <ul className="divide-y divide-border" aria-label={t('hawala.serial.recent')}>
            {items.map((item) => (
              <li key={item.id} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 p-3 text-sm">
                <div className="min-w-0">
                  <p className="font-mono font-semibold">{item.hawalaNumber}</p>
                  <p className="flex min-w-0 items-center gap-1 text-muted-foreground">
                    <bdi className="truncate">{item.senderName}</bdi>
                    <ArrowRight className="size-3 shrink-0 rtl:rotate-180" aria-label={t('hawala.serial.to')} />
                    <bdi className="truncate">{item.receiverName}</bdi>
                  </p>
                </div>
                <div className="flex items-center gap-3">
                  <span className="text-xs font-medium text-muted-foreground">{item.currency}</span>
                  <MoneyText amount={item.amount} symbol={currencySymbol(item.currency)} className="font-semibold" />
                  <HawalaStatusBadge status={item.status} />
                </div>
              </li>
            ))}
          </ul>
        )}
      </Card>
    </div>
  );
}
