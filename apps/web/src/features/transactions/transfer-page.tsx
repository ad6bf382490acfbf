import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ArrowLeftRight, FilePlus, X } from 'lucide-react';
import { errorMessage } from '../../lib/api';
import { Button } from '../../components/ui/button';
import { PageHeader } from '../../components/ui/card';
import { EntryForm, focusFirstField, saveShortcuts } from '../../components/ui/entry-form';
import { notify } from '../../components/ui/toaster';
import { emptyTransfer, transferBody, type TransferDraft } from './drafts';
import { allIssues } from './first-issue';
import { reverseTransfer, TransferFields } from './transfer-fields';
import { usePostTransaction } from './use-post-transaction';
import { useShownIssues } from './use-shown-issues';
import { ReceiptDialog } from '../receipts/receipt-dialog';

/** SPEC §2.15: money from one account to another in one currency. */
export function TransferPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const form = useRef<HTMLFormElement>(null);
  const [draft, setDraft] = useState<TransferDraft>(emptyTransfer);
  const issues = useShownIssues(() => allIssues(transferBody(draft)), form);
  const [receiptId, setReceiptId] = useState<number | null>(null);

  const clear = () => {
    setDraft(emptyTransfer);
    issues.reset();
    focusFirstField(form.current);
  };
  const post = usePostTransaction(
    (transaction) => {
      notify.success(t('transactions.transfer.created'));
      clear();
      setReceiptId(transaction.id);
    },
    (error) => notify.error(errorMessage(error, t('transactions.transfer.failed'))),
  );

  const submit = () => {
    if (issues.check()) post.mutate(transferBody(draft));
  };

  return (
    <div>
      <PageHeader title={t('transactions.transfer.title')} subtitle={t('transactions.transfer.subtitle')}>
        <Button variant="outline" onClick={clear}>
          <FilePlus className="size-4" aria-hidden /> {t('transactions.new')}
        </Button>
        <Button variant="outline" onClick={() => setDraft(reverseTransfer)}>
          <ArrowLeftRight className="size-4" aria-hidden /> {t('transactions.transfer.reverse')}
        </Button>
        <Button variant="outline" onClick={() => navigate('/')}>
          <X className="size-4" aria-hidden /> {t('common.close')}
        </Button>
      </PageHeader>
      <EntryForm formRef={form} onSubmit={submit} className="space-y-4">
        <TransferFields draft={draft} onChange={setDraft} errorOf={issues.errorOf} />
        <div className="flex justify-end">
          <Button type="submit" disabled={post.isPending} className="min-w-32" aria-keyshortcuts={saveShortcuts}>
            {post.isPending ? t('common.saving') : t('common.save')}
          </Button>
        </div>
      </EntryForm>
      {receiptId !== null && <ReceiptDialog transactionId={receiptId} onClose={() => setReceiptId(null)} />}
    </div>
  );
}
