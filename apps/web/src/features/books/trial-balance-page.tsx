import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AlertTriangle, CheckCircle2 } from 'lucide-react';
import { Money, formatAmount, trialBalanceGroups, type TrialBalanceResponse } from '@sarafi/core';
import { Card, PageHeader } from '../../components/ui/card';
import { DateInput } from '../../components/ui/date-input';
import { Field } from '../../components/ui/field';
import { notify } from '../../components/ui/toaster';
import { cn } from '../../lib/cn';
import { useDateFormat } from '../../lib/use-date-format';
import { LoadError, Spinner } from '../shell/status-pages';
import { LetterheadHeader } from '../shop-settings/letterhead-header';
import { amountCell, booksTable } from './books-format';
import { shopToday } from '../../lib/shop-day';
import { useTrialBalance } from './books-queries';
import { PaperStyle } from './print-paper';
import { TableScroll } from '../../components/ui/table-scroll';
import { downloadExport } from '../../lib/download';
import { ReportActions } from './report-actions';
import { useAccountName } from '../accounts/use-account-name';

const Amount = ({ value }: { value: string }) => <td className={amountCell}>{new Money(value).isZero() ? '' : formatAmount(value)}</td>;

/** Per currency: each group's accounts in debit and credit columns, and the totals that must be equal. */
function CurrencyBalance({ code, report }: { code: string; report: TrialBalanceResponse }) {
  const { t } = useTranslation();
  const accountName = useAccountName();
  const rows = report.rows.filter((r) => r.currencyCode === code);
  const total = report.totals.find((x) => x.currencyCode === code)!;
  return (
    <Card className="space-y-3 p-0 print:break-inside-auto print:border-0 print:shadow-none" data-testid={`trial-balance-${code}`}>
      <h2 className="px-4 pt-4 text-lg font-semibold print:px-0">{code}</h2>
      <TableScroll>
        {/* Four columns fit a phone: the account name wraps, the amounts never do. */}
        <table className={booksTable}>
          <thead className="bg-muted print:bg-transparent">
            <tr className="border-y border-border whitespace-nowrap">
              <th className="text-start">{t('books.trialBalance.code')}</th>
              <th className="w-full text-start">{t('books.trialBalance.account')}</th>
              <th className="text-end">{t('books.trialBalance.debit')}</th>
              <th className="text-end">{t('books.trialBalance.credit')}</th>
            </tr>
          </thead>
          {trialBalanceGroups.map((group) => {
            const inGroup = rows.filter((r) => r.group === group);
            if (inGroup.length === 0) return null;
            return (
              <tbody key={group} data-group={group}>
                <tr className="border-b border-border bg-muted/50 print:bg-transparent">
                  <th colSpan={4} scope="colgroup" className="text-start text-xs font-semibold tracking-wide text-muted-foreground uppercase">
                    {t(`books.trialBalance.groups.${group}`)}
                  </th>
                </tr>
                {inGroup.map((row) => (
                  <tr key={row.accountId} className="border-b border-border break-inside-avoid">
                    <td className="whitespace-nowrap tabular-nums">
                      <bdi dir="ltr">{row.accountCode}</bdi>
                    </td>
                    <td className="break-words">
                      <bdi>{accountName(row.accountCode, row.accountName)}</bdi>
                    </td>
                    <Amount value={row.debit} />
                    <Amount value={row.credit} />
                  </tr>
                ))}
              </tbody>
            );
          })}
          <tfoot>
            <tr className={cn('font-semibold', !total.balanced && 'bg-red-50 text-destructive')} data-balanced={total.balanced}>
              <td colSpan={2}>
                <span className="inline-flex items-center gap-1.5">
                  {total.balanced ? <CheckCircle2 className="h-4 w-4 text-green-700" aria-hidden /> : <AlertTriangle className="h-4 w-4" aria-hidden />}
                  {total.balanced ? t('books.trialBalance.balanced') : t('books.trialBalance.unbalancedShort')}
                </span>
              </td>
              <td className={amountCell}>{formatAmount(total.debit)}</td>
              <td className={amountCell}>{formatAmount(total.credit)}</td>
            </tr>
          </tfoot>
        </table>
      </TableScroll>
    </Card>
  );
}

/** Trial balance (admin): every non-zero balance as of a day, grouped by account kind, equal totals per currency. */
export function TrialBalancePage() {
  const { t } = useTranslation();
  const format = useDateFormat();
  const [asOf, setAsOf] = useState(shopToday);
  const { data: report, error, isLoading, isFetching, refetch } = useTrialBalance(asOf);
  if (isLoading) return <Spinner label={t('books.loading')} />;
  const exportFile = async () => {
    const done = await downloadExport(`/api/reports/trial-balance/export?asOf=${asOf}`, `trial_balance_${asOf}.xlsx`).catch(() => false);
    if (!done) notify.error(t('books.exportFailed'));
  };
  const unbalanced = report?.totals.filter((x) => !x.balanced) ?? [];
  return (
    <div className="space-y-4 print:space-y-3">
      <PaperStyle paper="A4" />
      <div className="hidden print:block">
        <LetterheadHeader />
      </div>
      <PageHeader title={t('books.trialBalance.title')} subtitle={t('books.trialBalance.asOfLine', { date: format.date(asOf) })}>
        <ReportActions ready={!!report} onExport={() => void exportFile()} />
      </PageHeader>
      <Card className="print:hidden">
        <div className="w-full sm:w-60">
          <Field label={t('books.trialBalance.asOf')}>{(props) => <DateInput value={asOf} onChange={(next) => next && setAsOf(next)} {...props} />}</Field>
        </div>
      </Card>
      {error || !report ? (
        <LoadError error={error} onRetry={() => void refetch()} />
      ) : (
        <div className={isFetching ? 'space-y-4 opacity-60 transition-opacity' : 'space-y-4'} aria-busy={isFetching}>
          {unbalanced.length > 0 && (
            <div role="alert" className="flex items-start gap-3 rounded-card border-2 border-red-700 bg-red-600 p-4 text-white" data-testid="trial-balance-alarm">
              <AlertTriangle className="mt-0.5 h-6 w-6 shrink-0" aria-hidden />
              <div>
                <p className="text-lg font-bold">{t('books.trialBalance.unbalancedTitle')}</p>
                <p>{t('books.trialBalance.unbalancedText', { currencies: unbalanced.map((x) => x.currencyCode).join(', ') })}</p>
              </div>
            </div>
          )}
          {report.totals.length === 0 ? (
            <Card className="py-10 text-center text-muted-foreground">{t('books.trialBalance.empty')}</Card>
          ) : (
            report.totals.map((total) => <CurrencyBalance key={total.currencyCode} code={total.currencyCode} report={report} />)
          )}
        </div>
      )}
    </div>
  );
}
