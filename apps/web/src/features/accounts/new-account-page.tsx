import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Account } from '@sarafi/core';
import { apiRequest, errorMessage } from '../../lib/api';
import { Button } from '../../components/ui/button';
import { Card, PageHeader } from '../../components/ui/card';
import { notify } from '../../components/ui/toaster';
import { AccountForm, type AccountFormValues } from './account-form';
import { accountsKey } from './account-queries';

/** docs/architecture.md, Screens, New Account. The code comes from the server; after a save the form resets and keeps the new code shown. */
export function NewAccountPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [lastCode, setLastCode] = useState<string>();
  const [formKey, setFormKey] = useState(0);
  const create = useMutation({
    mutationFn: (values: AccountFormValues) => apiRequest<Account>('POST', '/api/accounts', values),
    onSuccess: (account) => {
      setLastCode(account.accountCode);
      setFormKey((k) => k + 1);
      notify.success(t('common.success'), t('accounts.created', { code: account.accountCode }));
      void queryClient.invalidateQueries({ queryKey: accountsKey });
    },
    onError: (error) => notify.error(errorMessage(error, t('common.error'))),
  });
  const startOver = () => {
    setLastCode(undefined);
    setFormKey((k) => k + 1);
  };
  return (
    <div>
      <PageHeader title={t('accounts.title')}>
        <Button variant="outline" onClick={() => navigate('/')}>
          {t('accounts.close')}
        </Button>
      </PageHeader>
      <Card>
        <h2 className="mb-4 text-lg font-semibold">{t('accounts.generalDetails')}</h2>
        <AccountForm key={formKey} code={lastCode} pending={create.isPending} failure={create.error} onSubmit={(values) => create.mutate(values)} onNew={startOver} />
      </Card>
    </div>
  );
}
