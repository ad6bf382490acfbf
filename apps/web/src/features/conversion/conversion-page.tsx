import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ArrowLeftRight } from 'lucide-react';
import { convertAmount, crossRate, currencySymbol, formatAmount, Money, normaliseDecimal, proposedRate, toFixedString, type Currency } from '@sarafi/core';
import { Button } from '../../components/ui/button';
import { Card, PageHeader } from '../../components/ui/card';
import { Field, Input, Select } from '../../components/ui/field';
import { MoneyText } from '../../components/ui/money-text';
import { useCurrencies } from '../currencies/use-currencies';
import { currencyPair } from '../transactions/rate-assist';
import { LoadError, Spinner } from '../shell/status-pages';

interface Result {
  /** The inputs it was converted from: when any changes (amount, a currency, a rate saved meanwhile) it is gone. */
  inputs: string;
  amount: string;
  from: Currency;
  to: Currency;
  converted: string;
}

/** The chosen currency, or the default one when nothing (or a since-deleted currency) is chosen. */
const pick = (currencies: Currency[], id: number | undefined, fallback: Currency | undefined) =>
  currencies.find((c) => c.id === id) ?? fallback;

function CurrencySelect({ label, currencies, value, onChange }: { label: string; currencies: Currency[]; value?: Currency; onChange: (id: number) => void }) {
  const { t } = useTranslation();
  return (
    <Field label={label}>
      {(props) => (
        <Select {...props} value={value?.id ?? ''} onChange={(e) => onChange(Number(e.target.value))}>
          {currencies.map((c) => (
            <option key={c.id} value={c.id}>
              {t('conversion.option', { code: c.code, name: c.name })}
            </option>
          ))}
        </Select>
      )}
    </Field>
  );
}

/**
 * docs/architecture.md, Screens, Currency Conversion: the amount converted at the board's mid rate (core's one rate rule for the converter,
 * docs/decisions.md, Currencies and rates, 'One rate story') by the conversion Exchange and Hawala use, computed with decimals (core), never
 * with floats; the rate is named by its source under the cross rates.
 */
export function ConversionPage() {
  const { t } = useTranslation();
  const { data: currencies = [], isLoading, error: loadError, refetch } = useCurrencies();
  const [fromId, setFromId] = useState<number>();
  const [toId, setToId] = useState<number>();
  const [amount, setAmount] = useState('');
  const [error, setError] = useState<string>();
  const [conversion, setConversion] = useState<Result>();
  const from = pick(currencies, fromId, currencies[0]);
  const to = pick(currencies, toId, currencies[1] ?? currencies[0]);
  const inputs = JSON.stringify([amount, from, to]);
  const proposal = from && to ? proposedRate('converter', from, to) : null;
  const result = conversion?.inputs === inputs ? conversion : undefined;

  const swap = () => {
    setFromId(to?.id);
    setToId(from?.id);
  };
  const convert = (event: FormEvent) => {
    event.preventDefault();
    if (!from || !to) return;
    if (!amount.trim()) return setError(t('conversion.amountRequired'));
    const value = normaliseDecimal(amount);
    if (!value || new Money(value).lte(0)) return setError(t('conversion.amountInvalid'));
    const converted = convertAmount(value, from, to);
    if (!converted) return setError(t('conversion.rateMissing'));
    setError(undefined);
    setConversion({ inputs, amount: value, from, to, converted: converted.toFixed() });
  };
  const rate = (a: Currency, b: Currency) => {
    const r = crossRate(a, b);
    return r ? toFixedString(r, 4) : t('conversion.notAvailable');
  };

  const body = () => {
    if (isLoading) return <Spinner />;
    if (loadError) return <LoadError error={loadError} onRetry={() => void refetch()} />;
    if (!from || !to) return <Card className="py-10 text-center text-muted-foreground">{t('currencies.empty')}</Card>;
    return (
      <>
        <Card>
          <form onSubmit={convert} className="grid gap-4 sm:grid-cols-[1fr_auto_1fr] sm:items-end" noValidate>
            <CurrencySelect label={t('conversion.from')} currencies={currencies} value={from} onChange={setFromId} />
            <Button variant="outline" onClick={swap}>
              <ArrowLeftRight className="h-4 w-4 rotate-90 sm:rotate-0" aria-hidden />
              {t('conversion.swap')}
            </Button>
            <CurrencySelect label={t('conversion.to')} currencies={currencies} value={to} onChange={setToId} />
            <div className="sm:col-span-3">
              <Field label={t('conversion.amount')} error={error}>
                {(props) => (
                  <Input {...props} type="number" step="0.01" min="0" inputMode="decimal" value={amount} onChange={(e) => setAmount(e.target.value)} />
                )}
              </Field>
            </div>
            <Button type="submit" className="sm:col-span-3">
              {t('conversion.convert')}
            </Button>
          </form>
        </Card>

        {result && (
          <Card className="mt-4" data-testid="conversion-result" aria-live="polite">
            <p className="text-sm text-muted-foreground">{t('conversion.result')}</p>
            <p className="text-3xl font-bold">
              <MoneyText amount={result.converted} symbol={currencySymbol(result.to.code)} />
            </p>
            <p className="mt-1 text-sm" data-testid="conversion-line">
              <bdi dir="ltr">
                {t('conversion.line', { amount: formatAmount(result.amount), from: result.from.code, result: formatAmount(result.converted), to: result.to.code })}
              </bdi>
            </p>
          </Card>
        )}

        <Card className="mt-4" data-testid="cross-rates">
          <h2 className="mb-2 font-semibold">{t('conversion.crossRates')}</h2>
          {/* Left to right in Dari and Pashto too, so '1 USD = 70 AFN' never reads backwards. */}
          <p>
            <bdi dir="ltr">{t('conversion.rateLine', { from: from.code, rate: rate(from, to), to: to.code })}</bdi>
          </p>
          <p>
            <bdi dir="ltr">{t('conversion.rateLine', { from: to.code, rate: rate(to, from), to: from.code })}</bdi>
          </p>
        </Card>
        {proposal && (
          <p className="mt-2 text-sm text-muted-foreground" data-testid="deal-rate">
            {t('conversion.dealRate', { source: t(`rates.source.${proposal.source}`), pair: currencyPair(from.code, to.code), rate: proposal.rate })}
          </p>
        )}
      </>
    );
  };

  return (
    <div className="max-w-3xl">
      <PageHeader title={t('conversion.title')} subtitle={t('conversion.subtitle')} />
      {body()}
    </div>
  );
}
