import { useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { amountInputValue, formatAmount, updatePostingLimitsBody, type PostingLimits } from '@sarafi/core';
import { apiRequest, errorMessage } from '../../lib/api';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Field } from '../../components/ui/field';
import { notify } from '../../components/ui/toaster';
import { Spinner } from '../shell/status-pages';
import { AmountInput } from '../transactions/amount-input';

const limitsKey = ['/api/posting-limits'];

/** The box's text for a stored limit: grouped, blank for none. */
const shown = (limit: string | null) => (limit === null ? '' : formatAmount(limit));

/**
 * The largest amount one posting may carry, per currency (issue 18). Every currency is saved at once; a blank box
 * means no limit. The shared schema checks the boxes first, so a refused one shows its reason under itself.
 */
export function PostingLimitsCard() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { data, isLoading } = useQuery<PostingLimits>({ queryKey: limitsKey });
  /** What the admin typed, per currency; a box not typed in shows the stored limit. */
  const [edits, setEdits] = useState<Record<string, string>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const textOf = (currency: string, limit: string | null) => edits[currency] ?? shown(limit);

  const save = useMutation({
    mutationFn: (body: object) => apiRequest<PostingLimits>('PUT', '/api/posting-limits', body),
    onSuccess: (saved) => {
      queryClient.setQueryData(limitsKey, saved);
      setEdits({});
      notify.success(t('postingLimits.saved'));
    },
    onError: (e) => notify.error(errorMessage(e, t('postingLimits.saveFailed'))),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!data) return;
    const limits = data.limits.map(({ currency, limit }) => {
      const text = textOf(currency, limit).trim();
      return { currency, limit: text ? amountInputValue(text) : null };
    });
    const parsed = updatePostingLimitsBody.safeParse({ limits });
    const found: Record<string, string> = {};
    for (const issue of parsed.error?.issues ?? []) {
      const currency = limits[Number(issue.path[1])]?.currency;
      if (currency && !found[currency]) found[currency] = issue.message;
    }
    setErrors(found);
    if (parsed.success) save.mutate(parsed.data);
  };

  return (
    <Card className="mt-6" aria-labelledby="posting-limits-title">
      <h2 id="posting-limits-title" className="font-semibold">
        {t('postingLimits.title')}
      </h2>
      <p className="mb-4 text-sm text-muted-foreground">{t('postingLimits.subtitle')}</p>
      {isLoading || !data ? (
        <Spinner />
      ) : (
        <form onSubmit={submit} noValidate className="space-y-4">
          <div className="grid gap-4 sm:grid-cols-2">
            {data.limits.map(({ currency, limit }) => (
              <Field key={currency} label={t('postingLimits.limitOf', { currency })} error={errors[currency]} hint={t('postingLimits.blankHint')}>
                {(control) => (
                  <AmountInput
                    {...control}
                    data-testid={`posting-limit-${currency}`}
                    value={textOf(currency, limit)}
                    onValueChange={(text) => setEdits((current) => ({ ...current, [currency]: text }))}
                  />
                )}
              </Field>
            ))}
          </div>
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? t('common.saving') : t('postingLimits.save')}
          </Button>
        </form>
      )}
    </Card>
  );
}
