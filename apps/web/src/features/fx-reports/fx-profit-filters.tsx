import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Search } from 'lucide-react';
import { fxReportMaxDays } from '@sarafi/core';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { DateInput } from '../../components/ui/date-input';
import { Field } from '../../components/ui/field';
import type { ReportRange } from './fx-format';

/** From and to days in the reader's calendar, applied by Show so the report is read once per choice. */
export function FxProfitFilters({ range, onShow }: { range: ReportRange; onShow: (range: ReportRange) => void }) {
  const { t } = useTranslation();
  const errorId = useId();
  const [from, setFrom] = useState(range.from);
  const [to, setTo] = useState(range.to);
  const [seen, setSeen] = useState(range);
  // A period chosen elsewhere (a month of the breakdown) replaces what is typed here.
  if (range !== seen) {
    setSeen(range);
    setFrom(range.from);
    setTo(range.to);
  }
  const reversed = Boolean(from && to && from > to);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (from && to && !reversed) onShow({ from, to });
  };
  const invalid = { 'aria-invalid': reversed, 'aria-describedby': reversed ? errorId : undefined };
  return (
    <Card className="print:hidden">
      <form className="space-y-2" onSubmit={submit}>
        <div className="flex flex-wrap items-end gap-3">
          <div className="w-full sm:w-auto sm:min-w-44">
            <Field label={t('books.from')}>{(props) => <DateInput value={from} onChange={setFrom} required {...props} {...invalid} />}</Field>
          </div>
          <div className="w-full sm:w-auto sm:min-w-44">
            <Field label={t('books.to')}>{(props) => <DateInput value={to} onChange={setTo} required {...props} {...invalid} />}</Field>
          </div>
          <Button type="submit" disabled={reversed}>
            <Search className="h-4 w-4" aria-hidden />
            {t('books.show')}
          </Button>
        </div>
        {/* Under the row, not under To alone: a hint under one field would lift it above the others. */}
        <p className="text-xs text-muted-foreground">{t('fxReports.maxDays', { count: fxReportMaxDays })}</p>
        {reversed && (
          <p id={errorId} role="alert" className="text-sm text-destructive">
            {t('books.rangeReversed')}
          </p>
        )}
      </form>
    </Card>
  );
}
