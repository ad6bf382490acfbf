import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ArrowLeft, Download, Printer } from 'lucide-react';
import { Button, buttonVariants } from '../../components/ui/button';
import { Card, PageHeader } from '../../components/ui/card';
import { notify } from '../../components/ui/toaster';
import { AccountNotFound } from '../accounts/account-not-found';
import { useAccountName } from '../accounts/use-account-name';
import { LoadError, Spinner } from '../shell/status-pages';
import { StatementCurrencyCard } from './statement-currency-card';
import { StatementFilters } from './statement-filters';
import { defaultRange, type StatementRange } from './statement-range';
import { downloadStatement, useStatement } from './use-statement';
import { useDateFormat } from '../../lib/use-date-format';
import { LetterheadHeader } from '../shop-settings/letterhead-header';

/**
 * A4 portrait only while this page is mounted: a plain <style> leaves with the page, whereas one React hoists
 * (with href and precedence) would stay in the head and set the page size of every later print.
 */
const printPage = '@page { size: A4; margin: 12mm }';

/** Per currency: opening balance, every entry of the period with its running balance, totals and closing balance. */
export function StatementPage() {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  const format = useDateFormat();
  const [range, setRange] = useState<StatementRange>(() => defaultRange(format.calendar));
  const [exporting, setExporting] = useState(false);
  const accountName = useAccountName();
  const { data: statement, error, isLoading, isFetching, refetch } = useStatement(id, range);

  if (isLoading) return <Spinner label={t('statement.loading')} />;
  if (!(Number.isInteger(id) && id > 0) || statement === null) return <AccountNotFound text={t('accounts.notFoundView')} />;

  const exportFile = async () => {
    setExporting(true);
    const done = await downloadStatement(id, range).catch(() => false);
    setExporting(false);
    if (!done) notify.error(t('statement.exportFailed'));
  };
  const account = statement?.account;
  const period = t('statement.period', { from: range.from ? format.date(range.from) : t('statement.start'), to: range.to ? format.date(range.to) : t('statement.today') });

  return (
    <div className="space-y-4 print:space-y-3">
      <style>{printPage}</style>
      <div className="hidden print:block">
        <LetterheadHeader />
      </div>
      <PageHeader title={t('statement.title')} subtitle={account && `${account.accountCode} - ${accountName(account.accountCode, account.accountName)}`}>
        <div className="flex flex-wrap gap-2 print:hidden">
          <Link to={`/accounts/view/${id}`} className={buttonVariants({ variant: 'outline' })}>
            <ArrowLeft className="h-4 w-4 rtl:rotate-180" aria-hidden />
            {t('statement.backToAccount')}
          </Link>
          <Button variant="outline" disabled={!statement || exporting} onClick={() => void exportFile()}>
            <Download className="h-4 w-4" aria-hidden />
            {t('statement.export')}
          </Button>
          <Button variant="outline" disabled={!statement} onClick={() => window.print()}>
            <Printer className="h-4 w-4" aria-hidden />
            {t('statement.print')}
          </Button>
        </div>
      </PageHeader>
      <p className="hidden text-sm print:block">{period}</p>
      <StatementFilters initial={range} onShow={setRange} />
      {error || !statement ? (
        <LoadError error={error} onRetry={() => void refetch()} />
      ) : (
        <div className={isFetching ? 'space-y-4 opacity-60 transition-opacity' : 'space-y-4'} aria-busy={isFetching}>
          {statement.currencies.length === 0 ? (
            <Card className="py-10 text-center text-muted-foreground">{t('statement.noEntries')}</Card>
          ) : (
            statement.currencies.map((block) => <StatementCurrencyCard key={block.currencyId} block={block} nature={statement.account.nature} />)
          )}
        </div>
      )}
    </div>
  );
}
