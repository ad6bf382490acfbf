import type { Dispatch, SetStateAction } from 'react';
import { useTranslation } from 'react-i18next';
import { CASH_ACCOUNT_ID, amountInputValue, isPartnerAccountType, proposedRateIn, settlementCurrencyIds, type AccountSearchItem } from '@sarafi/core';
import { Card } from '../../components/ui/card';
import { Field, Select } from '../../components/ui/field';
import { MoneyText } from '../../components/ui/money-text';
import { PostingBalances } from '../balances/posting-balances';
import { useCurrencies } from '../currencies/use-currencies';
import { PartnerHoldings } from '../partners/partner-holdings';
import { usePartnerPosition } from '../partners/partner-queries';
import { AccountCombobox } from '../transactions/account-combobox';
import { AmountInput } from '../transactions/amount-input';
import { AmountWords } from '../transactions/amount-words';
import { CurrencySelect } from '../transactions/currency-select';
import { NarrativeInput } from '../transactions/narrative-input';
import { RateAssist } from '../transactions/rate-assist';
import { RateInput } from '../transactions/rate-input';
import { counterAmountOf, counterCurrencyOf, isCross, partnerCurrencyOf, type CounterKind, type SettlementDraft } from './settlement-draft';

const isPartner = (account: AccountSearchItem) => isPartnerAccountType(account.accountType);
const maySettle = (account: AccountSearchItem) => account.accountType === 'bank' || isPartner(account);
/** The drawer as the balance preview reads it: the shop's own multi-currency asset. */
const cashAccount = { id: CASH_ACCOUNT_ID, accountCode: String(CASH_ACCOUNT_ID), accountType: 'business', isSystem: true };

interface SettlementFieldsProps {
  draft: SettlementDraft;
  onChange: Dispatch<SetStateAction<SettlementDraft>>;
  errorOf: (field: string) => string | undefined;
  codeOf: (currencyId: number | null) => string | undefined;
}

/**
 * The partner's side (who, in which of the currencies it holds, which way, how much, with every position and credit limit
 * shown) and the counter side (cash, a bank or another partner, in which currency, at the board's mid rate proposed).
 */
