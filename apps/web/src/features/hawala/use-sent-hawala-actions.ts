import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { CancelSentHawalaBody, Hawala, MarkHawalaPaidBody } from '@sarafi/core';
import { apiRequest, errorMessage } from '../../lib/api';
import { notify } from '../../components/ui/toaster';
import { newIdempotencyKey } from '../transactions/idempotency-key';
import { useRefreshAfterHawala } from './hawala-queries';

/**
 * Mark paid and cancel of a hawala we sent, each with an Idempotency-Key per confirmation (a double click or a retry
 * after a lost answer changes the hawala once), and their toasts.
 */
export function useSentHawalaActions(onDone: () => void) {
  const { t } = useTranslation();
  const refresh = useRefreshAfterHawala();
  const [key, setKey] = useState(newIdempotencyKey);
  const settled = () => {
    setKey(newIdempotencyKey());
    onDone();
    void refresh();
  };
  const paid = useMutation({
    mutationFn: ({ id, body }: { id: number; body: MarkHawalaPaidBody }) => apiRequest<Hawala>('POST', `/api/hawala/${id}/paid`, body, { 'Idempotency-Key': key }),
    onSuccess: (hawala) => {
      notify.success(t('hawala.outgoing.paidDone'), hawala.hawalaNumber);
      settled();
    },
    onError: (error) => notify.error(errorMessage(error, t('hawala.outgoing.failed'))),
  });
  const cancel = useMutation({
    mutationFn: ({ id, body }: { id: number; body: CancelSentHawalaBody }) => apiRequest<Hawala>('POST', `/api/hawala/${id}/cancel`, body, { 'Idempotency-Key': key }),
    onSuccess: (hawala) => {
      notify.success(t('hawala.outgoing.cancelledDone'), hawala.hawalaNumber);
      settled();
    },
    onError: (error) => notify.error(errorMessage(error, t('hawala.outgoing.failed'))),
  });
  return { paid, cancel, busy: paid.isPending || cancel.isPending };
}
