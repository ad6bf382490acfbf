import { useTranslation } from 'react-i18next';
import { Badge, Card } from '../../components/ui/card';
import { Button } from '../../components/ui/button';
import { DateText } from '../../components/ui/date-text';
import { TableScroll } from '../../components/ui/table-scroll';
import { cn } from '../../lib/cn';
import { booksTable } from '../books/books-format';
import { LoadError } from '../shell/status-pages';
import { useReconciliations } from './reconciliation-queries';

/** The partner's kept reconciliations, newest first, each reopened as it was run. */
export function ReconciliationList({ partnerId, openId, onOpen }: { partnerId: number; openId: number | null; onOpen: (id: number) => void }) {
  const { t } = useTranslation();
  const { data, error, refetch } = useReconciliations(partnerId);
  return (
    <Card className="space-y-3 p-0" data-testid="reconciliation-list">
      <h2 className="px-4 pt-4 text-lg font-semibold">{t('reconciliation.list.title')}</h2>
      {error ? (
        <LoadError error={error} onRetry={() => void refetch()} />
      ) : !data || data.length === 0 ? (
        <p className="px-4 pb-4 text-sm text-muted-foreground">{t('reconciliation.list.none')}</p>
      ) : (
        <TableScroll>
          <table className={cn(booksTable, 'min-w-[40rem]')}>
            <thead className="bg-muted">
              <tr className="border-y border-border whitespace-nowrap">
                <th className="text-start">{t('reconciliation.list.period')}</th>
                <th className="text-start">{t('reconciliation.list.file')}</th>
                <th className="text-start">{t('reconciliation.list.when')}</th>
                <th className="text-start">{t('reconciliation.list.result')}</th>
                <th />
              </tr>
            </thead>
            <tbody>
              {data.map((r) => (
                <tr key={r.id} className={cn('border-b border-border', r.id === openId && 'bg-muted/60')}>
                  <td className="whitespace-nowrap">
                    <DateText iso={r.from} /> – <DateText iso={r.to} />
                  </td>
                  <td>
                    <bdi>{r.fileName}</bdi>
                  </td>
                  <td className="whitespace-nowrap">
                    <DateText iso={r.createdAt} withTime /> · <bdi>{r.createdBy ?? '—'}</bdi>
                  </td>
                  <td className="whitespace-nowrap">
                    {t('reconciliation.list.counts', r.counts)}{' '}
                    {r.balanced !== null && <Badge variant={r.balanced ? 'success' : 'warning'}>{t(r.balanced ? 'reconciliation.balance.balanced' : 'reconciliation.balance.notBalanced')}</Badge>}
                  </td>
                  <td className="text-end">
                    <Button variant="outline" size="sm" onClick={() => onOpen(r.id)} disabled={r.id === openId}>
                      {t('reconciliation.list.open')}
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
    </Card>
  );
}
