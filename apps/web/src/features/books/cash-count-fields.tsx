import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { countedTotal, formatAmount, Money } from '@sarafi/core';
import { Card } from '../../components/ui/card';
import { Input } from '../../components/ui/field';
import { MoneyText } from '../../components/ui/money-text';
import { amountCell, booksTable, formatNote } from './books-format';
import { coinsAmount, coinsText, noteCount } from './count-input';
import { FigureLine } from './figure-line';
import { currencyTotal, type CountCurrency, type TypedCount } from './cash-count';

interface CashCountFieldsProps {
  currencies: CountCurrency[];
  typed: TypedCount;
  onChange: (next: (typed: TypedCount) => TypedCount) => void;
  /** Names the boxes for a test: 'float', 'drop', 'close'… */
  testId: string;
  /** More lines under a currency's counted total (the day close's expected figure and variance), given that total. */
  figures?: (currency: CountCurrency, counted: string) => ReactNode;
}

/**
 * Cash counted note by note, one card per currency, with the coins-and-cents box where the notes stop above the cent
 * (docs/decisions.md, Books and day close): the day close's count and every till count. Tab walks the boxes in order;
 * each row's subtotal and the currency's total follow every keystroke. It shows what the books expect only where the
 * screen adds it (`figures`); a till's counts never do.
 */
export function CashCountFields({ currencies, typed, onChange, testId, figures }: CashCountFieldsProps) {
  const { t } = useTranslation();
  const typeNote = (currencyId: number, value: string, text: string) =>
    onChange((all) => ({ ...all, notes: { ...all.notes, [currencyId]: { ...all.notes[currencyId], [value]: noteCount(text) } } }));
  const typeCoins = (currencyId: number, text: string) => onChange((all) => ({ ...all, coins: { ...all.coins, [currencyId]: coinsText(text) } }));
  return (
    <div className="grid gap-4 lg:grid-cols-2" data-testid={testId}>
      {currencies.map((currency) => {
        const loose = typed.coins[currency.currencyId] ?? '';
        const counted = currencyTotal(typed, currency);
        return (
          <Card key={currency.currencyId} className="space-y-3 p-0" data-testid={`${testId}-${currency.currencyCode}`}>
            <h3 className="px-4 pt-4 text-lg font-semibold">{currency.currencyCode}</h3>
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
                  const count = typed.notes[currency.currencyId]?.[value] ?? '';
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
                          value={count}
                          placeholder="0"
                          onChange={(e) => typeNote(currency.currencyId, value, e.target.value)}
                        />
                      </td>
                      <td className={amountCell}>{formatAmount(countedTotal([{ value, count: Number(count || 0) }]))}</td>
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
                        onChange={(e) => typeCoins(currency.currencyId, e.target.value)}
                      />
                    </td>
                    <td className={amountCell}>{formatAmount(new Money(coinsAmount(loose)).toFixed(2))}</td>
                  </tr>
                )}
              </tbody>
            </table>
            <dl className="space-y-1 border-t border-border px-4 py-3 text-sm">
              <FigureLine label={t('books.dayClose.counted')}>
                <span data-testid="counted">
                  <MoneyText amount={counted} symbol={currency.currencyCode} className="font-semibold" />
                </span>
              </FigureLine>
              {figures?.(currency, counted)}
            </dl>
          </Card>
        );
      })}
    </div>
  );
}
