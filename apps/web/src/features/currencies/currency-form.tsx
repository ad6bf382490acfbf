import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { createCurrencyBody, type Currency } from '@sarafi/core';
import { Button } from '../../components/ui/button';
import { Field, Input } from '../../components/ui/field';

type Output = z.output<typeof createCurrencyBody>;

interface CurrencyFormProps {
  /** The currency being edited (its code stays fixed); absent when adding. */
  currency?: Currency;
  pending: boolean;
  onSubmit: (values: Output) => void;
  onCancel: () => void;
}

/** Rates are typed and sent as decimal strings; the shared schema checks them as the server does. */
export function CurrencyForm({ currency, pending, onSubmit, onCancel }: CurrencyFormProps) {
  const { t } = useTranslation();
  // Edit sends the fixed code along; the server's edit schema ignores it.
  const form = useForm<z.input<typeof createCurrencyBody>, unknown, Output>({
    resolver: zodResolver(createCurrencyBody),
    defaultValues: {
      code: currency?.code ?? '',
      name: currency?.name ?? '',
      symbol: currency?.symbol ?? '',
      rate: currency ? currency.exchangeRate.replace(/\.?0+$/, '') : '',
    },
  });
  const errors = form.formState.errors;
  return (
    <form onSubmit={form.handleSubmit(onSubmit)} className="grid gap-3 sm:grid-cols-2" noValidate>
      <Field label={t('currencies.code')} error={errors.code?.message}>
        {(props) => <Input {...props} maxLength={3} readOnly={Boolean(currency)} {...form.register('code')} />}
      </Field>
      <Field label={t('currencies.name')} error={errors.name?.message}>
        {(props) => <Input {...props} {...form.register('name')} />}
      </Field>
      <Field label={t('currencies.symbol')} error={errors.symbol?.message}>
        {(props) => <Input {...props} maxLength={10} {...form.register('symbol')} />}
      </Field>
      <Field label={t('currencies.rate')} error={errors.rate?.message}>
        {(props) => <Input {...props} type="number" step="0.001" min="0" inputMode="decimal" {...form.register('rate')} />}
      </Field>
      <div className="flex gap-2 sm:col-span-2">
        <Button type="submit" disabled={pending}>
          {pending ? t('common.saving') : t('common.save')}
        </Button>
        <Button variant="outline" onClick={onCancel}>
          {t('common.cancel')}
        </Button>
      </div>
    </form>
  );
}
