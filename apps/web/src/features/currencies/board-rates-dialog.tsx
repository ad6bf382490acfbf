import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { toRate, updateRatesBody, type Currency, type CurrencyRates, type UpdateRatesBody } from '@sarafi/core';
import { apiRequest, errorMessage } from '../../lib/api';
import { Button } from '../../components/ui/button';
import { SaveButton } from '../../components/ui/save-button';
import { Dialog } from '../../components/ui/dialog';
import { Field } from '../../components/ui/field';
import { notify } from '../../components/ui/toaster';
import { RateInput } from '../transactions/rate-input';
import { rateHistoryKey } from './rate-history-dialog';
import { currenciesKey } from './use-currencies';

interface BoardRatesDialogProps {
  currency: Currency;
  baseCode: string;
  onClose: () => void;
}

/** Admin: a currency's board buy and sell prices. The server's own schema checks them first, so the messages match. */
export function BoardRatesDialog({ currency, baseCode, onClose }: BoardRatesDialogProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const form = useForm<UpdateRatesBody, unknown, z.output<typeof updateRatesBody>>({
    resolver: zodResolver(updateRatesBody),
    defaultValues: { buyRate: toRate(currency.buyRate), sellRate: toRate(currency.sellRate) },
  });
  const errors = form.formState.errors;

  const save = useMutation({
    mutationFn: (body: UpdateRatesBody) => apiRequest<CurrencyRates>('PUT', `/api/currencies/${currency.id}/rates`, body),
    onSuccess: () => {
      notify.success(t('fxDesk.rates.saved', { code: currency.code }));
      // The cards and every Exchange form read the board from the currency list.
      void queryClient.invalidateQueries({ queryKey: currenciesKey });
      void queryClient.invalidateQueries({ queryKey: rateHistoryKey(currency.id) });
      onClose();
    },
    onError: (e) => notify.error(errorMessage(e, t('fxDesk.rates.saveFailed'))),
  });

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('fxDesk.rates.editTitle', { code: currency.code })}
      description={t('fxDesk.rates.editText', { base: baseCode, code: currency.code })}
    >
      <form noValidate className="space-y-4" onSubmit={form.handleSubmit((body) => save.mutate(body))}>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label={t('fxDesk.rates.buyRate')} hint={t('fxDesk.rates.buyHint', { code: currency.code })} error={errors.buyRate?.message}>
            {(control) => <RateInput {...control} autoFocus {...form.register('buyRate')} />}
          </Field>
          <Field label={t('fxDesk.rates.sellRate')} hint={t('fxDesk.rates.sellHint', { code: currency.code })} error={errors.sellRate?.message}>
            {(control) => <RateInput {...control} {...form.register('sellRate')} />}
          </Field>
        </div>
        <div className="flex justify-end gap-2">
          <Button variant="outline" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <SaveButton pending={save.isPending} />
        </div>
      </form>
    </Dialog>
  );
}
