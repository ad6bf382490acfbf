import type { Dispatch, SetStateAction } from 'react';
import { useTranslation } from 'react-i18next';
import { amountInputValue, groupAmountInput, type AccountListItem } from '@sarafi/core';
import { Card } from '../../components/ui/card';
import { Field, Input } from '../../components/ui/field';
import { PostingBalances } from '../balances/posting-balances';
import { AccountCombobox } from './account-combobox';
import { AccountDocuments } from './account-documents';
import { AmountInput } from './amount-input';
import { AmountWords } from './amount-words';
import { CurrencySelect, useCurrencyCode } from './currency-select';
import type { TransferDraft } from './drafts';
import { NarrativeInput } from './narrative-input';

/** docs/architecture.md, States and transitions, Reverse: the accounts and narratives swap sides; the currency follows the new debit account. */
export function reverseTransfer(draft: TransferDraft): TransferDraft {
  return { ...draft, debit: draft.credit, credit: draft.debit, currencyId: draft.credit.account?.currencyId ?? draft.currencyId };
}

interface TransferFieldsProps {
  draft: TransferDraft;
  /** A state setter: a pick that lands after a search in flight updates the draft as it is then, not as it was. */
  onChange: Dispatch<SetStateAction<TransferDraft>>;
  errorOf: (field: string) => string | undefined;
}

/** The debit and credit panels (docs/architecture.md, Screens, Transfer), then currency, rate 1 and the amount in words. */
export function TransferFields({ draft, onChange, errorOf }: TransferFieldsProps) {
  const { t } = useTranslation();
  const currencyCode = useCurrencyCode()(draft.currencyId);
  const amount = amountInputValue(draft.amount);
  const legOf = (side: 'in' | 'out') => (currencyCode ? { currencyCode, side, amount } : null);
  const chooseDebit = (account: AccountListItem | null) =>
    onChange((d) => ({ ...d, debit: { ...d.debit, account }, currencyId: account?.currencyId ?? d.currencyId }));
  // docs/architecture.md, States and transitions: the credit narrative follows the debit narrative while the latter has text.
  const changeDebitNarrative = (narrative: string) =>
    onChange({ ...draft, debit: { ...draft.debit, narrative }, credit: narrative ? { ...draft.credit, narrative } : draft.credit });
  return (
    <div className="space-y-4">
      <div className="grid gap-4 md:grid-cols-2">
        <Card className="space-y-4" role="group" aria-label={t('transactions.transfer.debitSide')}>
          <h2 className="text-lg font-semibold text-red-700">{t('transactions.transfer.debitSide')}</h2>
          <Field label={t('transactions.transfer.debitAccount')} error={errorOf('outAccountId')}>
            {(control) => <AccountCombobox {...control} value={draft.debit.account} onChange={chooseDebit} />}
          </Field>
          <PostingBalances account={draft.debit.account && { ...draft.debit.account, isSystem: false }} leg={legOf('out')} />
          <AccountDocuments accountId={draft.debit.account?.id ?? null} />
          <Field label={t('transactions.amount')} error={errorOf('dAmount')}>
            {(control) => <AmountInput {...control} value={draft.amount} onValueChange={(amount) => onChange({ ...draft, amount })} />}
          </Field>
          <NarrativeInput label={t('transactions.transfer.debitNarrative')} value={draft.debit.narrative} onChange={changeDebitNarrative} error={errorOf('transDescription')} />
        </Card>
        <Card className="space-y-4" role="group" aria-label={t('transactions.transfer.creditSide')}>
          <h2 className="text-lg font-semibold text-green-700">{t('transactions.transfer.creditSide')}</h2>
          <Field label={t('transactions.transfer.creditAccount')} error={errorOf('inAccountId')}>
            {(control) => <AccountCombobox {...control} value={draft.credit.account} onChange={(account) => onChange((d) => ({ ...d, credit: { ...d.credit, account } }))} />}
          </Field>
          <PostingBalances account={draft.credit.account && { ...draft.credit.account, isSystem: false }} leg={legOf('in')} />
          <AccountDocuments accountId={draft.credit.account?.id ?? null} />
          <Field label={t('transactions.amount')}>
            {(control) => <Input {...control} readOnly tabIndex={-1} dir="ltr" className="text-end tabular-nums" value={groupAmountInput(draft.amount)} />}
          </Field>
          <NarrativeInput
            label={t('transactions.transfer.creditNarrative')}
            value={draft.credit.narrative}
            onChange={(narrative) => onChange({ ...draft, credit: { ...draft.credit, narrative } })}
            error={errorOf('cTransDescription')}
          />
        </Card>
      </div>
      <Card className="grid gap-4 md:grid-cols-[1fr_1fr_2fr] md:items-start">
        <CurrencySelect
          value={draft.currencyId}
          onChange={(currencyId) => onChange({ ...draft, currencyId })}
          disabled={draft.debit.account !== null && draft.debit.account.accountType !== 'company'}
          error={errorOf('currencyId')}
        />
        <Field label={t('transactions.exchangeRate')}>{(control) => <Input {...control} readOnly tabIndex={-1} dir="ltr" value="1.00000000" />}</Field>
        <AmountWords amount={amountInputValue(draft.amount)} label={t('transactions.amountDescription')} />
      </Card>
    </div>
  );
}
