import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CashDirection } from '@sarafi/core';
import { errorMessage } from '../../lib/api';
import { focusFirstField } from '../../components/ui/entry-form';
import { notify } from '../../components/ui/toaster';
import { emptyVoucher, newVoucherBody, type VoucherDraft, type VoucherKind } from './drafts';
import { allIssues } from './first-issue';
import { PostingForm } from './posting-form';
import { SearchTypeRadio, type SearchType } from './search-type';
import { usePostTransaction } from './use-post-transaction';
import { useShownIssues } from './use-shown-issues';
import { VoucherFields } from './voucher-fields';
import { useCreditLimitOverride } from './credit-limit-override';

/**
 * A customer's reading of the screen's name: a credit is a deposit (cash in), a debit a withdrawal (cash out). It is
 * only where the choice starts: the clerk says the direction, and the form sends the wire form that moves the drawer
 * that way for the account's type (docs/decisions.md 'Cash direction in the shop's words').
 */
const startingDirection: Record<VoucherKind, CashDirection> = { Credit: 'in', Debit: 'out' };

/** The counter's cash vouchers (admins and clerks). After a save the form clears and the receipt opens. */
export function VoucherPage({ kind }: { kind: VoucherKind }) {
  const { t } = useTranslation();
  const k = kind === 'Debit' ? 'debit' : 'credit';
  const form = useRef<HTMLFormElement>(null);
  const [searchType, setSearchType] = useState<SearchType>('code');
  const [draft, setDraft] = useState<VoucherDraft>(emptyVoucher);
  const [direction, setDirection] = useState<CashDirection>(startingDirection[kind]);
  const [receiptId, setReceiptId] = useState<number | null>(null);
  const issues = useShownIssues(() => allIssues(newVoucherBody(direction, draft)), form);

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
    () => {
      setDraft(emptyVoucher);
      issues.reset();
      focusFirstField(form.current);
    },
  );
  const overrideCreditLimit = useCreditLimitOverride(post);

  const submit = () => {
    post.reset();
    // Toasts for what the fields alone do not say.
    if (!draft.account) notify.error(t('transactions.selectAccount'));
    else if (!draft.currencyId) notify.error(t('transactions.currencyNotFound'));
    if (issues.check()) post.mutate(newVoucherBody(direction, draft));
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
      movesCash
      receiptId={receiptId}
      onReceiptClosed={() => setReceiptId(null)}
    >
      <SearchTypeRadio value={searchType} onChange={setSearchType} />
      <VoucherFields direction={direction} onDirectionChange={setDirection} draft={draft} onChange={setDraft} errorOf={issues.errorOf} searchType={searchType} />
    </PostingForm>
  );
}
