import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../lib/api';
import { focusFirstField } from '../../components/ui/entry-form';
import { notify } from '../../components/ui/toaster';
import { emptyVoucher, voucherBody, type VoucherDraft, type VoucherKind } from './drafts';
import { allIssues } from './first-issue';
import { PostingForm } from './posting-form';
import { SearchTypeRadio, type SearchType } from './search-type';
import { usePostTransaction } from './use-post-transaction';
import { useShownIssues } from './use-shown-issues';
import { VoucherFields } from './voucher-fields';
import { useCreditLimitOverride } from './credit-limit-override';

/** The admin's cash vouchers. After a save the form clears and the receipt opens. */
export function VoucherPage({ kind }: { kind: VoucherKind }) {
  const { t } = useTranslation();
  const k = kind === 'Debit' ? 'debit' : 'credit';
  const form = useRef<HTMLFormElement>(null);
  const [searchType, setSearchType] = useState<SearchType>('code');
  const [draft, setDraft] = useState<VoucherDraft>(emptyVoucher);
  const [receiptId, setReceiptId] = useState<number | null>(null);
  const issues = useShownIssues(() => allIssues(voucherBody(kind, draft)), form);

  const post = usePostTransaction(
    (transaction) => {
      notify.success(t(`transactions.${k}.created`));
      setDraft(emptyVoucher);
      issues.reset();
      // The receipt dialog gives focus back to where it was when it opened: the account, for the next customer.
      focusFirstField(form.current);
      setReceiptId(transaction.id);
    },
    (error) => notify.error(errorMessage(error, t(`transactions.${k}.failed`))),
  );
  const overrideCreditLimit = useCreditLimitOverride(post);

  const submit = () => {
    post.reset();
    // Toasts for what the fields alone do not say.
    if (!draft.account) notify.error(t('transactions.selectAccount'));
    else if (!draft.currencyId) notify.error(t('transactions.currencyNotFound'));
    if (issues.check()) post.mutate(voucherBody(kind, draft));
  };

  return (
    <PostingForm
      title={t(`transactions.${k}.title`)}
      subtitle={t(`transactions.${k}.subtitle`)}
      formRef={form}
      onSubmit={submit}
      saving={post.isPending}
      refusal={post.error ? errorMessage(post.error, t(`transactions.${k}.failed`)) : undefined}
      onOverrideCreditLimit={overrideCreditLimit}
      framed
      receiptId={receiptId}
      onReceiptClosed={() => setReceiptId(null)}
    >
      <SearchTypeRadio value={searchType} onChange={setSearchType} />
      <VoucherFields newKind={kind} draft={draft} onChange={setDraft} errorOf={issues.errorOf} searchType={searchType} />
    </PostingForm>
  );
}
