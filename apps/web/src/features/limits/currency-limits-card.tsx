import { useState, type FormEvent, type ComponentProps } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { amountInputValue, formatAmount, type CurrencyLimits, type currencyLimitsBody } from '@sarafi/core';
import type { z } from 'zod';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Field } from '../../components/ui/field';
import { notify } from '../../components/ui/toaster';
import { ApiError, errorMessage } from '../../lib/api';
import { Spinner } from '../shell/status-pages';
import { AmountInput } from '../transactions/amount-input';
import { SettingChangeLines, settingChangesKey } from './setting-changes';
import { limitErrors } from './limit-errors';

type LimitsBody = ReturnType<typeof currencyLimitsBody>;

/** The box's text for a stored limit: grouped, blank for none. */
const shown = (limit: string | null) => (limit === null ? '' : formatAmount(limit));

interface Props {
  /** The card's translation keys: `${keys}.title`, `.subtitle`, `.limitOf`, `.blankHint`, `.save`, `.saved`, `.saveFailed`. */
  keys: 'postingLimits' | 'clerkLimits' | 'partners.limits';
  /** Prefix of each box's test id, followed by the currency code. */
  testId: string;
  className?: string;
  /** Whose recorded changes the card lists under its boxes (admins only). */
  changes: ComponentProps<typeof SettingChangeLines>['filter'];
  data: CurrencyLimits | undefined;
  isLoading: boolean;
  schema: LimitsBody;
  /** The mutation that stores the checked limits. */
  save: {
    isPending: boolean;
    mutate: (body: z.output<LimitsBody>, options: { onSuccess: () => void; onError: (error: unknown) => void }) => void;
  };
}

/**
 * Limits per currency (a posting's, a partner's credit): every currency is saved at once and a blank box means no
 * limit. The shared schema checks the boxes first, so a refused one says why under itself. Below, the last recorded
 * changes: who loosened or tightened which limit, and when.
 */
export function CurrencyLimitsCard({ keys, testId, className, changes, data, isLoading, schema, save }: Props) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  /** What the admin typed, per currency; a box not typed in shows the stored limit. */
  const [edits, setEdits] = useState<Record<string, string>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const textOf = (currency: string, limit: string | null) => edits[currency] ?? shown(limit);
  const titleId = `${testId}s-title`;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!data) return;
    const limits = data.limits.map(({ currency, limit }) => {
      const text = textOf(currency, limit).trim();
      return { currency, limit: text ? amountInputValue(text) : null };
    });
    const parsed = schema.safeParse({ limits });
    setErrors(limitErrors(parsed.error?.issues ?? [], limits));
    if (!parsed.success) return;
    save.mutate(parsed.data, {
      // The boxes show the stored limits again.
      onSuccess: () => {
        setEdits({});
        notify.success(t(`${keys}.saved`));
        void queryClient.invalidateQueries({ queryKey: [settingChangesKey] });
      },
      onError: (error) => {
        // A refused save's field issues go under their boxes, as the schema's do.
        if (error instanceof ApiError) setErrors(limitErrors(error.fieldIssues, limits));
        notify.error(errorMessage(error, t(`${keys}.saveFailed`)));
      },
    });
  };

  return (
    <Card className={className} aria-labelledby={titleId}>
      <h2 id={titleId} className="font-semibold">
        {t(`${keys}.title`)}
      </h2>
      <p className="mb-4 text-sm text-muted-foreground">{t(`${keys}.subtitle`)}</p>
      {isLoading || !data ? (
        <Spinner />
      ) : (
        <form onSubmit={submit} noValidate className="space-y-4">
          <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {data.limits.map(({ currency, limit }) => (
              <Field key={currency} label={t(`${keys}.limitOf`, { currency })} error={errors[currency]} hint={t(`${keys}.blankHint`)}>
                {(control) => (
                  <AmountInput
                    {...control}
                    data-testid={`${testId}-${currency}`}
                    value={textOf(currency, limit)}
                    onValueChange={(text) => setEdits((current) => ({ ...current, [currency]: text }))}
                  />
                )}
              </Field>
            ))}
          </div>
          {/* At the card's end, as every other card of Shop settings saves. */}
          <div className="flex justify-end">
            <Button type="submit" busy={save.isPending}>
              {save.isPending ? t('common.saving') : t(`${keys}.save`)}
            </Button>
          </div>
          <SettingChangeLines filter={changes} testId={`${testId}-changes`} />
        </form>
      )}
    </Card>
  );
}
