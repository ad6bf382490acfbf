import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatAmount, calendarMonthLabel, recentReportMonths } from '@sarafi/core';
import { Card, PageHeader } from '../../../components/ui/card';
import { Label, Select } from '../../../components/ui/field';
import { notify } from '../../../components/ui/toaster';
import { downloadExport } from '../../../lib/download';
import { shopToday } from '../../../lib/shop-day';
import { useDateFormat } from '../../../lib/use-date-format';
import { ReportActions } from '../../books/report-actions';
import { LoadError, Spinner } from '../../shell/status-pages';
import { LetterheadHeader } from '../../shop-settings/letterhead-header';
import { lctrUrl, useLctrReminder, useLctrReport } from './lctr-queries';
import { LctrReminderNotice } from './lctr-reminder';
import { LctrTable } from './lctr-table';

/** Months the picker offers, newest first: two years of reports. */
const monthsOffered = 24;

/**
 * The monthly large cash transaction report (admin; docs/decisions.md, Compliance: the monthly report): a month in the
 * reader's calendar, printed on A4 under the letterhead or downloaded as XLSX; last month's filing is marked here.
 */
export function LctrPage() {
  const { t } = useTranslation();
  const format = useDateFormat();
  const pickerId = useId();
  const months = recentReportMonths(shopToday(), format.calendar, monthsOffered);
  const [month, setMonth] = useState(months[0]!);
  const [exporting, setExporting] = useState(false);
  const { data: report, error, isLoading, isFetching, refetch } = useLctrReport(month, format.calendar);
  const reminder = useLctrReminder(true);
  const label = (value: string) => calendarMonthLabel(value, format.calendar, format.language);
  const exportFile = async () => {
    setExporting(true);
    const done = await downloadExport(`${lctrUrl(month, format.calendar)}&format=xlsx`, `lctr_${month}.xlsx`).catch(() => false);
    setExporting(false);
    if (!done) notify.error(t('books.exportFailed'));
  };
  return (
    <div className="space-y-4 print:space-y-3">
      <style>{"@page { size: A4 landscape; margin: 10mm }"}</style>
      <div className="hidden print:block">
        <LetterheadHeader />
      </div>
      <PageHeader
        title={t('compliance.lctr.title')}
        subtitle={report ? t('compliance.lctr.period', { from: format.date(report.from), to: format.date(report.to), threshold: formatAmount(report.threshold) }) : undefined}
      >
        <ReportActions ready={!!report} exporting={exporting} onExport={() => void exportFile()} />
      </PageHeader>
      {reminder.data && <LctrReminderNotice reminder={reminder.data} onReportPage />}
      <div className="flex flex-wrap items-end gap-3 print:hidden">
        <div className="space-y-1">
          <Label htmlFor={pickerId}>{t('compliance.lctr.month')}</Label>
          <Select id={pickerId} value={month} onChange={(e) => setMonth(e.target.value)} data-testid="lctr-month">
            {months.map((value) => (
              <option key={value} value={value}>
                {label(value)}
              </option>
            ))}
          </Select>
        </div>
        {report?.filing && (
          <p className="text-sm text-muted-foreground" data-testid="lctr-filed">
            {t('compliance.lctr.filedOn', { date: format.dateTime(report.filing.filedAt), user: report.filing.filedBy ?? '' })}
          </p>
        )}
      </div>
      {isLoading ? (
        <Spinner label={t('compliance.lctr.loading')} />
      ) : error || !report ? (
        <LoadError error={error} onRetry={() => void refetch()} />
      ) : report.rows.length === 0 ? (
        <Card className="py-10 text-center text-muted-foreground">{t('compliance.lctr.empty', { month: label(month) })}</Card>
      ) : (
        <Card className={isFetching ? 'p-0 opacity-60 print:border-0 print:shadow-none' : 'p-0 print:border-0 print:shadow-none'} aria-busy={isFetching}>
          <p className="hidden px-0 pb-2 text-sm font-semibold print:block">{label(month)}</p>
          <p className="px-4 pt-3 text-xs text-muted-foreground sm:hidden print:hidden">{t('books.scrollHint')}</p>
          <LctrTable report={report} />
        </Card>
      )}
    </div>
  );
}
