import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Printer, Search } from 'lucide-react';
import { calendarMonthLabel } from '@sarafi/core';
import { Button } from '../../components/ui/button';
import { Card, PageHeader } from '../../components/ui/card';
import { DateInput } from '../../components/ui/date-input';
import { Field } from '../../components/ui/field';
import { MoneyText } from '../../components/ui/money-text';
import { TableScroll } from '../../components/ui/table-scroll';
import { shopToday } from '../../lib/shop-day';
import { useDateFormat } from '../../lib/use-date-format';
import { amountCell, booksTable } from '../books/books-format';
import { PaperStyle } from '../books/print-paper';
import { VarianceText } from '../books/variance-text';
import { monthToDate, type ReportRange } from '../fx-reports/fx-format';
import { LoadError, Spinner } from '../shell/status-pages';
import { LetterheadHeader } from '../shop-settings/letterhead-header';
import { useTillVariances } from './tills-queries';

function RangeFilters({ range, onShow }: { range: ReportRange; onShow: (range: ReportRange) => void }) {
  const { t } = useTranslation();
  const [from, setFrom] = useState(range.from);
  const [to, setTo] = useState(range.to);
  const reversed = Boolean(from && to && from > to);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (from && to && !reversed) onShow({ from, to });
  };
  return (
    <Card className="print:hidden">
      <form className="space-y-2" onSubmit={submit}>
        <div className="flex flex-wrap items-end gap-3">
          <div className="w-full sm:w-auto sm:min-w-44">
            <Field label={t('books.from')}>{(props) => <DateInput value={from} onChange={setFrom} required {...props} aria-invalid={reversed} />}</Field>
          </div>
          <div className="w-full sm:w-auto sm:min-w-44">
            <Field label={t('books.to')}>{(props) => <DateInput value={to} onChange={setTo} required {...props} aria-invalid={reversed} />}</Field>
          </div>
          <Button type="submit" disabled={reversed}>
            <Search className="h-4 w-4" aria-hidden />
            {t('books.show')}
          </Button>
        </div>
        {reversed && (
          <p role="alert" className="text-sm text-destructive">
            {t('books.rangeReversed')}
          </p>
        )}
      </form>
    </Card>
  );
}

/**
 * Till variances (owner): each clerk's over and short per month of the reader's calendar and currency over a period
 * (the month so far by default, as the other monthly reports), printable on A4.
 */
export function TillVariancesPage() {
  const { t } = useTranslation();
  const format = useDateFormat();
  const [range, setRange] = useState<ReportRange>(() => monthToDate(shopToday(), format.calendar));
  const report = useTillVariances(range, format.calendar);
  return (
    <div className="space-y-4 print:space-y-3">
      <PaperStyle paper="A4" />
      <div className="hidden print:block">
        <LetterheadHeader />
      </div>
      <PageHeader title={t('tills.variances.title')} subtitle={t('tills.variances.period', { from: format.date(range.from), to: format.date(range.to) })}>
        <Button variant="outline" className="print:hidden" disabled={!report.data} onClick={() => window.print()}>
          <Printer className="h-4 w-4" aria-hidden />
          {t('books.print')}
        </Button>
      </PageHeader>
      <RangeFilters range={range} onShow={setRange} />
      {report.isLoading ? (
        <Spinner label={t('tills.loading')} />
      ) : report.error || !report.data ? (
        <LoadError error={report.error} onRetry={() => void report.refetch()} />
      ) : report.data.rows.length === 0 ? (
        <Card className="py-10 text-center text-muted-foreground">{t('tills.variances.empty')}</Card>
      ) : (
        <Card className="p-0">
          <TableScroll>
            <table className={booksTable} data-testid="till-variances">
              <thead className="bg-muted">
                <tr className="border-y border-border">
                  <th className="text-start">{t('tills.clerk')}</th>
                  <th className="text-start">{t('tills.variances.month')}</th>
                  <th className="text-start">{t('tills.currency')}</th>
                  <th className="text-end">{t('tills.variances.shifts')}</th>
                  <th className="text-end">{t('tills.variances.over')}</th>
                  <th className="text-end">{t('tills.variances.short')}</th>
                  <th className="text-end">{t('tills.variances.net')}</th>
                </tr>
              </thead>
              <tbody>
                {report.data.rows.map((row) => {
                  const month = calendarMonthLabel(row.month, report.data.calendar, format.language);
                  return (
                    <tr key={`${row.userId}-${row.month}-${row.currencyId}`} className="border-b border-border" data-clerk={row.username}>
                      <td>{row.username}</td>
                      <td className="whitespace-nowrap tabular-nums">
                        <bdi dir={format.dirOf(month)}>{month}</bdi>
                      </td>
                      <td>{row.currency}</td>
                      <td className={amountCell}>{row.shifts}</td>
                      <td className={amountCell}>
                        <MoneyText amount={row.over} symbol={row.currency} />
                      </td>
                      <td className={amountCell}>
                        <MoneyText amount={row.short} symbol={row.currency} />
                      </td>
                      <td className={amountCell}>
                        <VarianceText variance={row.net} code={row.currency} />
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </TableScroll>
        </Card>
      )}
    </div>
  );
}
