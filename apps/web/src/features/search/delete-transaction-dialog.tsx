import { useTranslation } from 'react-i18next';
import type { Transaction } from '@sarafi/core';
import { errorMessage } from '../../lib/api';
import { useMoneyMutation } from '../../lib/use-money-mutation';
import { ReasonDialog } from '../../components/ui/reason-dialog';
import { notify } from '../../components/ui/toaster';
import { useCurrencyCode } from '../transactions/currency-select';
import { documentAmounts } from './document-amounts';
import { useDoneOrWaiting } from '../approvals/use-waiting-notice';

/** The form the deletion came from, kept with the deleted row (docs/architecture.md, Wire fields). */
const formName = 'Search Transactions';

/** docs/architecture.md, Screens, Search Transactions; States and transitions: a deletion moves the transaction to the deleted list with a reason; Recover brings it back. */
export function DeleteTransactionDialog({ transaction, onClose }: { transaction: Transaction; onClose: () => void }) {
  const { t } = useTranslation();
  const codeOf = useCurrencyCode();
  const doneOrWaiting = useDoneOrWaiting();
  const remove = useMoneyMutation({
    request: (reason: string, send) => send('DELETE', `/api/transactions/${transaction.id}`, { reason, formName }),
    onSuccess: (answer) => {
      doneOrWaiting(answer, t('search.deleted'));
      onClose();
    },
    onError: (failure) => notify.error(errorMessage(failure, t('search.deleteFailed'))),
  });
  return (
    <ReasonDialog
      title={t('search.deleteTitle', { id: transaction.id })}
      description={t('search.deleteText', { amounts: documentAmounts(transaction, codeOf) })}
      label={t('search.reason')}
      requiredMessage={t('search.reasonRequired')}
      maxLength={255}
      confirmLabel={t('common.delete')}
      confirmVariant="confirmDestructive"
      busy={remove.isPending}
      onConfirm={(reason) => remove.mutate(reason)}
      onClose={onClose}
    />
  );
}
