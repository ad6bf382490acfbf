import { useTranslation } from 'react-i18next';
import { CalendarClock, ShieldAlert } from 'lucide-react';
import type { BackupList } from '@sarafi/core';
import { Card } from '../../components/ui/card';

/** When backups are taken and how many are kept, and why the files must be kept like cash. */
export function BackupNotes({ settings }: { settings: Pick<BackupList, 'everyHours' | 'keep'> | undefined }) {
  const { t } = useTranslation();
  return (
    <Card className="space-y-3 text-sm">
      {settings && (
        <p className="flex items-start gap-2" data-testid="backup-schedule">
          <CalendarClock className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden />
          <span>
            {settings.everyHours > 0 ? t('backups.scheduleEvery', { count: settings.everyHours }) : t('backups.scheduleOff')}{' '}
            {t('backups.keep', { count: settings.keep })}
          </span>
        </p>
      )}
      <p className="flex items-start gap-2 rounded-md bg-amber-50 p-3 text-amber-900">
        <ShieldAlert className="mt-0.5 size-4 shrink-0" aria-hidden />
        <span>{t('backups.secret')}</span>
      </p>
    </Card>
  );
}
