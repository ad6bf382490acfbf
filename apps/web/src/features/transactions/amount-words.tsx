import { useTranslation } from 'react-i18next';
import { amountInWords, Money } from '@sarafi/core';
import { Field } from '../../components/ui/field';

/** The read-only 'amount in words' box (SPEC §9 words), blank until there is an amount. */
export function AmountWords({ amount, label }: { amount: string; label?: string }) {
  const { t } = useTranslation();
  const words = new Money(amount).isZero() ? '' : amountInWords(amount);
  return (
    <Field label={label ?? t('transactions.amountInWords')}>
      {(control) => (
        <textarea
          {...control}
          readOnly
          rows={2}
          value={words}
          className="w-full resize-none rounded-md border border-input bg-muted px-3 py-2 text-sm text-card-foreground"
        />
      )}
    </Field>
  );
}
