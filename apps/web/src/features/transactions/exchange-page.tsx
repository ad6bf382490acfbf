import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { FilePlus, X } from 'lucide-react';
import { errorMessage } from '../../lib/api';
import { Button } from '../../components/ui/button';
import { Card, PageHeader } from '../../components/ui/card';
import { EntryForm, focusFirstField, saveShortcuts } from '../../components/ui/entry-form';
import { notify } from '../../components/ui/toaster';
import { useCurrencyCode } from './currency-select';
import { emptyExchange, exchangeBody, type ExchangeDraft } from './drafts';
import { ExchangeFields } from './exchange-fields';
import { allIssues } from './first-issue';
import { SearchTypeRadio, type SearchType } from './search-type';
import { needsUnitRateConfirm, UnitRateConfirm } from './unit-rate-confirm';
import { usePostTransaction } from './use-post-transaction';
import { useShownIssues } from './use-shown-issues';
import { ReceiptDialog } from '../receipts/receipt-dialog';

/** SPEC §2.16: the shop buys one currency from an account and sells another to an account, at a rate. */
export function ExchangePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const codeOf = useCurrencyCode();
  const [searchType, setSearchType] = useState<SearchType>('code');
  const form = useRef<HTMLFormElement>(null);
  const [draft, setDraft] = useState<ExchangeDraft>(emptyExchange);
  const issues = useShownIssues(() => allIssues(exchangeBody(draft, codeOf)), form);
  const [receiptId, setReceiptId] = useState<number | null>(null);
  const [confirmingUnitRate, setConfirmingUnitRate] = useState(false);

  const clear = () => {
    setDraft(emptyExchange);
    issues.reset();
    focusFirstField(form.current);
  };
  const post = usePostTransaction(
    (transaction) => {
      notify.success(t('transactions.exchange.created'));
      clear();
      setReceiptId(transaction.id);
    },
    (error) => notify.error(errorMessage(error, t('transactions.exchange.failed'))),
  );

  const submit = (unitRateConfirmed = false) => {
    if (!draft.purchase.account || !draft.selling.account) notify.error(t('transactions.exchange.bothAccounts'));
    if (!issues.check()) return;
    if (!unitRateConfirmed && needsUnitRateConfirm(draft, codeOf)) return setConfirmingUnitRate(true);
    post.mutate(exchangeBody(draft, codeOf, unitRateConfirmed));
  };

  return (
    <div>
      <PageHeader title={t('transactions.exchange.title')} subtitle={t('transactions.exchange.subtitle')}>
        <Button variant="outline" onClick={clear}>
          <FilePlus className="size-4" aria-hidden /> {t('transactions.new')}
        </Button>
        <Button variant="outline" onClick={() => navigate('/')}>
          <X className="size-4" aria-hidden /> {t('common.close')}
        </Button>
      </PageHeader>
      <EntryForm formRef={form} onSubmit={submit} className="space-y-4">
        <Card>
          <SearchTypeRadio value={searchType} onChange={setSearchType} />
        </Card>
        <ExchangeFields draft={draft} onChange={setDraft} errorOf={issues.errorOf} codeOf={codeOf} searchType={searchType} />
        <div className="flex justify-end">
          <Button type="submit" disabled={post.isPending} className="min-w-32" aria-keyshortcuts={saveShortcuts}>
            {post.isPending ? t('common.saving') : t('common.save')}
          </Button>
        </div>
      </EntryForm>
      <UnitRateConfirm draft={draft} codeOf={codeOf} open={confirmingUnitRate} onOpenChange={setConfirmingUnitRate} onConfirm={() => submit(true)} />
      {receiptId !== null && <ReceiptDialog transactionId={receiptId} onClose={() => setReceiptId(null)} />}
    </div>
  );
}
