import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Calculator, EyeOff } from 'lucide-react';
import { cashVariance, type DayCloseCountSheet, type SubmitDayCloseBody } from '@sarafi/core';
import { Button } from '../../components/ui/button';
import { MoneyText } from '../../components/ui/money-text';
import { notify } from '../../components/ui/toaster';
import { errorMessage } from '../../lib/api';
import { cashBody, emptyCount, type TypedCount } from './cash-count';
import { CashCountFields } from './cash-count-fields';
import { FigureLine } from './figure-line';
import { useSubmitDayClose } from './books-queries';
import { VarianceText } from './variance-text';

/**
 * The drawer counted note by note, each currency the cash account holds, with a coins-and-cents box where the notes
 * stop above the cent: Tab walks the boxes in order and the counted total and variance follow every keystroke (core's
 * countedTotal and cashVariance). In a blind count the server sends no expected figure, and none is shown until the
 * count is in. Submit makes a pending close.
 */
export function DayCloseCountForm({ sheet, supersedes }: { sheet: DayCloseCountSheet; supersedes?: SubmitDayCloseBody['supersedes'] }) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState<TypedCount>(emptyCount);
  const submit = useSubmitDayClose();
  const currencies = sheet.currencies.map(({ currencyId, currencyCode, notes, coins }) => ({ currencyId, currencyCode, notes, coins }));
  const expectedOf = (currencyId: number) => sheet.currencies.find((c) => c.currencyId === currencyId)?.expected ?? null;

  const send = (event: FormEvent) => {
    event.preventDefault();
    submit.mutate(
      { date: sheet.date, counts: cashBody(typed, currencies, { everyCurrency: true }), ...(supersedes ? { supersedes } : {}) },
      {
        onSuccess: () => notify.success(t('books.dayClose.submitted')),
        onError: (error) => notify.error(errorMessage(error, t('books.dayClose.submitFailed'))),
      },
    );
  };

  return (
    <form onSubmit={send} className="space-y-4" aria-label={t('books.dayClose.countTitle')}>
      {sheet.currencies.some((c) => c.expected === null) && (
        <p className="flex items-center gap-2 rounded-md border border-border bg-muted px-3 py-2 text-sm" data-testid="blind-count">
          <EyeOff className="h-4 w-4 shrink-0" aria-hidden />
          {t('books.dayClose.blindHint')}
        </p>
      )}
      <CashCountFields
        testId="count"
        currencies={currencies}
        typed={typed}
        onChange={setTyped}
        figures={(currency, counted) => {
          const expected = expectedOf(currency.currencyId);
          return (
            expected !== null && (
              <>
                <FigureLine label={t('books.dayClose.expected')}>
                  <MoneyText amount={expected} symbol={currency.currencyCode} />
                </FigureLine>
                <FigureLine label={t('books.dayClose.varianceLabel')}>
                  <VarianceText variance={cashVariance(expected, counted)} code={currency.currencyCode} />
                </FigureLine>
              </>
            )
          );
        }}
      />
      <div className="flex justify-end">
        <Button type="submit" busy={submit.isPending}>
          <Calculator className="h-4 w-4" aria-hidden />
          {submit.isPending ? t('books.dayClose.submitting') : t('books.dayClose.submit')}
        </Button>
      </div>
    </form>
  );
}
