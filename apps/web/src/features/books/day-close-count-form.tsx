import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Calculator, EyeOff } from 'lucide-react';
import { cashVariance, countedTotal, formatAmount, Money, type DayCloseCountSheet, type DenominationCount } from '@sarafi/core';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Input } from '../../components/ui/field';
import { MoneyText } from '../../components/ui/money-text';
import { notify } from '../../components/ui/toaster';
import { errorMessage } from '../../lib/api';
import { amountCell, booksTable, formatNote } from './books-format';
import { coinsAmount, coinsText, noteCount } from './count-input';
import { FigureLine } from './figure-line';
import { useSubmitDayClose } from './books-queries';
import { VarianceText } from './variance-text';

/** Counts typed so far: per currency id, per note value, the text in the box. */
type Counts = Record<number, Record<string, string>>;

const countsOf = (typed: Record<string, string> | undefined, notes: string[]): DenominationCount[] =>
  notes.map((value) => ({ value, count: Number(typed?.[value] || 0) }));

/**
 * The drawer counted note by note, each currency the cash account holds, with a coins-and-cents box where the notes
 * stop above the cent: Tab walks the boxes in order and the counted total and variance follow every keystroke (core's
 * countedTotal and cashVariance). In a blind count the server sends no expected figure, and none is shown until the
 * count is in. Submit makes a pending close.
 */
export function DayCloseCountForm({ sheet }: { sheet: DayCloseCountSheet }) {
  const { t } = useTranslation();
  const [counts, setCounts] = useState<Counts>({});
  const [coins, setCoins] = useState<Record<number, string>>({});
  const submit = useSubmitDayClose();
  const type = (currencyId: number, value: string, text: string) =>
    setCounts((all) => ({ ...all, [currencyId]: { ...all[currencyId], [value]: noteCount(text) } }));

  const send = (event: FormEvent) => {
    event.preventDefault();
    const body = {
      date: sheet.date,
      counts: sheet.currencies.map((c) => {
        const loose = new Money(coinsAmount(coins[c.currencyId] ?? ''));
        return {
          currencyId: c.currencyId,
          denominations: countsOf(counts[c.currencyId], c.notes).filter((d) => d.count > 0),
          ...(loose.isZero() ? {} : { coins: loose.toFixed(2) }),
        };
      }),
    };
    submit.mutate(body, {
      onSuccess: () => notify.success(t('books.dayClose.submitted')),
      onError: (error) => notify.error(errorMessage(error, t('books.dayClose.submitFailed'))),
    });
  };

  return (
    <form onSubmit={send} className="space-y-4" aria-label={t('books.dayClose.countTitle')}>
      {sheet.currencies.some((c) => c.expected === null) && (
        <p className="flex items-center gap-2 rounded-md border border-border bg-muted px-3 py-2 text-sm" data-testid="blind-count">
          <EyeOff className="h-4 w-4 shrink-0" aria-hidden />
          {t('books.dayClose.blindHint')}
        </p>
      )}
      <div className="grid gap-4 lg:grid-cols-2">
        {sheet.currencies.map((currency) => {
          const loose = coins[currency.currencyId] ?? '';
          const counted = countedTotal(countsOf(counts[currency.currencyId], currency.notes), coinsAmount(loose));
          return (
            <Card key={currency.currencyId} className="space-y-3 p-0" data-testid={`count-${currency.currencyCode}`}>
              <h2 className="px-4 pt-4 text-lg font-semibold">{currency.currencyCode}</h2>
              <table className={booksTable}>
                <thead className="bg-muted">
                  <tr className="border-y border-border">
                    <th className="text-start">{t('books.dayClose.note')}</th>
                    <th className="text-start">{t('books.dayClose.count')}</th>
                    <th className="text-end">{t('books.dayClose.subtotal')}</th>
                  </tr>
                </thead>
                <tbody>
                  {currency.notes.map((value) => {
                    const typed = counts[currency.currencyId]?.[value] ?? '';
                    return (
                      <tr key={value} className="border-b border-border">
                        <td className="tabular-nums">
                          <bdi dir="ltr">{formatNote(value)}</bdi>
                        </td>
                        <td className="w-32">
                          <Input
                            inputMode="numeric"
                            autoComplete="off"
                            dir="ltr"
                            className="h-9 text-end tabular-nums"
                            aria-label={t('books.dayClose.countOf', { note: formatNote(value), currency: currency.currencyCode })}
                            value={typed}
                            placeholder="0"
                            onChange={(e) => type(currency.currencyId, value, e.target.value)}
                          />
                        </td>
                        <td className={amountCell}>{formatAmount(countedTotal([{ value, count: Number(typed || 0) }]))}</td>
                      </tr>
                    );
                  })}
                  {currency.coins && (
                    <tr className="border-b border-border">
                      <td>{t('books.dayClose.coins')}</td>
                      <td className="w-32">
                        <Input
                          inputMode="decimal"
                          autoComplete="off"
                          dir="ltr"
                          className="h-9 text-end tabular-nums"
                          aria-label={t('books.dayClose.coinsOf', { currency: currency.currencyCode })}
                          value={loose}
                          placeholder="0.00"
                          onChange={(e) => setCoins((all) => ({ ...all, [currency.currencyId]: coinsText(e.target.value) }))}
                        />
                      </td>
                      <td className={amountCell}>{formatAmount(new Money(coinsAmount(loose)).toFixed(2))}</td>
                    </tr>
                  )}
                </tbody>
              </table>
              <dl className="space-y-1 border-t border-border px-4 py-3 text-sm">
                {currency.expected !== null && (
                  <FigureLine label={t('books.dayClose.expected')}>
                    <MoneyText amount={currency.expected} symbol={currency.currencyCode} />
                  </FigureLine>
                )}
                <FigureLine label={t('books.dayClose.counted')}>
                  <span data-testid="counted">
                    <MoneyText amount={counted} symbol={currency.currencyCode} className="font-semibold" />
                  </span>
                </FigureLine>
                {currency.expected !== null && (
                  <FigureLine label={t('books.dayClose.varianceLabel')}>
                    <VarianceText variance={cashVariance(currency.expected, counted)} code={currency.currencyCode} />
                  </FigureLine>
                )}
              </dl>
            </Card>
          );
        })}
      </div>
      <div className="flex justify-end">
        <Button type="submit" disabled={submit.isPending}>
          <Calculator className="h-4 w-4" aria-hidden />
          {submit.isPending ? t('books.dayClose.submitting') : t('books.dayClose.submit')}
        </Button>
      </div>
    </form>
  );
}
