import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ArrowLeftRight } from 'lucide-react';
import { errorMessage } from '../../lib/api';
import { Button } from '../../components/ui/button';
import { focusFirstField } from '../../components/ui/entry-form';
import { notify } from '../../components/ui/toaster';
import { emptyTransfer, transferBody, type TransferDraft } from './drafts';
import { allIssues } from './first-issue';
import { PostingForm } from './posting-form';
import { reverseTransfer, TransferFields } from './transfer-fields';
import { usePostTransaction } from './use-post-transaction';
import { useShownIssues } from './use-shown-issues';
import { useCreditLimitOverride } from './credit-limit-override';

/** Money from one account to another in one currency. */
export function TransferPage() {
  const { t } = useTranslation();
  const form = useRef<HTMLFormElement>(null);
  const [draft, setDraft] = useState<TransferDraft>(emptyTransfer);
  const issues = useShownIssues(() => allIssues(transferBody(draft)), form);
  const [receiptId, setReceiptId] = useState<number | null>(null);

  const post = usePostTransaction(
    (transaction) => {
      notify.success(t('transactions.transfer.created'));
      clear();
      setReceiptId(transaction.id);
    },
    (error) => notify.error(errorMessage(error, t('transactions.transfer.failed'))),

    clear,
  );
  const overrideCreditLimit = useCreditLimitOverride(post);
  function clear() {
    setDraft(emptyTransfer);
    issues.reset();
    post.reset();
    focusFirstField(form.current);
  }

  const submit = () => {
    post.reset();
    if (issues.check()) post.mutate(transferBody(draft));
  };

  return (
    <PostingForm
      title={t('transactions.transfer.title')}
      subtitle={t('transactions.transfer.subtitle')}
      formRef={form}
      onSubmit={submit}
      saving={post.isPending}
      refusal={post.error ? errorMessage(post.error, t('transactions.transfer.failed')) : undefined}
      onOverrideCreditLimit={overrideCreditLimit}
      onNew={clear}
      actions={
        <Button variant="outline" onClick={() => setDraft(reverseTransfer)}>
          <ArrowLeftRight className="size-4" aria-hidden /> {t('transactions.transfer.reverse')}
        </Button>
      }
      receiptId={receiptId}
      onReceiptClosed={() => setReceiptId(null)}
    >
      <TransferFields draft={draft} onChange={setDraft} errorOf={issues.errorOf} />
    </PostingForm>
  );
}
