import { useState } from 'react';
import { useQueries } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { CASH_ACCOUNT_ID, cashDirectionOf, updateTransactionBody, type Account, type AccountListItem, type ApprovalSubmitted, type DocumentBody, type Transaction } from '@sarafi/core';
import { apiRequest, errorMessage } from '../../lib/api';
import { useMoneyMutation } from '../../lib/use-money-mutation';
import { Button } from '../../components/ui/button';
import { SaveButton } from '../../components/ui/save-button';
import { Dialog } from '../../components/ui/dialog';
import { Field } from '../../components/ui/field';
import { DateInput } from '../../components/ui/date-input';
import { notify } from '../../components/ui/toaster';
import { Spinner } from '../shell/status-pages';
import { accountKey } from '../accounts/account-queries';
import { useCurrencyCode } from '../transactions/currency-select';
import { exchangeBody, transferBody, voucherBody, type ExchangeDraft, type TransferDraft, type VoucherDraft } from '../transactions/drafts';
import { ExchangeFields } from '../transactions/exchange-fields';
import { cashSide, walkInBody, type WalkIn } from '../transactions/walk-in';
import { errorFor, firstIssue, type FormIssue } from '../transactions/first-issue';
import { TransferFields } from '../transactions/transfer-fields';
import { needsUnitRateConfirm, UnitRateConfirm } from '../transactions/unit-rate-confirm';
import { VoucherFields } from '../transactions/voucher-fields';
import { exchangeDraftOf, transferDraftOf, voucherDraftOf } from './drafts-from-transaction';
import { transTypeLabel } from '../../lib/trans-type-label';
import { settlementDraftOf, settlementEditBody, type SettlementDraft } from '../settlements/settlement-draft';
import { SettlementFields } from '../settlements/settlement-fields';
import { ClosedDayNote } from '../books/closed-day-note';
import { useDayClosed } from '../books/use-closed-day';
import { useDoneOrWaiting } from '../approvals/use-waiting-notice';

interface EditTransactionDialogProps {
  transaction: Transaction;
  onClose: () => void;
}

/** The edit dialog (docs/architecture.md, Screens, Search Transactions): loads the accounts the transaction names, then the form of its type. */
export function EditTransactionDialog({ transaction, onClose }: EditTransactionDialogProps) {
  const { t } = useTranslation();
  const ids = [transaction.outAccountId, transaction.inAccountId].filter((id): id is number => id !== null && id !== CASH_ACCOUNT_ID);
  const accounts = useQueries({ queries: ids.map((id) => ({ queryKey: accountKey(id), queryFn: () => apiRequest<Account>('GET', `/api/accounts/${id}`) })) });
  const loaded = accounts.every((a) => a.isSuccess);
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={t('search.editTitle', { id: transaction.id, type: transTypeLabel(t, transaction.transType) })} wide>
      {loaded ? (
        <EditForm transaction={transaction} accounts={new Map(accounts.map((a) => [a.data!.id, a.data as AccountListItem]))} onClose={onClose} />
      ) : accounts.some((a) => a.isError) ? (
        <p className="text-sm text-destructive">{t('search.accountsFailed')}</p>
      ) : (
        <Spinner />
      )}
    </Dialog>
  );
}

