import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Calculator } from 'lucide-react';
import { cashVariance, countedTotal, denominationsOf, formatAmount, westernDigits, type CashBookCurrency, type DayCloseSettings, type DenominationCount } from '@sarafi/core';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Input } from '../../components/ui/field';
import { MoneyText } from '../../components/ui/money-text';
import { notify } from '../../components/ui/toaster';
import { errorMessage } from '../../lib/api';
import { amountCell, booksTable, formatNote } from './books-format';
import { FigureLine } from './figure-line';
import { useSubmitDayClose } from './books-queries';
import { VarianceText } from './variance-text';

/** Counts typed so far: per currency id, per note value, the text in the box. */
type Counts = Record<number, Record<string, string>>;

/** Whole notes only; Persian and Arabic digits count as their Western ones, anything else is dropped as typed. */
const noteCount = (text: string) => westernDigits(text).replace(/\D/g, '').slice(0, 8);

const countsOf = (typed: Record<string, string> | undefined, notes: string[]): DenominationCount[] =>
  notes.map((value) => ({ value, count: Number(typed?.[value] || 0) }));

/**
 * Where a currency has no notes in the settings yet (one added later), the server counts it in whole units until an
 * admin sets its notes; the form offers the same single row.
 */

/**
 * The drawer counted note by note, each currency the cash account holds: Tab walks the counts in order and the
 * counted total and variance follow every keystroke (core's countedTotal and cashVariance). Submit makes a pending close.
 */
export function DayCloseCountForm({ date, books, settings }: { date: string; books: CashBookCurrency[]; settings: DayCloseSettings }) {
  const { t } = useTranslation();
  const [counts, setCounts] = useState<Counts>({});
  const submit = useSubmitDayClose();
  const type = (currencyId: number, value: string, text: string) =>
    setCounts((all) => ({ ...all, [currencyId]: { ...all[currencyId], [value]: noteCount(text) } }));

  const send = (event: FormEvent) => {
    event.preventDefault();
    const body = {
      date,
      counts: books.map((b) => ({ currencyId: b.currencyId, denominations: countsOf(counts[b.currencyId], denominationsOf(settings, b.currencyCode)).filter((d) => d.count > 0) })),
    };
    submit.mutate(body, {
      onSuccess: () => notify.success(t('books.dayClose.submitted')),
      onError: (error) => notify.error(errorMessage(error, t('books.dayClose.submitFailed'))),
    });
  };

  return (
    <form onSubmit={send} className="space-y-4" aria-label={t('books.dayClose.countTitle')}>
      <div className="grid gap-4 lg:grid-cols-2">
        {books.map((book) => {
          const notes = denominationsOf(settings, book.currencyCode);
          const counted = countedTotal(countsOf(counts[book.currencyId], notes));
          return (
            <Card key={book.currencyId} className="space-y-3 p-0" data-testid={`count-${book.currencyCode}`}>
              <h2 className="px-4 pt-4 text-lg font-semibold">{book.currencyCode}</h2>
              <table className={booksTable}>
                <thead className="bg-muted">
                  <tr className="border-y border-border">
                    <th className="text-start">{t('books.dayClose.note')}</th>
                    <th className="text-start">{t('books.dayClose.count')}</th>
                    <th className="text-end">{t('books.dayClose.subtotal')}</th>
                  </tr>
                </thead>
                <tbody>
                  {notes.map((value) => {
                    const typed = counts[book.currencyId]?.[value] ?? '';
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
                            aria-label={t('books.dayClose.countOf', { note: formatNote(value), currency: book.currencyCode })}
                            value={typed}
                            placeholder="0"
                            onChange={(e) => type(book.currencyId, value, e.target.value)}
                          />
                        </td>
                        <td className={amountCell}>{formatAmount(countedTotal([{ value, count: Number(typed || 0) }]))}</td>
                      </tr>
                    );
                  })}
                </tbody>
              </table>
              <dl className="space-y-1 border-t border-border px-4 py-3 text-sm">
                <FigureLine label={t('books.dayClose.expected')}>
                  <MoneyText amount={book.closing} symbol={book.currencyCode} />
                </FigureLine>
                <FigureLine label={t('books.dayClose.counted')}>
                  <span data-testid="counted">
                    <MoneyText amount={counted} symbol={book.currencyCode} className="font-semibold" />
                  </span>
                </FigureLine>
                <FigureLine label={t('books.dayClose.varianceLabel')}>
                  <VarianceText variance={cashVariance(book.closing, counted)} code={book.currencyCode} />
                </FigureLine>
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
