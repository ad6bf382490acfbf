import { useTranslation } from 'react-i18next';
import { Download } from 'lucide-react';
import { Money, type AccountNature, type ReconciliationResult } from '@sarafi/core';
import { Button } from '../../components/ui/button';
import { Badge, Card } from '../../components/ui/card';
import { DateText } from '../../components/ui/date-text';
import { TableScroll } from '../../components/ui/table-scroll';
import { notify } from '../../components/ui/toaster';
import { downloadExport } from '../../lib/download';
import { cn } from '../../lib/cn';
import { amountCell, booksTable } from '../books/books-format';
import { ShopBalanceText } from '../balances/shop-balance-text';

const isZero = (amount: string | null) => amount !== null && new Money(amount).isZero();

/** One currency's balance explanation: the difference of the closing balances, what the unmatched lines explain, the gap. */
function BalanceLine({ b, nature }: { b: ReconciliationResult['balances'][number]; nature: AccountNature }) {
  const { t } = useTranslation();
  const money = (amount: string) => <ShopBalanceText stored={amount} nature={nature} symbol={b.currency} />;
  if (b.difference === null || b.unexplained === null)
    return (
      <p data-testid={`balance-${b.currency}`}>
        {t('reconciliation.balance.noClosing', { currency: b.currency })} {money(b.expectedTheirClosing)}
      </p>
    );
  return (
    <p data-testid={`balance-${b.currency}`} className={cn(isZero(b.unexplained) ? 'text-green-800' : 'text-amber-800')}>
      {isZero(b.unexplained) ? t('reconciliation.balance.explained', { currency: b.currency }) : t('reconciliation.balance.gap', { currency: b.currency })}{' '}
      {money(isZero(b.unexplained) ? b.difference : b.unexplained)}
    </p>
  );
}

/**
 * A run's header, its totals per currency and the balance explanation, with the XLSX export. Amounts are in our sign
 * and read as the partner's balance is (owed to / owed by the shop).
 */
export function ReconciliationSummary({ result, nature }: { result: ReconciliationResult; nature: AccountNature }) {
  const { t } = useTranslation();
  const money = (stored: string, currency: string) => <ShopBalanceText stored={stored} nature={nature} symbol={currency} />;
  const exportFile = async () => {
    if (!(await downloadExport(`/api/reconciliations/${result.id}/export`, `reconciliation_${result.id}.xlsx`))) notify.error(t('reconciliation.result.exportFailed'));
  };
  return (
    <Card className="space-y-4 p-0" data-testid="reconciliation-summary">
      <div className="flex flex-wrap items-start justify-between gap-3 px-4 pt-4">
        <div>
          <h2 className="text-lg font-semibold">{t('reconciliation.result.title', { id: result.id })}</h2>
          <p className="text-sm text-muted-foreground">
            <DateText iso={result.from} /> – <DateText iso={result.to} /> · <bdi>{result.fileName}</bdi> · {t(`reconciliation.sign.${result.sign}`)}
          </p>
          {result.skippedCount > 0 && <p className="text-sm text-muted-foreground">{t('reconciliation.result.skipped', { count: result.skippedCount, rows: result.skipped.slice(0, 10).map((s) => s.row).join(', ') })}</p>}
        </div>
        <Button variant="outline" onClick={() => void exportFile()}>
          <Download className="size-4" aria-hidden /> {t('reconciliation.result.export')}
        </Button>
      </div>
      <div className="space-y-1 px-4">
        <h3 className="font-semibold">
          {t('reconciliation.balance.title')}{' '}
          {result.balanced !== null && <Badge variant={result.balanced ? 'success' : 'warning'}>{t(result.balanced ? 'reconciliation.balance.balanced' : 'reconciliation.balance.notBalanced')}</Badge>}
        </h3>
        {result.balances.map((b) => (
          <BalanceLine key={b.currency} b={b} nature={nature} />
        ))}
      </div>
      <TableScroll>
        <table className={cn(booksTable, 'min-w-[48rem]')}>
          <thead className="bg-muted">
            <tr className="border-y border-border whitespace-nowrap">
              <th className="text-start">{t('reconciliation.columns.currency')}</th>
              <th className="text-end">{t('reconciliation.groups.matched')}</th>
              <th className="text-end">{t('reconciliation.groups.mismatched')}</th>
              <th className="text-end">{t('reconciliation.groups.onlyTheirs')}</th>
              <th className="text-end">{t('reconciliation.groups.onlyOurs')}</th>
              <th className="text-end">{t('reconciliation.balance.ourClosing')}</th>
              <th className="text-end">{t('reconciliation.balance.theirClosing')}</th>
              <th className="text-end">{t('reconciliation.balance.explainedBy')}</th>
            </tr>
          </thead>
          <tbody>
            {result.balances.map((b) => {
              const total = result.totals.find((x) => x.currency === b.currency);
              const cell = (count: number | undefined, amount: string | undefined) => (
                <td className={amountCell}>
                  {count ?? 0} · {money(amount ?? '0.00', b.currency)}
                </td>
              );
              return (
                <tr key={b.currency} className="border-b border-border">
                  <td>{b.currency}</td>
                  {cell(total?.matched.count, total?.matched.amount)}
                  {cell(total?.mismatched.count, total ? new Money(total.mismatched.ours).minus(total.mismatched.theirs).toFixed(2) : undefined)}
                  {cell(total?.onlyTheirs.count, total?.onlyTheirs.amount)}
                  {cell(total?.onlyOurs.count, total?.onlyOurs.amount)}
                  <td className={amountCell}>
                    {money(b.ourClosing, b.currency)}
                  </td>
                  <td className={amountCell}>{b.theirClosing === null ? '—' : money(b.theirClosing, b.currency)}</td>
                  <td className={amountCell}>
                    {money(b.explained, b.currency)}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </TableScroll>
    </Card>
  );
}