export function SettlementFields({ draft, onChange, errorOf, codeOf }: SettlementFieldsProps) {
  const { t } = useTranslation();
  const { data: board } = useCurrencies();
  const { data: position } = usePartnerPosition(draft.partner?.id ?? null);
  const set = (next: Partial<SettlementDraft>) => onChange((d) => ({ ...d, ...next }));
  // A new pair of currencies takes the rate proposed for it: a rate typed for the old pair would be wrong for the new one.
  const setPair = (next: Partial<SettlementDraft>) =>
    onChange((d) => {
      const changed = { ...d, ...next };
      return { ...changed, rate: proposedRateIn('settlement', board, codeOf(partnerCurrencyOf(changed)), codeOf(counterCurrencyOf(changed)))?.rate ?? '' };
    });
  const received = draft.direction === 'received';
  const partnerCurrency = partnerCurrencyOf(draft);
  const partnerCode = codeOf(partnerCurrency);
  const settleable = draft.partner ? settlementCurrencyIds(draft.partner.currencyId, position?.currencies.map((c) => c.currencyId) ?? []) : [];
  const counterCode = codeOf(counterCurrencyOf(draft));
  const counterAmount = counterAmountOf(draft, codeOf);
  const cross = isCross(draft);
  const counter = draft.counterKind === 'cash' ? cashAccount : draft.counter && { ...draft.counter, isSystem: false };
  const partnerLeg = partnerCode ? { currencyCode: partnerCode, side: received ? ('in' as const) : ('out' as const), amount: amountInputValue(draft.amount) } : null;
  const counterLeg = counterCode && counterAmount ? { currencyCode: counterCode, side: received ? ('out' as const) : ('in' as const), amount: counterAmount } : null;

  return (
    <div className="grid gap-4 lg:grid-cols-2 lg:items-start">
      <Card className="space-y-4" role="group" aria-label={t('settlements.partnerSide')}>
        <h2 className="text-lg font-semibold text-blue-700">{t('settlements.partnerSide')}</h2>
        <Field label={t('settlements.partner')} error={errorOf('partnerAccountId')}>
          {(control) => (
            <AccountCombobox
              {...control}
              value={draft.partner}
              onChange={(partner) => setPair({ partner, partnerCurrencyId: null, cashCurrencyId: null })}
              accept={isPartner}
              emptyText={t('settlements.noPartners')}
            />
          )}
        </Field>
        <PartnerHoldings position={draft.partner ? position : null} currencyId={partnerCurrency} />
        {draft.partner && (
          <Field label={t('settlements.partnerCurrency')} error={errorOf('currencyId')}>
            {(control) => (
              <Select {...control} value={partnerCurrency ?? ''} onChange={(event) => setPair({ partnerCurrencyId: Number(event.target.value), cashCurrencyId: null })}>
                {settleable.map((id) => (
                  <option key={id} value={id}>
                    {codeOf(id) ?? id}
                  </option>
                ))}
              </Select>
            )}
          </Field>
        )}
        <PostingBalances account={draft.partner && { ...draft.partner, isSystem: false }} leg={partnerLeg} legCurrencyOnly />
        <Field label={t('settlements.direction')} error={errorOf('direction')}>
          {(control) => (
            <Select {...control} value={draft.direction} onChange={(event) => set({ direction: event.target.value === 'paid' ? 'paid' : 'received' })}>
              <option value="received">{t('settlements.received')}</option>
              <option value="paid">{t('settlements.paid')}</option>
            </Select>
          )}
        </Field>
        <Field label={partnerCode ? t('settlements.amountIn', { currency: partnerCode }) : t('transactions.amount')} error={errorOf('amount')}>
          {(control) => <AmountInput {...control} value={draft.amount} onValueChange={(amount) => set({ amount })} />}
        </Field>
        <AmountWords amount={amountInputValue(draft.amount)} />
      </Card>
      <Card className="space-y-4" role="group" aria-label={t('settlements.counterSide')}>
        <h2 className="text-lg font-semibold text-green-700">{received ? t('settlements.receivedInto') : t('settlements.paidFrom')}</h2>
        <Field label={t('settlements.counter')} error={draft.counterKind === 'cash' ? errorOf('counterAccountId') : undefined}>
          {(control) => (
            <Select {...control} value={draft.counterKind} onChange={(event) => setPair({ counterKind: event.target.value as CounterKind, counter: null, cashCurrencyId: null })}>
              <option value="cash">{t('settlements.cash')}</option>
              <option value="account">{t('settlements.bankOrPartner')}</option>
            </Select>
          )}
        </Field>
        {draft.counterKind === 'account' && (
          <Field label={t('settlements.counterAccount')} error={errorOf('counterAccountId')}>
            {(control) => (
              <AccountCombobox {...control} value={draft.counter} onChange={(account) => setPair({ counter: account })} accept={maySettle} emptyText={t('settlements.noCounters')} />
            )}
          </Field>
        )}
        <PostingBalances account={counter} leg={counterLeg} title={draft.counterKind === 'cash' ? t('settlements.cash') : undefined} />
        <CurrencySelect
          label={t('settlements.counterCurrency')}
          value={counterCurrencyOf(draft)}
          onChange={(cashCurrencyId) => setPair({ cashCurrencyId })}
          disabled={draft.counterKind === 'account'}
          error={errorOf('counterCurrencyId')}
        />
        {cross && (
          <div className="space-y-1">
            <Field label={t('settlements.rate')} error={errorOf('rate')} hint={`${partnerCode} → ${counterCode}`}>
              {(control) => <RateInput {...control} value={draft.rate} onChange={(event) => set({ rate: event.target.value })} />}
            </Field>
            <RateAssist screen="settlement" from={partnerCode} to={counterCode} rate={draft.rate} onUse={(rate) => set({ rate })} />
          </div>
        )}
        <p className="rounded-md bg-muted/60 px-3 py-2 text-sm" data-testid="settlement-conversion" aria-live="polite">
          {counterAmount && counterCode ? (
            <>
              {t('settlements.counterGets')}{' '}
              <MoneyText amount={counterAmount} symbol={counterCode} className="font-semibold" />
            </>
          ) : (
            <span className="text-muted-foreground">{t('settlements.counterPending')}</span>
          )}
        </p>
      </Card>
      <Card className="lg:col-span-2">
        <NarrativeInput label={t('transactions.narrative')} value={draft.narrative} onChange={(narrative) => set({ narrative })} error={errorOf('narrative')} />
      </Card>
    </div>
  );
}
