import { useTranslation } from 'react-i18next';
import { DatabaseBackup, Loader2 } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { PageHeader } from '../../components/ui/card';
import { LoadError, Spinner } from '../shell/status-pages';
import { BackupList } from './backup-list';
import { BackupNotes } from './backup-notes';
import { useBackupList, useDownloadBackup, useTakeBackup, useVerifyBackup } from './backup-queries';

/** docs/decisions.md, Reliability: the stored backups (admin), each verified by restoring it, with download, verify and 'Back up now'. */
export function BackupsPage() {
  const { t } = useTranslation();
  const list = useBackupList();
  const take = useTakeBackup();
  const verify = useVerifyBackup();
  const download = useDownloadBackup();
  return (
    <div className="max-w-6xl space-y-6">
      <PageHeader title={t('backups.title')} subtitle={t('backups.subtitle')}>
        <Button onClick={() => take.mutate()} busy={take.isPending}>
          {take.isPending ? <Loader2 className="size-4 animate-spin" aria-hidden /> : <DatabaseBackup className="size-4" aria-hidden />}
          {take.isPending ? t('backups.backingUp') : t('backups.backUpNow')}
        </Button>
      </PageHeader>
      {/* Present from the start, so screen readers announce the progress line when it appears. */}
      <div role="status" aria-live="polite">
        {take.isPending && (
          <p className="flex items-center gap-2 rounded-md border border-blue-200 bg-blue-50 p-3 text-sm text-blue-900">
            <Loader2 className="size-4 shrink-0 animate-spin" aria-hidden />
            {t('backups.progress')}
          </p>
        )}
      </div>
      <BackupNotes settings={list.data} />
      {list.isPending ? (
        <Spinner />
      ) : list.isError ? (
        <LoadError error={list.error} onRetry={() => void list.refetch()} />
      ) : (
        <BackupList
          backups={list.data.backups}
          verifying={verify.isPending ? verify.variables : undefined}
          downloading={download.isPending ? download.variables : undefined}
          onVerify={(name) => verify.mutate(name)}
          onDownload={(name) => download.mutate(name)}
        />
      )}
    </div>
  );
}
