import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../components/ui/dialog';
import { Spinner } from '../shell/status-pages';
import { AccountForm } from './account-form';
import { useAccount } from './account-queries';
import { useUpdateAccount } from './use-update-account';

/** docs/architecture.md, Screens, Account edit dialog: the Account Entry dialog of the edit list; it closes after a successful save. */
export function AccountEditDialog({ accountId, onClose }: { accountId: number; onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { data: account, isLoading } = useAccount(accountId);
  const update = useUpdateAccount(accountId, onClose);
  return (
    <Dialog open wide onOpenChange={(open) => !open && onClose()} title={t('accounts.title')}>
      {isLoading ? (
        <Spinner label={t('accounts.loading')} />
      ) : !account ? (
        <p className="py-8 text-center text-destructive">{t('accounts.notFoundDialog')}</p>
      ) : (
        <AccountForm account={account} code={account.accountCode} pending={update.isPending} onSubmit={(values) => update.mutate(values)} onNew={() => navigate('/accounts/new')} />
      )}
    </Dialog>
  );
}
