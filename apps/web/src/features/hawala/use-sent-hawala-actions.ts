import { useTranslation } from 'react-i18next';
import type { CancelSentHawalaBody, Hawala, MarkHawalaPaidBody } from '@sarafi/core';
import { errorMessage } from '../../lib/api';
import { useMoneyMutation } from '../../lib/use-money-mutation';
import { notify } from '../../components/ui/toaster';

/** Mark paid and cancel of a hawala we sent (a double click or a retry after a lost answer changes it once), and their toasts. */
export function useSentHawalaActions(onDone: () => void) {
  const { t } = useTranslation();
  const paid = useMoneyMutation({
    request: ({ id, body }: { id: number; body: MarkHawalaPaidBody }, send) => send<Hawala>('POST', `/api/hawala/${id}/paid`, body),
    onSuccess: (hawala) => {
      notify.success(t('hawala.outgoing.paidDone'), hawala.hawalaNumber);
      onDone();
    },
    onError: (error) => notify.error(errorMessage(error, t('hawala.outgoing.failed'))),
  });
  const cancel = useMoneyMutation({
    request: ({ id, body }: { id: number; body: CancelSentHawalaBody }, send) => send<Hawala>('POST', `/api/hawala/${id}/cancel`, body),
    onSuccess: (hawala) => {
      notify.success(t('hawala.outgoing.cancelledDone'), hawala.hawalaNumber);
      onDone();
    },
    onError: (error) => notify.error(errorMessage(error, t('hawala.outgoing.failed'))),
  });
  return { paid, cancel, busy: paid.isPending || cancel.isPending };
}
