import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { FilePlus, X } from 'lucide-react';
import { errorMessage } from '../../lib/api';
import { Button } from '../../components/ui/button';
import { Card, PageHeader } from '../../components/ui/card';
import { notify } from '../../components/ui/toaster';
import { useCurrencyCode } from './currency-select';
import { emptyExchange, exchangeBody, type ExchangeDraft } from './drafts';
import { ExchangeFields } from './exchange-fields';
import { errorFor, firstIssue, type FormIssue } from './first-issue';
import { SearchTypeRadio, type SearchType } from './search-type';
import { needsUnitRateConfirm, UnitRateConfirm } from './unit-rate-confirm';
import { usePostTransaction } from './use-post-transaction';
import { ReceiptDialog } from '../receipts/receipt-dialog';

/** SPEC §2.16: the shop buys one currency from an account and sells another to an account, at a rate. */
export function ExchangePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const codeOf = useCurrencyCode();
  const [searchType, setSearchType] = useState<SearchType>('code');
  const [draft, setDraft] = useState<ExchangeDraft>(emptyExchange);
  const [issue, setIssue] = useState<FormIssue | null>(null);
  const [receiptId, setReceiptId] = useState<number | null>(null);
  const [confirmingUnitRate, setConfirmingUnitRate] = useState(false);

  const clear = () => {
    setDraft(emptyExchange);
    setIssue(null);
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
    if (!draft.purchase.account || !draft.selling.account) {
      notify.error(t('transactions.exchange.bothAccounts'));
      setIssue({ field: draft.purchase.account ? 'inAccountId' : 'outAccountId', message: t('transactions.exchange.bothAccounts') });
      return;
    }
    const body = exchangeBody(draft, codeOf, unitRateConfirmed);
    const problem = firstIssue(body);
    setIssue(problem);
    if (problem) return;
    if (!unitRateConfirmed && needsUnitRateConfirm(draft, codeOf)) return setConfirmingUnitRate(true);
    post.mutate(body);
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
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
        className="space-y-4"
      >
        <Card>
          <SearchTypeRadio value={searchType} onChange={setSearchType} />
        </Card>
        <ExchangeFields draft={draft} onChange={setDraft} errorOf={errorFor(issue)} codeOf={codeOf} searchType={searchType} />
        <div className="flex justify-end">
          <Button type="submit" disabled={post.isPending} className="min-w-32">
            {post.isPending ? t('common.saving') : t('common.save')}
          </Button>
        </div>
      </form>
      <UnitRateConfirm draft={draft} codeOf={codeOf} open={confirmingUnitRate} onOpenChange={setConfirmingUnitRate} onConfirm={() => submit(true)} />
      {receiptId !== null && <ReceiptDialog transactionId={receiptId} onClose={() => setReceiptId(null)} />}
    </div>
  );
}
