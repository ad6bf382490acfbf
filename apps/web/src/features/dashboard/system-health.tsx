import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Coins, Database, DatabaseBackup, Download, Loader2, Users } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { cn } from '../../lib/cn';
import { BackupHealthLine } from '../backups/backup-health-line';
import { LoadError } from '../shell/status-pages';
import { useSystemHealth } from './dashboard-queries';
import { AccountDetailsDialog, CurrencyDetailsDialog } from './detail-dialogs';
import { useBackup } from './use-backup';

function Tile({ icon, title, children, onClick, testId }: { icon: ReactNode; title: string; children: ReactNode; onClick?: () => void; testId: string }) {
  const body = (
    <>
      <span className="flex items-center gap-2 text-sm font-medium text-muted-foreground">
        {icon}
        {title}
      </span>
      <span className="mt-1 block">{children}</span>
    </>
  );
  // A column, so a tile's text starts at its top when a taller neighbour (the backup tile) stretches the row.
  const className = 'flex h-full w-full flex-col rounded-md border border-border bg-muted/30 p-3 text-start';
  return onClick ? (
    <button type="button" onClick={onClick} data-testid={testId} className={cn(className, 'transition-colors hover:border-primary hover:bg-blue-50')}>
      {body}
    </button>
  ) : (
    <div data-testid={testId} className={className}>
      {body}
    </div>
  );
}

/** docs/architecture.md, Screens, Dashboard (admin): live database, account and currency figures, and the backup. */
export function SystemHealthMonitor() {
  const { t } = useTranslation();
  const health = useSystemHealth(true);
  const backup = useBackup();
  const [open, setOpen] = useState<'accounts' | 'currencies' | null>(null);
  const data = health.data;
  return (
    <Card data-testid="system-health">
      <h2 className="mb-3 flex items-center gap-2 font-semibold">
        <Database className="h-5 w-5 text-primary" aria-hidden />
        {t('dashboard.health.title')}
      </h2>
      {health.isError ? (
        <LoadError error={health.error} onRetry={() => void health.refetch()} />
      ) : (
        <div className="grid gap-3 sm:grid-cols-2 xl:grid-cols-4">
          <Tile testId="health-database" icon={<Database className="h-4 w-4" aria-hidden />} title={t('dashboard.health.database')}>
            {data ? (
              <>
                <span className={cn('flex items-center gap-2 font-semibold', data.database.connected ? 'text-green-700' : 'text-red-600')}>
                  <span className={cn('h-2.5 w-2.5 rounded-full', data.database.connected ? 'bg-green-500' : 'bg-red-500')} aria-hidden />
                  {data.database.connected ? t('dashboard.health.connected') : t('dashboard.health.disconnected')}
                </span>
                <span className="text-xs text-muted-foreground tabular-nums">
                  {t('dashboard.health.latency', { kind: t(`dashboard.health.${data.database.kind}`), ms: Math.round(data.database.latencyMs) })}
                </span>
              </>
            ) : (
              <span className="block" aria-hidden>
                <span className="block h-6 animate-pulse rounded bg-muted" />
                <span className="block h-4" />
              </span>
            )}
          </Tile>
          <Tile testId="health-accounts" icon={<Users className="h-4 w-4" aria-hidden />} title={t('dashboard.health.accounts')} onClick={() => setOpen('accounts')}>
            <span className="font-semibold">{data ? t('dashboard.health.activeAccounts', { count: data.activeAccounts }) : '–'}</span>
          </Tile>
          <Tile testId="health-currencies" icon={<Coins className="h-4 w-4" aria-hidden />} title={t('dashboard.health.currencies')} onClick={() => setOpen('currencies')}>
            <span className="font-semibold">{data ? t('dashboard.health.supportedCurrencies', { count: data.currencies }) : '–'}</span>
          </Tile>
          <Tile testId="health-backup" icon={<DatabaseBackup className="h-4 w-4" aria-hidden />} title={t('dashboard.health.backup')}>
            <Button size="sm" className="w-full" busy={backup.isPending} onClick={() => backup.mutate()}>
              {backup.isPending ? <Loader2 className="h-4 w-4 animate-spin" aria-hidden /> : <Download className="h-4 w-4" aria-hidden />}
              {backup.isPending ? t('dashboard.health.backingUp') : t('dashboard.health.backupButton')}
            </Button>
            <span className="mt-1 block text-xs text-muted-foreground">{t('dashboard.health.backupHint')}</span>
            {data?.backup && <BackupHealthLine health={data.backup} />}
          </Tile>
        </div>
      )}
      <AccountDetailsDialog open={open === 'accounts'} onClose={() => setOpen(null)} />
      <CurrencyDetailsDialog open={open === 'currencies'} onClose={() => setOpen(null)} />
    </Card>
  );
}
