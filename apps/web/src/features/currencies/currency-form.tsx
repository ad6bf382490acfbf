import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { createCurrencyBody, toRate, updateCurrencyBody, type Currency } from '@sarafi/core';
import { Button } from '../../components/ui/button';
import { SaveButton } from '../../components/ui/save-button';
import { Field, Input } from '../../components/ui/field';

/** Edit checks what the server's edit schema checks; the fixed code rides along only to keep one form shape. */
const editCurrencyForm = updateCurrencyBody.extend({ code: z.string() });

type FormInput = z.input<typeof createCurrencyBody>;
export type CurrencyFormOutput = z.output<typeof createCurrencyBody>;

interface CurrencyFormProps {
  /** The currency being edited: its code is shown but fixed. */
  currency?: Currency;
  pending: boolean;
  onSubmit: (values: CurrencyFormOutput) => void;
  onCancel: () => void;
}

/** Rates are typed and sent as decimal strings; the server's own schemas check them, so the messages match. */
export function CurrencyForm({ currency, pending, onSubmit, onCancel }: CurrencyFormProps) {
  const { t } = useTranslation();
  const form = useForm<FormInput, unknown, CurrencyFormOutput>({
    resolver: zodResolver(currency ? editCurrencyForm : createCurrencyBody),
    defaultValues: {
      code: currency?.code ?? '',
      name: currency?.name ?? '',
      symbol: currency?.symbol ?? '',
      rate: currency ? toRate(currency.exchangeRate) : '',
    },
  });
  const errors = form.formState.errors;
  return (
    // A container query: the same form sits full-width when adding and inside a narrow card when editing.
    <div className="@container">
    <form onSubmit={form.handleSubmit(onSubmit)} className="grid gap-3 @lg:grid-cols-2" noValidate>
      <Field label={t('currencies.code')} error={errors.code?.message}>
        {(props) =>
          currency ? (
            <Input {...props} readOnly {...form.register('code')} />
          ) : (
            <Input {...props} maxLength={3} autoComplete="off" className="uppercase" {...form.register('code')} />
          )
        }
      </Field>
      <Field label={t('currencies.name')} error={errors.name?.message}>
        {(props) => <Input {...props} maxLength={100} autoComplete="off" {...form.register('name')} />}
      </Field>
      <Field label={t('currencies.symbol')} error={errors.symbol?.message}>
        {(props) => <Input {...props} maxLength={10} autoComplete="off" {...form.register('symbol')} />}
      </Field>
      <Field label={t('currencies.rate')} hint={t('currencies.rateHint')} error={errors.rate?.message}>
        {(props) => <Input {...props} type="number" step="0.001" min="0" inputMode="decimal" {...form.register('rate')} />}
      </Field>
      <div className="flex gap-2 @lg:col-span-2">
        <SaveButton pending={pending} />
        <Button variant="outline" onClick={onCancel}>
          {t('common.cancel')}
        </Button>
      </div>
    </form>
    </div>
  );
}
