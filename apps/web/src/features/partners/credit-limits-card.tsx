import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { amountInputValue, formatAmount, updateCreditLimitsBody } from '@sarafi/core';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Field } from '../../components/ui/field';
import { notify } from '../../components/ui/toaster';
import { errorMessage } from '../../lib/api';
import { translateMessage } from '../../i18n/server-errors';
import { Spinner } from '../shell/status-pages';
import { AmountInput } from '../transactions/amount-input';
import { useCreditLimits, useSaveCreditLimits } from './partner-queries';

const shown = (limit: string | null) => (limit === null ? '' : formatAmount(limit));

/**
 * An admin's credit limits of one partner, per currency: how much it may owe the shop. Every currency is saved at
 * once; a blank box means no limit. The shared schema checks the boxes first, so a refused one says why under itself.
 */
export function CreditLimitsCard({ partnerId }: { partnerId: number }) {
  const { t } = useTranslation();
  const { data, isLoading } = useCreditLimits(partnerId);
  const save = useSaveCreditLimits(partnerId);
  const [edits, setEdits] = useState<Record<string, string>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const textOf = (currency: string, limit: string | null) => edits[currency] ?? shown(limit);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!data) return;
    const limits = data.limits.map(({ currency, limit }) => {
      const text = textOf(currency, limit).trim();
      return { currency, limit: text ? amountInputValue(text) : null };
    });
    const parsed = updateCreditLimitsBody.safeParse({ limits });
    const found: Record<string, string> = {};
    for (const issue of parsed.error?.issues ?? []) {
      const currency = limits[Number(issue.path[1])]?.currency;
      if (currency && !found[currency]) found[currency] = translateMessage(issue.message);
    }
    setErrors(found);
    if (!parsed.success) return;
    save.mutate(parsed.data, {
      onSuccess: () => {
        setEdits({});
        notify.success(t('partners.limits.saved'));
      },
      onError: (error) => notify.error(errorMessage(error, t('partners.limits.saveFailed'))),
    });
  };

  return (
    <Card className="print:hidden" aria-labelledby="credit-limits-title">
      <h2 id="credit-limits-title" className="font-semibold">
        {t('partners.limits.title')}
      </h2>
      <p className="mb-4 text-sm text-muted-foreground">{t('partners.limits.subtitle')}</p>
      {isLoading || !data ? (
        <Spinner />
      ) : (
        <form onSubmit={submit} noValidate className="space-y-4">
          <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {data.limits.map(({ currency, limit }) => (
              <Field key={currency} label={t('partners.limits.limitOf', { currency })} error={errors[currency]} hint={t('partners.limits.blankHint')}>
                {(control) => (
                  <AmountInput
                    {...control}
                    data-testid={`credit-limit-${currency}`}
                    value={textOf(currency, limit)}
                    onValueChange={(text) => setEdits((current) => ({ ...current, [currency]: text }))}
                  />
                )}
              </Field>
            ))}
          </div>
          <Button type="submit" disabled={save.isPending}>
            {t('partners.limits.save')}
          </Button>
        </form>
      )}
    </Card>
  );
}
