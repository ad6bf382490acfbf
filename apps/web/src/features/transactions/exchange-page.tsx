import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../lib/api';
import { Card } from '../../components/ui/card';
import { focusFirstField } from '../../components/ui/entry-form';
import { notify } from '../../components/ui/toaster';
import { useCurrencyCode } from './currency-select';
import { emptyExchange, exchangeBody, type ExchangeDraft } from './drafts';
import { ExchangeFields } from './exchange-fields';
import { allIssues } from './first-issue';
import { PostingForm } from './posting-form';
import { SearchTypeRadio, type SearchType } from './search-type';
import { needsUnitRateConfirm, UnitRateConfirm } from './unit-rate-confirm';
import { usePostTransaction } from './use-post-transaction';
import { useShownIssues } from './use-shown-issues';
import { useCreditLimitOverride } from './credit-limit-override';
import { emptyWalkIn, walkInBody, type WalkIn } from './walk-in';

/** The shop buys one currency from an account (or a walk-in paying cash) and sells another to an account (or in cash), at a rate. */
export function ExchangePage() {
  const { t } = useTranslation();
  const codeOf = useCurrencyCode();
  const [searchType, setSearchType] = useState<SearchType>('code');
  const form = useRef<HTMLFormElement>(null);
  const [draft, setDraft] = useState<ExchangeDraft>(emptyExchange);
  const [walkIn, setWalkIn] = useState<WalkIn>(emptyWalkIn);
  const bodyOf = (unitRateConfirmed = false) => ({ ...exchangeBody(draft, codeOf, unitRateConfirmed), ...walkInBody(draft, walkIn) });
  const issues = useShownIssues(() => allIssues(bodyOf()), form);
  const [receiptId, setReceiptId] = useState<number | null>(null);
  const [confirmingUnitRate, setConfirmingUnitRate] = useState(false);

  const post = usePostTransaction(
    (transaction) => {
      notify.success(t('transactions.exchange.created'));
      clear();
      setReceiptId(transaction.id);
    },
    (error) => notify.error(errorMessage(error, t('transactions.exchange.failed'))),

    clear,
  );
  const overrideCreditLimit = useCreditLimitOverride(post);
  function clear() {
    setDraft(emptyExchange);
    setWalkIn(emptyWalkIn);
    issues.reset();
    post.reset();
    focusFirstField(form.current);
  }

  const submit = (unitRateConfirmed = false) => {
    post.reset();
    if (!draft.purchase.account || !draft.selling.account) notify.error(t('transactions.exchange.bothAccounts'));
    if (!issues.check()) return;
    if (!unitRateConfirmed && needsUnitRateConfirm(draft, codeOf)) return setConfirmingUnitRate(true);
    post.mutate(bodyOf(unitRateConfirmed));
  };

  return (
    <PostingForm
      title={t('transactions.exchange.title')}
      subtitle={t('transactions.exchange.subtitle')}
      formRef={form}
      onSubmit={submit}
      saving={post.isPending}
      refusal={post.error ? errorMessage(post.error, t('transactions.exchange.failed')) : undefined}
      onOverrideCreditLimit={overrideCreditLimit}
      onNew={clear}
      movesCash
      receiptId={receiptId}
      onReceiptClosed={() => setReceiptId(null)}
      dialogs={<UnitRateConfirm draft={draft} codeOf={codeOf} open={confirmingUnitRate} onOpenChange={setConfirmingUnitRate} onConfirm={() => submit(true)} />}
    >
      <Card>
        <SearchTypeRadio value={searchType} onChange={setSearchType} />
      </Card>
      <ExchangeFields draft={draft} onChange={setDraft} errorOf={issues.errorOf} codeOf={codeOf} searchType={searchType} walkIn={walkIn} onWalkInChange={setWalkIn} />
    </PostingForm>
  );
}
