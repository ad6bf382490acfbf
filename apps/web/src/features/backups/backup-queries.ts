import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { BackupList, BackupRecord } from '@sarafi/core';
import { ApiError, apiRequest, errorMessage } from '../../lib/api';
import { notify } from '../../components/ui/toaster';
import { dashboardKeys } from '../dashboard/dashboard-queries';
import { saveBlob } from '../../lib/download';

export const backupsKey = ['/api/backups'];

/** Fetched afresh each time the screen opens: a scheduled backup may have landed since. */
export function useBackupList() {
  return useQuery<BackupList>({ queryKey: backupsKey, staleTime: 0 });
}

/** The list and the dashboard's backup line both change when a backup is taken or checked. */
function useRefresh() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: backupsKey });
    void queryClient.invalidateQueries({ queryKey: dashboardKeys.health });
  };
}

/** The result of a check, as a toast: a failed verification is an error with the server's reason. */
function useReportVerification() {
  const { t } = useTranslation();
  return (record: BackupRecord, okText: string) => {
    if (record.verification?.ok) notify.success(okText);
    else notify.error(record.verification ? t(`backups.failure.${record.verification.failure ?? 'restoreFailed'}`) : t('backups.unverified'), t('backups.failed'));
  };
}

/** POST /api/backups: writes, verifies and stores a backup; it takes seconds, longer on big books. */
export function useTakeBackup() {
  const { t } = useTranslation();
  const refresh = useRefresh();
  const report = useReportVerification();
  return useMutation({
    mutationFn: () => apiRequest<BackupRecord>('POST', '/api/backups'),
    onSuccess: (record) => report(record, t('backups.taken')),
    onError: (error) => notify.error(errorMessage(error, t('backups.takeFailed'))),
    onSettled: refresh,
  });
}

/** POST /api/backups/{name}/verify: restores the file into a scratch database and compares it with its books. */
export function useVerifyBackup() {
  const { t } = useTranslation();
  const refresh = useRefresh();
  const report = useReportVerification();
  return useMutation({
    mutationFn: (name: string) => apiRequest<BackupRecord>('POST', `/api/backups/${encodeURIComponent(name)}/verify`),
    onSuccess: (record) => report(record, t('backups.verifyOk')),
    onError: (error) => notify.error(errorMessage(error, t('backups.verifyError'))),
    onSettled: refresh,
  });
}

/** GET /api/backups/{name}: the stored file, saved under its own name. */
export function useDownloadBackup() {
  const { t } = useTranslation();
  return useMutation({
    mutationFn: async (name: string) => {
      const response = await fetch(`/api/backups/${encodeURIComponent(name)}`, { credentials: 'include', cache: 'no-store' });
      if (!response.ok) throw new ApiError(response.status, (await response.text()) || response.statusText);
      saveBlob(await response.blob(), name);
    },
    onError: (error) => notify.error(errorMessage(error, t('backups.downloadFailed'))),
  });
}
