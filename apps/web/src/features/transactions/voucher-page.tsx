import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../lib/api';
import { Button } from '../../components/ui/button';
import { Card, PageHeader } from '../../components/ui/card';
import { notify } from '../../components/ui/toaster';
import { ReceiptDialog } from '../receipts/receipt-dialog';
import { emptyVoucher, voucherBody, type VoucherDraft, type VoucherKind } from './drafts';
import { errorFor, firstIssue, type FormIssue } from './first-issue';
import { SearchTypeRadio, type SearchType } from './search-type';
import { usePostTransaction } from './use-post-transaction';
import { VoucherFields } from './voucher-fields';

/** SPEC §2.20: the admin's cash vouchers. After a save the form clears and the receipt opens. */
export function VoucherPage({ kind }: { kind: VoucherKind }) {
  const { t } = useTranslation();
  const k = kind === 'Debit' ? 'debit' : 'credit';
  const [searchType, setSearchType] = useState<SearchType>('code');
  const [draft, setDraft] = useState<VoucherDraft>(emptyVoucher);
  const [issue, setIssue] = useState<FormIssue | null>(null);
  const [receiptId, setReceiptId] = useState<number | null>(null);

  const post = usePostTransaction(
    (transaction) => {
      notify.success(t(`transactions.${k}.created`));
      setDraft(emptyVoucher);
      setIssue(null);
      setReceiptId(transaction.id);
    },
    (error) => notify.error(errorMessage(error, t(`transactions.${k}.failed`))),
  );

  const submit = () => {
    const { account } = draft;
    if (!account) {
      setIssue({ field: 'outAccountId', message: t('transactions.selectAccount') });
      notify.error(t('transactions.selectAccount'));
      return;
    }
    if (!draft.currencyId) {
      notify.error(t('transactions.currencyNotFound'));
      return;
    }
    const body = voucherBody(kind, { ...draft, account });
    const problem = firstIssue(body);
    setIssue(problem);
    if (!problem) post.mutate(body);
  };

  return (
    <div>
      <PageHeader title={t(`transactions.${k}.title`)} subtitle={t(`transactions.${k}.subtitle`)} />
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Card className="space-y-4">
          <SearchTypeRadio value={searchType} onChange={setSearchType} />
          <VoucherFields draft={draft} onChange={setDraft} errorOf={errorFor(issue)} searchType={searchType} />
          <div className="flex justify-end">
            <Button type="submit" className="min-w-32" disabled={post.isPending}>
              {post.isPending ? t('common.saving') : t('common.save')}
            </Button>
          </div>
        </Card>
      </form>
      {receiptId !== null && <ReceiptDialog transactionId={receiptId} onClose={() => setReceiptId(null)} />}
    </div>
  );
}
