import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ArrowLeftRight, FilePlus, X } from 'lucide-react';
import { errorMessage } from '../../lib/api';
import { Button } from '../../components/ui/button';
import { PageHeader } from '../../components/ui/card';
import { notify } from '../../components/ui/toaster';
import { emptyTransfer, transferBody, type TransferDraft } from './drafts';
import { errorFor, firstIssue, type FormIssue } from './first-issue';
import { reverseTransfer, TransferFields } from './transfer-fields';
import { usePostTransaction } from './use-post-transaction';
import { ReceiptDialog } from '../receipts/receipt-dialog';

/** SPEC §2.15: money from one account to another in one currency. */
export function TransferPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [draft, setDraft] = useState<TransferDraft>(emptyTransfer);
  const [issue, setIssue] = useState<FormIssue | null>(null);
  const [receiptId, setReceiptId] = useState<number | null>(null);

  const clear = () => {
    setDraft(emptyTransfer);
    setIssue(null);
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
    const body = transferBody(draft);
    const problem = firstIssue(body);
    setIssue(problem);
    if (!problem) post.mutate(body);
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
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
        className="space-y-4"
      >
        <TransferFields draft={draft} onChange={setDraft} errorOf={errorFor(issue)} />
        <div className="flex justify-end">
          <Button type="submit" disabled={post.isPending} className="min-w-32">
            {post.isPending ? t('common.saving') : t('common.save')}
          </Button>
        </div>
      </form>
      {receiptId !== null && <ReceiptDialog transactionId={receiptId} onClose={() => setReceiptId(null)} />}
    </div>
  );
}
