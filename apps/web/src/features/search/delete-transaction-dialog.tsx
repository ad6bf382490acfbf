import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Transaction } from '@sarafi/core';
import { apiRequest, errorMessage } from '../../lib/api';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { Field, Textarea } from '../../components/ui/field';
import { notify } from '../../components/ui/toaster';
import { useCurrencyCode } from '../transactions/currency-select';
import { newIdempotencyKey } from '../transactions/idempotency-key';
import { documentAmounts } from './document-amounts';

/** The form the deletion came from, kept with the deleted row (SPEC §3). */
const formName = 'Search Transactions';

/** SPEC §2.21/§4: a deletion moves the transaction to the deleted list with a reason; Recover brings it back. */
export function DeleteTransactionDialog({ transaction, onClose }: { transaction: Transaction; onClose: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const codeOf = useCurrencyCode();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  const [key] = useState(newIdempotencyKey);
  const remove = useMutation({
    mutationFn: () => apiRequest('DELETE', `/api/transactions/${transaction.id}`, { reason: reason.trim(), formName }, { 'Idempotency-Key': key }),
    onSuccess: () => {
      notify.success(t('search.deleted'));
      void queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== '/api/auth/me' });
      onClose();
    },
    onError: (failure) => notify.error(errorMessage(failure, t('search.deleteFailed'))),
  });
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={t('search.deleteTitle', { id: transaction.id })} description={t('search.deleteText', { amounts: documentAmounts(transaction, codeOf) })}>
      <form
        noValidate
        className="space-y-4"
        onSubmit={(event) => {
          event.preventDefault();
          if (!reason.trim()) return setError(t('search.reasonRequired'));
          remove.mutate();
        }}
      >
        <Field label={t('search.reason')} error={error}>
          {(control) => (
            <Textarea
              {...control}
              rows={3}
              maxLength={255}
              value={reason}
              onChange={(event) => {
                setReason(event.target.value);
                setError(undefined);
              }}
            />
          )}
        </Field>
        <div className="flex justify-end gap-2">
          <Button variant="outline" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" variant="confirmDestructive" disabled={remove.isPending}>
            {t('common.delete')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
