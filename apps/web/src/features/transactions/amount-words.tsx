import { useTranslation } from 'react-i18next';
import { amountInputPosted, amountInputProblem } from '@sarafi/core';
import { Field } from '../../components/ui/field';
import { amountWords, appLanguage } from '../../i18n/amount-words';

/**
 * The read-only 'amount in words' box (the words in docs/architecture.md, Constants and limits), blank until there is an amount. In Dari or Pashto the box
 * holds that language's words alone, as the receipts do (docs/decisions.md, Amount in words in Dari and Pashto). `amount` is the box's
 * text: words are given only for the amount that will be posted, and text that will be refused (10.005, '0,5')
 * shows the reason instead, never words for a value that is then rounded or misread (docs/decisions.md, Money and amounts).
 */
export function AmountWords({ amount, label }: { amount: string; label?: string }) {
  const { t, i18n } = useTranslation();
  const posted = amountInputPosted(amount);
  const problem = amountInputProblem(amount);
  const { english, local } = posted === null ? { english: '', local: '' } : amountWords(posted, appLanguage(i18n.resolvedLanguage));
  return (
    <Field label={label ?? t('transactions.amountInWords')} error={problem ?? undefined}>
      {(control) => (
        <textarea
          {...control}
          readOnly
          tabIndex={-1}
          rows={2}
          value={local || english}
          className="w-full resize-none rounded-md border border-input bg-muted px-3 py-2 text-sm text-card-foreground"
        />
      )}
    </Field>
  );
}
