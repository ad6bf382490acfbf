import type { Dispatch, SetStateAction } from 'react';
import { useTranslation } from 'react-i18next';
import { Money, amountInputValue, formatAmount, type AccountListItem } from '@sarafi/core';
import { Card } from '../../components/ui/card';
import { Field, Input } from '../../components/ui/field';
import { PostingBalances } from '../balances/posting-balances';
import { useCurrencies } from '../currencies/use-currencies';
import { AccountCombobox } from './account-combobox';
import { AmountInput } from './amount-input';
import { RateInput } from './rate-input';
import { AmountWords } from './amount-words';
import { boardRateFor } from './board-deal';
import { BoardMargin } from './board-margin';
import { CurrencySelect } from './currency-select';
import { exchangeSellingAmount, type ExchangeDraft, type ExchangePanel } from './drafts';
import { NarrativeInput } from './narrative-input';
import { RateAssist } from './rate-assist';
import type { SearchType } from './search-type';
import { cashSide, hasCashSide, isCashPanel, type WalkIn } from './walk-in';
import { WalkInFields } from './walk-in-fields';

interface ExchangeFieldsProps {
  draft: ExchangeDraft;
  /** A state setter: a pick that lands after a search in flight updates the draft as it is then, not as it was. */
  onChange: Dispatch<SetStateAction<ExchangeDraft>>;
  errorOf: (field: string) => string | undefined;
  codeOf: (currencyId: number | null) => string | undefined;
  searchType?: SearchType;
  /** The walk-in customer, asked for once a side is the shop's cash. */
  walkIn: WalkIn;
  onWalkInChange: (next: WalkIn) => void;
}

/** The purchase and selling panels (docs/architecture.md, Screens, Exchange) around the rate; the selling amount is always the conversion (docs/architecture.md, Validation). */
export function ExchangeFields({ draft, onChange, errorOf, codeOf, searchType, walkIn, onWalkInChange }: ExchangeFieldsProps) {
  const { t } = useTranslation();
  const sellingValue = exchangeSellingAmount(draft, codeOf);
  const purchaseCode = codeOf(draft.purchase.currencyId);
  const sellingCode = codeOf(draft.selling.currencyId);
  const { data: currencies } = useCurrencies();
  // Once both currencies are known an empty rate box takes the board's rate for the deal's direction (docs/decisions.md, Exchange desk); a
  // rate the clerk typed stays.
  const withProposal = (next: ExchangeDraft): ExchangeDraft =>
    next.rate.trim() ? next : { ...next, rate: boardRateFor(currencies, codeOf(next.purchase.currencyId), codeOf(next.selling.currencyId)) ?? '' };

  const panel = (side: 'purchase' | 'selling') => {
    const isPurchase = side === 'purchase';
    const value = draft[side];
    const currencyCode = codeOf(value.currencyId);
    // The shop buys from the purchase account (out) and sells to the selling account (in), docs/architecture.md, Ledger.
    const leg = currencyCode ? { currencyCode, side: isPurchase ? ('out' as const) : ('in' as const), amount: isPurchase ? amountInputValue(draft.amount) : sellingValue } : null;
    const set = (next: Partial<ExchangePanel>) => onChange((d) => withProposal({ ...d, [side]: { ...d[side], ...next } }));
    const cash = isCashPanel(value);
    return (
      <Card className="space-y-4" role="group" aria-label={t(`transactions.exchange.${side}`)}>
        <h2 className={isPurchase ? 'text-lg font-semibold text-blue-700' : 'text-lg font-semibold text-green-700'}>{t(`transactions.exchange.${side}`)}</h2>
        {/* A walk-in deal names the shop's cash instead of an account; the cash holds every currency (docs/decisions.md, Walk-in exchanges). */}
        <label className="flex w-fit cursor-pointer items-center gap-2 text-sm font-medium">
          <input
            type="checkbox"
            className="size-4"
            checked={cash}
            onChange={(event) => set(event.target.checked ? { account: cashSide(t('transactions.exchange.cash')), currencyId: value.currencyId } : { account: null, currencyId: null })}
          />
          {t('transactions.exchange.cash')}
        </label>
        <Field label={t('transactions.account')} error={errorOf(isPurchase ? 'outAccountId' : 'inAccountId')}>
          {(control) => (
            <AccountCombobox
              {...control}
              value={value.account}
              onChange={(account: AccountListItem | null) => set({ account, currencyId: account?.currencyId ?? null })}
              searchType={searchType}
            />
          )}
        </Field>
        <PostingBalances account={value.account && { ...value.account, isSystem: cash }} leg={leg} legCurrencyOnly={cash} />
        <CurrencySelect
          value={value.currencyId}
          onChange={(currencyId) => set({ currencyId })}
          disabled={value.account?.accountType !== 'company' && !cash}
          error={errorOf(isPurchase ? 'currencyId' : 'cCurrencyId')}
        />
        {isPurchase ? (
          <Field label={t('transactions.amount')} error={errorOf('dAmount')}>
            {(control) => <AmountInput {...control} value={draft.amount} onValueChange={(amount) => onChange({ ...draft, amount })} />}
          </Field>
        ) : (
          // In the one money format, blank until there is a figure: a zero no deal can post is none (docs/decisions.md, Money and
          // amounts, 'A figure that is not there is not 0.00'); the body still sends the plain decimal.
          <Field label={t('transactions.amount')} error={errorOf('cAmount')} hint={t('transactions.exchange.computed')}>
            {(control) => <Input {...control} readOnly tabIndex={-1} dir="ltr" className="text-end tabular-nums" value={new Money(sellingValue).isZero() ? '' : formatAmount(sellingValue)} />}
          </Field>
        )}
        <AmountWords amount={isPurchase ? amountInputValue(draft.amount) : sellingValue} />
        <NarrativeInput label={t('transactions.narrative')} value={value.narrative} onChange={(narrative) => set({ narrative })} />
      </Card>
    );
  };

  return (
    <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_14rem_minmax(0,1fr)] lg:items-start">
      {panel('purchase')}
      <Card className="space-y-2 lg:mt-24">
        <Field label={t('transactions.exchangeRate')} error={errorOf('exRate')} hint={purchaseCode && sellingCode ? `${purchaseCode} → ${sellingCode}` : undefined}>
          {(control) => (
            <RateInput
              {...control}
              value={draft.rate}
              onChange={(event) => onChange({ ...draft, rate: event.target.value })}
            />
          )}
        </Field>
        <RateAssist screen="exchange" from={purchaseCode} to={sellingCode} rate={draft.rate} onUse={(rate) => onChange({ ...draft, rate })} />
        <BoardMargin draft={draft} codeOf={codeOf} />
      </Card>
      {panel('selling')}
      {hasCashSide(draft) && (
        <div className="lg:col-span-3">
          <WalkInFields value={walkIn} onChange={onWalkInChange} errorOf={errorOf} />
        </div>
      )}
    </div>
  );
}
