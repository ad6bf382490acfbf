import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Card, PageHeader } from '../../components/ui/card';
import { notify } from '../../components/ui/toaster';
import { downloadExport } from '../../lib/download';
import { useDateFormat } from '../../lib/use-date-format';
import { PaperStyle } from '../books/print-paper';
import { LoadError, Spinner } from '../shell/status-pages';
import { LetterheadHeader } from '../shop-settings/letterhead-header';
import { usePositions } from './fx-reports-queries';
import { PositionsTable } from './positions-table';
import { ReportActions } from '../books/report-actions';

/** Currency positions (admin): what the shop holds now in each currency, at average cost and at the board. */
export function PositionsPage() {
  const { t } = useTranslation();
  const format = useDateFormat();
  const [exporting, setExporting] = useState(false);
  const { data: report, error, isLoading, isFetching, refetch } = usePositions();
  if (isLoading) return <Spinner label={t('fxReports.loading')} />;
  const exportFile = async () => {
    setExporting(true);
    const done = await downloadExport('/api/reports/positions/export', 'positions.xlsx').catch(() => false);
    setExporting(false);
    if (!done) notify.error(t('books.exportFailed'));
  };
  return (
    <div className="space-y-4 print:space-y-3">
      <PaperStyle paper="A4" />
      <div className="hidden print:block">
        <LetterheadHeader />
      </div>
      <PageHeader title={t('fxReports.positions.title')} subtitle={report ? t('fxReports.positions.asOf', { time: format.dateTime(report.asOf) }) : undefined}>
        <ReportActions ready={!!report} exporting={exporting} onExport={() => void exportFile()} />
      </PageHeader>
      {error || !report ? (
        <LoadError error={error} onRetry={() => void refetch()} />
      ) : report.positions.length === 0 ? (
        <Card className="py-10 text-center text-muted-foreground">{t('fxReports.positions.empty')}</Card>
      ) : (
        <Card className={isFetching ? 'space-y-3 p-0 opacity-60 print:border-0 print:shadow-none' : 'space-y-3 p-0 print:border-0 print:shadow-none'} aria-busy={isFetching} data-testid="positions">
          <p className="px-4 pt-4 text-sm text-muted-foreground print:px-0">{t('fxReports.positions.explain', { code: report.baseCurrencyCode })}</p>
          <p className="px-4 text-xs text-muted-foreground sm:hidden print:hidden">{t('books.scrollHint')}</p>
          <PositionsTable report={report} />
        </Card>
      )}
    </div>
  );
}
