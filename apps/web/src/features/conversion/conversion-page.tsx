import { useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ArrowLeftRight } from 'lucide-react';
import { convertAmount, crossRate, currencySymbol, formatAmount, normaliseDecimal, toFixedString, type Currency } from '@sarafi/core';
import { Button } from '../../components/ui/button';
import { Card, PageHeader } from '../../components/ui/card';
import { Field, Input, Select } from '../../components/ui/field';

interface Result {
  amount: string;
  from: Currency;
  to: Currency;
  converted: string;
}

/** SPEC §2.11: converted = amount / from-rate * to-rate, computed in decimals, never floats. */
export function ConversionPage() {
  const { t } = useTranslation();
  const { data: currencies = [] } = useQuery<Currency[]>({ queryKey: ['/api/currencies'] });
  const [fromId, setFromId] = useState<number>();
  const [toId, setToId] = useState<number>();
  const [amount, setAmount] = useState('');
  const [error, setError] = useState<string>();
  const [result, setResult] = useState<Result>();
  const from = currencies.find((c) => c.id === (fromId ?? currencies[0]?.id));
  const to = currencies.find((c) => c.id === (toId ?? currencies[1]?.id ?? currencies[0]?.id));

  const convert = (event: FormEvent) => {
    event.preventDefault();
    const value = normaliseDecimal(amount);
    if (!value || !from || !to) return setError(t('conversion.invalidAmount'));
    const converted = convertAmount(value, from.exchangeRate, to.exchangeRate);
    if (!converted) return setError(t('conversion.notAvailable'));
    setError(undefined);
    setResult({ amount: value, from, to, converted: converted.toFixed() });
  };
  const swap = () => {
    setFromId(to?.id);
    setToId(from?.id);
    setResult(undefined);
  };
  const rate = (a?: Currency, b?: Currency) => {
    const r = a && b ? crossRate(a.exchangeRate, b.exchangeRate) : null;
    return r ? toFixedString(r, 4) : t('conversion.notAvailable');
  };

  return (
    <div className="max-w-3xl">
      <PageHeader title={t('conversion.title')} subtitle={t('conversion.subtitle')} />
      <Card>
        <form onSubmit={convert} className="grid gap-4 sm:grid-cols-[1fr_auto_1fr] sm:items-end">
          <Field label={t('conversion.from')}>
            {(props) => (
              <Select {...props} value={from?.id ?? ''} onChange={(e) => (setFromId(Number(e.target.value)), setResult(undefined))}>
                {currencies.map((c) => (
                  <option key={c.id} value={c.id}>
                    {c.code} - {c.name}
                  </option>
                ))}
              </Select>
            )}
          </Field>
          <Button variant="outline" onClick={swap} aria-label={t('conversion.swap')}>
            <ArrowLeftRight className="h-4 w-4" aria-hidden />
            {t('conversion.swap')}
          </Button>
          <Field label={t('conversion.to')}>
            {(props) => (
              <Select {...props} value={to?.id ?? ''} onChange={(e) => (setToId(Number(e.target.value)), setResult(undefined))}>
                {currencies.map((c) => (
                  <option key={c.id} value={c.id}>
                    {c.code} - {c.name}
                  </option>
                ))}
              </Select>
            )}
          </Field>
          <div className="sm:col-span-3">
            <Field label={t('conversion.amount')} error={error}>
              {(props) => <Input {...props} type="number" step="0.01" min="0" inputMode="decimal" value={amount} onChange={(e) => setAmount(e.target.value)} />}
            </Field>
          </div>
          <Button type="submit" className="sm:col-span-3">
            {t('conversion.convert')}
          </Button>
        </form>
      </Card>

      {result && (
        <Card className="mt-4" data-testid="conversion-result">
          <p className="text-sm text-muted-foreground">{t('conversion.result')}</p>
          <p className="text-3xl font-bold" dir="ltr">
            {currencySymbol(result.to.code)} {formatAmount(result.converted)}
          </p>
          <p className="mt-1 text-sm" dir="ltr" data-testid="conversion-line">
            {formatAmount(result.amount)} {result.from.code} = {formatAmount(result.converted)} {result.to.code}
          </p>
        </Card>
      )}

      <Card className="mt-4" data-testid="cross-rates">
        <h2 className="mb-2 font-semibold">{t('conversion.crossRates')}</h2>
        <p dir="ltr">
          1 {from?.code} = {rate(from, to)} {to?.code}
        </p>
        <p dir="ltr">
          1 {to?.code} = {rate(to, from)} {from?.code}
        </p>
      </Card>
    </div>
  );
}