function EditForm({ transaction, accounts, onClose }: EditTransactionDialogProps & { accounts: Map<number, AccountListItem> }) {
  const { t } = useTranslation();
  const codeOf = useCurrencyCode();
  const type = transaction.transType;
  const [voucher, setVoucher] = useState<VoucherDraft>(() => voucherDraftOf(transaction, accounts));
  const [transfer, setTransfer] = useState<TransferDraft>(() => transferDraftOf(transaction, accounts));
  // A walk-in exchange names the shop's cash, which the account loads above leave out: its side is the cash side.
  const [exchange, setExchange] = useState<ExchangeDraft>(() => exchangeDraftOf(transaction, new Map([...accounts, [CASH_ACCOUNT_ID, cashSide(t('transactions.exchange.cash'))]])));
  const [walkIn, setWalkIn] = useState<WalkIn>({
    name: transaction.walkInName ?? '',
    phone: transaction.walkInPhone ?? '',
    idType: (transaction.partyIdType as WalkIn['idType']) ?? '',
    idNumber: transaction.partyIdNumber ?? '',
  });
  const [settlement, setSettlement] = useState<SettlementDraft>(() => settlementDraftOf(transaction, accounts));
  const [date, setDate] = useState(transaction.transDate ?? '');
  // An edit touches the day it was dated and the day it moves to: neither may be closed (docs/architecture.md, The shop's day).
  const dayClosed = useDayClosed();
  const closedDay = [transaction.transDate, date].find((day) => dayClosed(day));
  const [issue, setIssue] = useState<FormIssue | null>(null);
  const [confirmingUnitRate, setConfirmingUnitRate] = useState(false);

  const doneOrWaiting = useDoneOrWaiting();
  const save = useMoneyMutation({
    request: (body: DocumentBody, send) =>
      send<Transaction | ApprovalSubmitted>('PUT', `/api/transactions/${transaction.id}`, { ...body, transDate: date, updatedAt: transaction.updatedAt }),
    onSuccess: (answer) => {
      doneOrWaiting(answer, t('search.updated'));
      onClose();
    },
    onError: (error) => notify.error(errorMessage(error, t('search.updateFailed'))),
  });

  const bodyOf = (unitRateConfirmed: boolean): DocumentBody | FormIssue => {
    if (type === 'Transfer') return transferBody(transfer);
    if (type === 'Settlement') return settlementEditBody(settlement, codeOf);
    if (type === 'Exchange') return { ...exchangeBody(exchange, codeOf, unitRateConfirmed), ...walkInBody(exchange, walkIn) };
    const account = voucher.account;
    if (!account) return { field: 'outAccountId', message: t('search.accountRequired') };
    return voucherBody(type === 'Credit' ? 'Credit' : 'Debit', { ...voucher, account });
  };
  const submit = (unitRateConfirmed = false) => {
    if (closedDay) return;
    const body = bodyOf(unitRateConfirmed);
    const problem = 'message' in body ? body : firstIssue({ ...body, transDate: date, updatedAt: transaction.updatedAt }, updateTransactionBody);
    setIssue(problem);
    if (problem || 'message' in body) return;
    // As on the Exchange screen: an edit to a rate of 1 between two currencies (or a kept one) is confirmed first.
    if (type === 'Exchange' && !unitRateConfirmed && needsUnitRateConfirm(exchange, codeOf)) return setConfirmingUnitRate(true);
    save.mutate(body);
  };

  const errorOf = errorFor(issue);
  return (
    <>
      <form
        noValidate
        className="space-y-4"
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        {type === 'Transfer' ? (
          <TransferFields draft={transfer} onChange={setTransfer} errorOf={errorOf} />
        ) : type === 'Exchange' ? (
          <ExchangeFields draft={exchange} onChange={setExchange} errorOf={errorOf} codeOf={codeOf} walkIn={walkIn} onWalkInChange={setWalkIn} />
        ) : type === 'Settlement' ? (
          <SettlementFields draft={settlement} onChange={setSettlement} errorOf={errorOf} codeOf={codeOf} />
        ) : (
          <VoucherFields
            direction={voucher.account && cashDirectionOf(type === 'Credit' ? 'Credit' : 'Debit', voucher.account.accountType)}
            draft={voucher}
            onChange={setVoucher}
            errorOf={errorOf}
          />
        )}
        <div className="grid gap-4 sm:grid-cols-[14rem_1fr] sm:items-end">
          <Field label={t('search.transactionDate')} error={errorOf('transDate')}>
            {(control) => <DateInput {...control} value={date} onChange={setDate} />}
          </Field>
          <div className="flex justify-end gap-2">
            <Button variant="outline" onClick={onClose}>
              {t('common.cancel')}
            </Button>
            <SaveButton pending={save.isPending} disabled={closedDay !== undefined} />
          </div>
        </div>
        {closedDay && <ClosedDayNote date={closedDay} />}
      </form>
      {type === 'Exchange' && (
        <UnitRateConfirm draft={exchange} codeOf={codeOf} open={confirmingUnitRate} onOpenChange={setConfirmingUnitRate} onConfirm={() => submit(true)} />
      )}
    </>
  );
}
