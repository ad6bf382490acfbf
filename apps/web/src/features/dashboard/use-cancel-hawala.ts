import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { HawalaDetail, HawalaStatusChangeResponse } from '@sarafi/core';
import { errorMessage } from '../../lib/api';
import { useMoneyMutation } from '../../lib/use-money-mutation';
import { notify } from '../../components/ui/toaster';

/**
 * Cancel from the dashboard list (docs/architecture.md, States and transitions): `cancel` asks first (HawalaChangeConfirm with `asking`, saying what money
 * moves back), `confirm` sends it; then the dashboard's own toasts of the Errors and messages section of docs/architecture.md. Counts, totals, balances and lists all
 * change, so everything is read again.
 */
export function useCancelHawala() {
  const { t } = useTranslation();
  const mutation = useMoneyMutation({
    request: (id: number, send) => send<HawalaStatusChangeResponse>('PUT', `/api/hawala/cancel/${id}`),
    onSuccess: () => notify.success(t('dashboard.list.cancelled'), t('dashboard.list.cancelledText')),
    onError: (error) => notify.error(errorMessage(error, t('dashboard.list.cancelFailed')), t('dashboard.list.cancelFailedTitle')),
  });
  const [asking, setAsking] = useState<HawalaDetail | null>(null);
  return {
    cancel: setAsking,
    asking,
    stopAsking: () => setAsking(null),
    confirm: (row: HawalaDetail) => mutation.mutate(row.id),
    cancellingId: mutation.isPending ? (mutation.variables ?? null) : null,
  };
}
