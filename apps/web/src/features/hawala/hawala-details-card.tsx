import { useTranslation } from 'react-i18next';
import { formatAmount, hawalaCurrencies, isHawalaPartnerAccount, type HawalaCurrency } from '@sarafi/core';
import { Card } from '../../components/ui/card';
import { Field, Input, Select, Textarea } from '../../components/ui/field';
import { AccountCombobox } from '../transactions/account-combobox';
import { AmountInput } from '../transactions/amount-input';
import { RateInput } from '../transactions/rate-input';
import { RateAssist } from '../transactions/rate-assist';
import { convertedOf, type HawalaDraft } from './hawala-draft';

interface HawalaDetailsCardProps {
  draft: HawalaDraft;
  /** The board's mid rate for a pair (core `proposedRate`), proposed whenever the clerk changes a currency. */
  proposeRate: (from: HawalaCurrency, to: HawalaCurrency) => string;
  onChange: (draft: HawalaDraft) => void;
  errorOf: (field: string) => string | undefined;
}

function CurrencyCodeSelect({ label, value, onChange }: { label: string; value: HawalaCurrency; onChange: (code: HawalaCurrency) => void }) {
  return (
    <Field label={label}>
      {(control) => (
        <Select {...control} value={value} onChange={(e) => onChange(e.target.value as HawalaCurrency)}>
          {hawalaCurrencies.map((code) => (
            <option key={code} value={code}>
              {code}
            </option>
          ))}
        </Select>
      )}
    </Field>
  );
}

/**
 * The transaction details (docs/architecture.md, Screens, Hawala Transaction). The converted amount is worked out when the clerk leaves the rate or the
 * commission box (docs/architecture.md, Validation) — and the amount box too, so a corrected amount never leaves a stale result behind.
 */
export function HawalaDetailsCard({ draft, proposeRate, onChange, errorOf }: HawalaDetailsCardProps) {
  const { t } = useTranslation();
  const recompute = () => onChange({ ...draft, convertedAmount: convertedOf(draft) });
  // A new pair takes the proposed rate for it: a rate typed for the old pair would be wrong for the new one.
  const withPair = (currency: HawalaCurrency, convertedCurrency: HawalaCurrency) => {
    const next = { ...draft, currency, convertedCurrency, exchangeRate: proposeRate(currency, convertedCurrency) };
    onChange({ ...next, convertedAmount: convertedOf(next) });
  };
  const withRate = (exchangeRate: string) => {
    const next = { ...draft, exchangeRate };
    onChange({ ...next, convertedAmount: convertedOf(next) });
  };
  return (
    <Card className="space-y-4" role="group" aria-label={t('hawala.form.details')}>
      <h2 className="text-lg font-semibold">{t('hawala.form.details')}</h2>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={t('hawala.form.amount')} error={errorOf('amount')}>
          {(control) => <AmountInput {...control} value={draft.amount} onValueChange={(amount) => onChange({ ...draft, amount })} onBlur={recompute} />}
        </Field>
        <CurrencyCodeSelect label={t('hawala.form.sendCurrency')} value={draft.currency} onChange={(currency) => withPair(currency, draft.convertedCurrency)} />
        <div className="space-y-1">
          <Field label={t('hawala.form.exchangeRate')} error={errorOf('exchangeRate')} hint={t('hawala.form.rateHint')}>
            {(control) => (
              <RateInput
                {...control}
                value={draft.exchangeRate}
                onChange={(e) => onChange({ ...draft, exchangeRate: e.target.value })}
                onBlur={recompute}
              />
            )}
          </Field>
          <RateAssist screen="hawala" from={draft.currency} to={draft.convertedCurrency} rate={draft.exchangeRate} onUse={withRate} />
        </div>
        <CurrencyCodeSelect
          label={t('hawala.form.receiveCurrency')}
          value={draft.convertedCurrency}
          onChange={(convertedCurrency) => withPair(draft.currency, convertedCurrency)}
        />
        <Field label={t('hawala.form.commission')} error={errorOf('commission')}>
          {(control) => <AmountInput {...control} value={draft.commission} onValueChange={(commission) => onChange({ ...draft, commission })} onBlur={recompute} />}
        </Field>
        <Field label={t('hawala.form.convertedAmount')} error={errorOf('convertedAmount')} hint={t('hawala.form.convertedHint')}>
          {(control) => <Input {...control} readOnly dir="ltr" className="text-end tabular-nums" value={draft.convertedAmount && formatAmount(draft.convertedAmount)} />}
        </Field>
      </div>
      <Field label={t('hawala.form.partner')} error={errorOf('partnerAccountId')} hint={t('hawala.form.partnerHint')}>
        {(control) => (
          <AccountCombobox {...control} value={draft.partner} accept={isHawalaPartnerAccount} emptyText={t('hawala.form.noPartners')} onChange={(partner) => onChange({ ...draft, partner })} />
        )}
      </Field>
      <Field label={t('hawala.form.notes')} error={errorOf('notes')}>
        {(control) => (
          <Textarea
            {...control}
            rows={3}
            value={draft.notes}
            onChange={(e) => onChange({ ...draft, notes: e.target.value })}
          />
        )}
      </Field>
    </Card>
  );
}
