import { useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { isPartnerAccountType } from '@sarafi/core';
import { errorMessage } from '../../lib/api';
import { DateInput } from '../../components/ui/date-input';
import { focusFirstField } from '../../components/ui/entry-form';
import { Field } from '../../components/ui/field';
import { notify } from '../../components/ui/toaster';
import { useAccount } from '../accounts/account-queries';
import { useCurrencyCode } from '../transactions/currency-select';
import { PostingForm } from '../transactions/posting-form';
import { useShownIssues } from '../transactions/use-shown-issues';
import { emptySettlement, settlementBody, settlementIssues, type SettlementDraft } from './settlement-draft';
import { SettlementFields } from './settlement-fields';
import { usePostSettlement } from './use-post-settlement';
import { useCreditLimitOverride } from '../transactions/credit-limit-override';

/** The partner a link opened the screen for (`?partner=<id>`, from the Partners screen), once it is known to be one. */
function usePreselectedPartner(onFound: (partner: NonNullable<SettlementDraft['partner']>) => void) {
  const [params] = useSearchParams();
  const id = Number(params.get('partner'));
  const account = useAccount(Number.isInteger(id) && id > 0 ? id : 0);
  const found = account.data && isPartnerAccountType(account.data.accountType) ? account.data : null;
  const used = useRef<number | null>(null);
  useEffect(() => {
    if (found && used.current !== found.id) {
      used.current = found.id;
      onFound(found);
    }
  }, [found, onFound]);
}

/** docs/decisions.md, Partners and settlements: a partner's balance settled, received from or paid to it, against cash, a bank or another partner. */
export function SettlementPage() {
  const { t } = useTranslation();
  const codeOf = useCurrencyCode();
  const form = useRef<HTMLFormElement>(null);
  const [draft, setDraft] = useState<SettlementDraft>(emptySettlement);
  const issues = useShownIssues(() => settlementIssues(draft), form);
  const [receiptId, setReceiptId] = useState<number | null>(null);
  const preselect = useCallback((partner: NonNullable<SettlementDraft['partner']>) => setDraft((d) => (d.partner ? d : { ...d, partner })), []);
  usePreselectedPartner(preselect);

  const post = usePostSettlement(
    (transaction) => {
      notify.success(t('settlements.created'));
      clear();
      setReceiptId(transaction.id);
    },
    (error) => notify.error(errorMessage(error, t('settlements.failed'))),

    clear,
  );
  const overrideCreditLimit = useCreditLimitOverride(post);
  function clear() {
    setDraft(emptySettlement);
    issues.reset();
    post.reset();
    focusFirstField(form.current);
  }
  const submit = () => {
    post.reset();
    if (issues.check()) post.mutate(settlementBody(draft));
  };

  return (
    <PostingForm
      title={t('settlements.title')}
      subtitle={t('settlements.subtitle')}
      formRef={form}
      onSubmit={submit}
      saving={post.isPending}
      refusal={post.error ? errorMessage(post.error, t('settlements.failed')) : undefined}
      onOverrideCreditLimit={overrideCreditLimit}
      onNew={clear}
      movesCash
      besideSave={
        <div className="w-full sm:w-64">
          <Field label={t('settlements.date')} error={issues.errorOf('transDate')} hint={t('settlements.dateHint')}>
            {(control) => <DateInput {...control} value={draft.transDate} onChange={(transDate) => setDraft((d) => ({ ...d, transDate }))} />}
          </Field>
        </div>
      }
      postingDate={draft.transDate}
      receiptId={receiptId}
      onReceiptClosed={() => setReceiptId(null)}
    >
      <SettlementFields draft={draft} onChange={setDraft} errorOf={issues.errorOf} codeOf={codeOf} />
    </PostingForm>
  );
}
