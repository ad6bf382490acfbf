import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ShieldCheck, TriangleAlert } from 'lucide-react';
import { backupHealthIsBad, type BackupHealth } from '@sarafi/core';
import { cn } from '../../lib/cn';
import { useDateFormat } from '../../lib/use-date-format';
import { useAgeText } from './use-age-text';
import { useNow } from './use-now';

/** System Health's backup line: the age of the last verified backup, red when overdue or the newest check failed. */
export function BackupHealthLine({ health }: { health: BackupHealth }) {
  const { t } = useTranslation();
  const format = useDateFormat();
  const now = useNow();
  const ageText = useAgeText();
  const bad = backupHealthIsBad(health, now);
  const Icon = bad ? TriangleAlert : ShieldCheck;
  return (
    <span data-testid="health-last-backup" data-state={bad ? 'bad' : 'good'} className={cn('mt-2 block space-y-1 text-xs', bad ? 'font-medium text-red-700' : 'text-muted-foreground')}>
      <span className="flex items-start gap-1">
        <Icon className="mt-px size-3.5 shrink-0" aria-hidden />
        {health.lastVerifiedAt ? (
          <time dateTime={health.lastVerifiedAt} title={format.dateTime(health.lastVerifiedAt)}>
            {t('dashboard.health.lastBackup', { age: ageText(health.lastVerifiedAt, now) })}
          </time>
        ) : (
          <span>{t('dashboard.health.lastBackupNone')}</span>
        )}
      </span>
      {health.lastFailure && <span className="block break-words">{t('dashboard.health.lastBackupFailed', { reason: t(`backups.failure.${health.lastFailure}`) })}</span>}
      <Link to="/backups" className="block text-primary underline underline-offset-2">
        {t('dashboard.health.openBackups')}
      </Link>
    </span>
  );
}
