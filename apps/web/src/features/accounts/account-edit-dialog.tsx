import { Dialog } from 'radix-ui';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { X } from 'lucide-react';
import { AccountForm } from './account-form';
import { useAccount } from './account-queries';
import { useUpdateAccount } from './use-update-account';
import { Spinner } from '../shell/status-pages';

/** SPEC §2.7: the Account Entry dialog of the edit list; it closes after a successful save. */
export function AccountEditDialog({ accountId, onClose }: { accountId: number; onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { data: account, isLoading } = useAccount(accountId);
  const update = useUpdateAccount(accountId, onClose);
  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/40" />
        <Dialog.Content className="fixed inset-x-2 top-4 bottom-4 z-50 mx-auto max-w-4xl overflow-y-auto rounded-lg bg-white p-6 shadow-xl">
          <div className="mb-4 flex items-center justify-between">
            <Dialog.Title className="text-lg font-semibold">{t('accounts.title')}</Dialog.Title>
            <Dialog.Close aria-label={t('common.close')}>
              <X className="h-5 w-5" aria-hidden />
            </Dialog.Close>
          </div>
          <Dialog.Description className="sr-only">{t('accounts.editAccount')}</Dialog.Description>
          {isLoading ? (
            <Spinner label={t('accounts.loading')} />
          ) : !account ? (
            <p className="py-8 text-center text-destructive">{t('accounts.notFoundDialog')}</p>
          ) : (
            <AccountForm account={account} code={account.accountCode} pending={update.isPending} onSubmit={(values) => update.mutate(values)} onNew={() => navigate('/accounts/new')} />
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
