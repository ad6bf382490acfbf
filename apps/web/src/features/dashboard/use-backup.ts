import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../lib/api';
import { notify } from '../../components/ui/toaster';
import { fileNameOf, saveBlob } from '../../lib/download';

/** The name the server gives in Content-Disposition, else database_backup_{YYYY-MM-DD}.sql (docs/architecture.md, HTTP API). */
export function backupFileName(disposition: string | null, now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return fileNameOf(disposition, `database_backup_${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}.sql`);
}

/**
 * GET /api/database/backup (admin): the whole database as SQL, with the toasts (docs/architecture.md, Errors and messages) either way. The failure toast
 * keeps SPEC's fixed words even when the server explains (a 503 when the dump tool is missing); the server logs why.
 */
export function useBackup() {
  const { t } = useTranslation();
  return useMutation({
    mutationFn: async () => {
      const response = await fetch('/api/database/backup', { credentials: 'include', cache: 'no-store' });
      if (!response.ok) throw new ApiError(response.status, (await response.text()) || response.statusText);
      saveBlob(await response.blob(), backupFileName(response.headers.get('Content-Disposition')));
    },
    onSuccess: () => notify.success(t('dashboard.messages.backupTitle'), t('dashboard.messages.backupDone')),
    onError: () => notify.error(t('dashboard.messages.backupFailed'), t('dashboard.messages.backupFailedTitle')),
  });
}
