import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { HawalaDetail, HawalaStatusChangeResponse } from '@sarafi/core';
import { apiRequest, errorMessage } from '../../lib/api';
import { notify } from '../../components/ui/toaster';
import { useRefreshAfterHawala } from '../hawala/hawala-queries';

/**
 * Cancel from the dashboard list (SPEC §4): the browser asks first, then the dashboard's own toasts of SPEC §8.
 * Counts, totals, balances and lists all change, so everything is read again.
 */
export function useCancelHawala() {
  const { t } = useTranslation();
  const refresh = useRefreshAfterHawala();
  const mutation = useMutation({
    mutationFn: (id: number) => apiRequest<HawalaStatusChangeResponse>('PUT', `/api/hawala/cancel/${id}`),
    onSuccess: () => {
      notify.success(t('dashboard.list.cancelled'), t('dashboard.list.cancelledText'));
      void refresh();
    },
    onError: (error) => notify.error(errorMessage(error, t('dashboard.list.cancelFailed')), t('dashboard.list.cancelFailedTitle')),
  });
  const cancel = (row: HawalaDetail) => {
    if (window.confirm(t('dashboard.list.cancelConfirm', { number: row.hawalaNo }))) mutation.mutate(row.id);
  };
  return { cancel, cancellingId: mutation.isPending ? (mutation.variables ?? null) : null };
}
