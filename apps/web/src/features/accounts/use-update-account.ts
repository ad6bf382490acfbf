import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Account } from '@sarafi/core';
import { apiRequest, errorMessage } from '../../lib/api';
import { notify } from '../../components/ui/toaster';
import type { AccountFormValues } from './account-form';
import { accountKey, accountsKey } from './account-queries';

/** PATCH /api/accounts/{id}; refreshes the account and the list (docs/architecture.md, HTTP API). */
export function useUpdateAccount(id: number, onSaved: () => void) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: AccountFormValues) => apiRequest<Account>('PATCH', `/api/accounts/${id}`, values),
    onSuccess: (account) => {
      queryClient.setQueryData(accountKey(id), account);
      void queryClient.invalidateQueries({ queryKey: accountsKey });
      notify.success(t('accounts.updated'));
      onSaved();
    },
    onError: (error) => notify.error(errorMessage(error, t('accounts.updateFailed'))),
  });
}
