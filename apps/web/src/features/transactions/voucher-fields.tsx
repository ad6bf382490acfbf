import type { Dispatch, SetStateAction } from 'react';
import { useTranslation } from 'react-i18next';
import { amountInputValue, type AccountListItem, type CashDirection } from '@sarafi/core';
import { Field, Input } from '../../components/ui/field';
import { AccountCombobox } from './account-combobox';
import { AccountDocuments } from './account-documents';
import { AmountInput } from './amount-input';
import { AmountWords } from './amount-words';
import { CurrencySelect, useCurrencyCode } from './currency-select';
import { CashDirectionChoice } from './cash-direction-choice';
import { CashPreview } from './cash-preview';
import type { VoucherDraft } from './drafts';
import { NarrativeInput } from './narrative-input';
import type { SearchType } from './search-type';

interface VoucherFieldsProps {
  /** Which way the cash goes: a new voucher's choice, or what a stored voucher does with the account now chosen. */
  direction: CashDirection | null;
  /**
   * A new voucher's: the clerk chooses the direction, and the form previews the balances. An edit has none: its type
   * stays, and the balances already hold the posting being edited.
   */
  onDirectionChange?: (direction: CashDirection) => void;
  draft: VoucherDraft;
  /** A state setter: a pick that lands after a search in flight updates the draft as it is then, not as it was. */
  onChange: Dispatch<SetStateAction<VoucherDraft>>;
  errorOf: (field: string) => string | undefined;
  searchType?: SearchType;
}

/**
 * The voucher form body (docs/architecture.md, Screens, Debit and Credit): account, which way the cash goes, what Save will do,
 * currency (company accounts only), narrative, amount, rate 1, words, documents.
 */
export function VoucherFields({ direction, onDirectionChange, draft, onChange, errorOf, searchType }: VoucherFieldsProps) {
  const { t } = useTranslation();
  const codeOf = useCurrencyCode();
  const { account } = draft;
  const currencyCode = codeOf(draft.currencyId);
  const chooseAccount = (account: AccountListItem | null) => onChange((d) => ({ ...d, account, currencyId: account?.currencyId ?? null }));
  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_18rem]">
      <div className="space-y-4">
        <Field label={t('transactions.account')} error={errorOf('outAccountId') ?? errorOf('inAccountId')}>
          {(control) => <AccountCombobox {...control} value={draft.account} onChange={chooseAccount} searchType={searchType} />}
        </Field>
        <CashDirectionChoice value={direction} onChange={onDirectionChange} />
        {onDirectionChange && direction && <CashPreview direction={direction} account={account} currencyCode={currencyCode} amount={draft.amount} />}
        <div className="grid gap-4 sm:grid-cols-2">
          <CurrencySelect
            value={draft.currencyId}
            onChange={(currencyId) => onChange({ ...draft, currencyId })}
            disabled={draft.account?.accountType !== 'company'}
            error={errorOf('currencyId')}
          />
          <Field label={t('transactions.exchangeRate')}>{(control) => <Input {...control} readOnly tabIndex={-1} value="1" dir="ltr" />}</Field>
        </div>
        <NarrativeInput label={t('transactions.narrative')} value={draft.narrative} onChange={(narrative) => onChange({ ...draft, narrative })} error={errorOf('transDescription')} />
        <Field label={t('transactions.amount')} error={errorOf('dAmount')}>
          {(control) => <AmountInput {...control} value={draft.amount} onValueChange={(amount) => onChange({ ...draft, amount })} />}
        </Field>
        <AmountWords amount={amountInputValue(draft.amount)} />
      </div>
      <AccountDocuments accountId={draft.account?.id ?? null} />
    </div>
  );
}
