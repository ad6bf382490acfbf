import { useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { accountDisplayName } from '@sarafi/core';
import { Card, PageHeader } from '../../components/ui/card';
import { Spinner } from '../shell/status-pages';
import { AccountForm } from './account-form';
import { AccountNotFound } from './account-not-found';
import { useAccount } from './account-queries';
import { useUpdateAccount } from './use-update-account';

/** docs/architecture.md, Screens, Edit Account by id; after a successful save it returns to the edit list. */
export function EditAccountPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const id = Number(useParams().id);
  const { data: account, isLoading } = useAccount(id);
  const update = useUpdateAccount(id, () => navigate('/accounts/edit'));
  if (isLoading) return <Spinner label={t('accounts.loading')} />;
  if (!account) return <AccountNotFound text={t('accounts.notFoundEdit')} />;
  return (
    <div>
      <PageHeader title={t('accounts.editAccount')} subtitle={`${accountDisplayName(account)} · ${account.accountCode}`} />
      <Card>
        <AccountForm account={account} code={account.accountCode} pending={update.isPending} failure={update.error} onSubmit={(values) => update.mutate(values)} onNew={() => navigate('/accounts/new')} />
      </Card>
    </div>
  );
}
