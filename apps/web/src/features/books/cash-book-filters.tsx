import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Search } from 'lucide-react';
import { cashBookMaxDays } from '@sarafi/core';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Field, Select } from '../../components/ui/field';
import { DateInput } from '../../components/ui/date-input';
import type { BooksRange } from './books-queries';

type Mode = 'day' | 'range';

/**
 * One day (the usual roznamcha) or a range of days, of the safe or of the whole shop's cash (docs/decisions.md, Tills
 * and shifts), applied by Show so the book is fetched once per choice.
 */
export function CashBookFilters({ initial, onShow }: { initial: BooksRange; onShow: (range: BooksRange) => void }) {
  const { t } = useTranslation();
  const errorId = useId();
  const [mode, setMode] = useState<Mode>(initial.from === initial.to ? 'day' : 'range');
  const [from, setFrom] = useState(initial.from);
  const [to, setTo] = useState(initial.to);
  const [shop, setShop] = useState(Boolean(initial.shop));
  const reversed = mode === 'range' && Boolean(from && to && from > to);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!from || (mode === 'range' && (!to || reversed))) return;
    onShow(mode === 'day' ? { from, to: from, shop } : { from, to, shop });
  };
  const invalid = { 'aria-invalid': reversed, 'aria-describedby': reversed ? errorId : undefined };
  return (
    <Card className="print:hidden">
      <form className="space-y-2" onSubmit={submit}>
        <div className="flex flex-wrap items-end gap-3">
          <div className="w-full sm:w-56">
            <Field label={t('books.cashBook.drawers')}>
              {(props) => (
                <Select {...props} value={shop ? 'shop' : 'safe'} onChange={(e) => setShop(e.target.value === 'shop')}>
                  <option value="safe">{t('books.cashBook.safe')}</option>
                  <option value="shop">{t('books.cashBook.wholeShop')}</option>
                </Select>
              )}
            </Field>
          </div>
          <div className="w-full sm:w-40">
            <Field label={t('books.cashBook.period')}>
              {(props) => (
                <Select {...props} value={mode} onChange={(e) => setMode(e.target.value === 'range' ? 'range' : 'day')}>
                  <option value="day">{t('books.cashBook.oneDay')}</option>
                  <option value="range">{t('books.cashBook.range')}</option>
                </Select>
              )}
            </Field>
          </div>
          <div className="w-full sm:w-auto sm:min-w-44">
            <Field label={mode === 'day' ? t('books.date') : t('books.from')}>
              {(props) => <DateInput value={from} onChange={setFrom} required {...props} {...invalid} />}
            </Field>
          </div>
          {mode === 'range' && (
            <div className="w-full sm:w-auto sm:min-w-44">
              <Field label={t('books.to')} hint={t('books.cashBook.maxDays', { count: cashBookMaxDays })}>
                {(props) => <DateInput value={to} onChange={setTo} required {...props} {...invalid} />}
              </Field>
            </div>
          )}
          <Button type="submit" disabled={reversed}>
            <Search className="h-4 w-4" aria-hidden />
            {t('books.show')}
          </Button>
        </div>
        {reversed && (
          <p id={errorId} role="alert" className="text-sm text-destructive">
            {t('books.rangeReversed')}
          </p>
        )}
      </form>
    </Card>
  );
}
