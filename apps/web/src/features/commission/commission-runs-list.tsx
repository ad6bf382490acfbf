import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Undo2 } from 'lucide-react';
import type { CommissionRun } from '@sarafi/core';
import { Button } from '../../components/ui/button';
import { Badge, Card } from '../../components/ui/card';
import { DateText } from '../../components/ui/date-text';
import { MoneyText } from '../../components/ui/money-text';
import { ReasonDialog } from '../../components/ui/reason-dialog';
import { TableScroll } from '../../components/ui/table-scroll';
import { notify } from '../../components/ui/toaster';
import { errorMessage } from '../../lib/api';
import { cn } from '../../lib/cn';
import { booksTable } from '../books/books-format';
import { ClosedDayNote } from '../books/closed-day-note';
import { useDayClosed } from '../books/use-closed-day';
import { shopToday } from '../../lib/shop-day';
import { LoadError } from '../shell/status-pages';
import { useCommissionRuns, useReverseCommissionRun } from './commission-queries';

function ReverseDialog({ run, onClose }: { run: CommissionRun; onClose: () => void }) {
  const { t } = useTranslation();
  const reverse = useReverseCommissionRun();
  return (
    <ReasonDialog
      title={t('commission.runs.reverseTitle', { id: run.id })}
      description={t('commission.runs.reverseText')}
      label={t('commission.runs.reason')}
      requiredMessage={t('commission.runs.reasonRequired')}
      maxLength={500}
      confirmLabel={t('commission.runs.reverseConfirm')}
      busy={reverse.isPending}
      onConfirm={(reason) =>
        reverse.mutate(
          { runId: run.id, reason },
          {
            onSuccess: () => {
              notify.success(t('commission.runs.reversed', { id: run.id }));
              onClose();
            },
            onError: (failure) => notify.error(errorMessage(failure, t('commission.runs.reverseFailed'))),
          },
        )
      }
      onClose={onClose}
    />
  );
}

/** The partner's runs, newest first: range, commission per currency, who posted, and who reversed and why. */
export function CommissionRunsList({ partnerId, admin }: { partnerId: number; admin: boolean }) {
  const { t } = useTranslation();
  const { data, error, refetch } = useCommissionRuns(partnerId);
  const [reversing, setReversing] = useState<CommissionRun | null>(null);
  // A reversal is posted on the shop's today: while today is closed Reverse is off, with the reason (docs/architecture.md, The shop's day).
  const today = shopToday();
  const todayClosed = useDayClosed()(today);
  const whyId = useId();
  const reversible = admin && Boolean(data?.some((run) => run.status === 'posted'));
  return (
    <Card className="space-y-3 p-0" data-testid="commission-runs">
      <h2 className="px-4 pt-4 text-lg font-semibold">{t('commission.runs.title')}</h2>
      {error ? (
        <LoadError error={error} onRetry={() => void refetch()} />
      ) : !data || data.length === 0 ? (
        <p className="px-4 pb-4 text-sm text-muted-foreground">{t('commission.runs.none')}</p>
      ) : (
        <TableScroll>
          <table className={cn(booksTable, 'min-w-[46rem]')}>
            <thead className="bg-muted">
              <tr className="border-y border-border whitespace-nowrap">
                <th className="text-start">{t('commission.runs.number')}</th>
                <th className="text-end">{t('commission.run.commission')}</th>
                <th className="text-start">{t('commission.runs.status')}</th>
                <th className="text-start">{t('commission.runs.range')}</th>
                <th className="text-start">{t('commission.runs.postedBy')}</th>
                {admin && <th className="text-end">{t('commission.runs.actions')}</th>}
              </tr>
            </thead>
            <tbody>
              {data.map((run) => (
                <tr key={run.id} className="border-b border-border align-top" data-testid={`commission-run-${run.id}`}>
                  <td className="tabular-nums">{run.id}</td>
                  <td className="text-end">
                    <ul>
                      {run.totals.map((total) => (
                        <li key={total.currencyId} className="whitespace-nowrap">
                          <MoneyText amount={total.commission} symbol={total.currencyCode} />{' '}
                          <span className="text-xs text-muted-foreground">{t('commission.runs.hawalas', { count: total.count })}</span>
                        </li>
                      ))}
                    </ul>
                  </td>
                  <td>
                    <Badge variant={run.status === 'posted' ? 'success' : 'neutral'}>{t(`commission.runs.statuses.${run.status}`)}</Badge>
                    {run.status === 'reversed' && (
                      <p className="mt-1 text-xs text-muted-foreground">
                        <bdi>{run.reversedBy}</bdi> · <DateText iso={run.reversedAt} withTime /> · <bdi>{run.reverseReason}</bdi>
                      </p>
                    )}
                  </td>
                  <td className="whitespace-nowrap">
                    <DateText iso={run.from} /> – <DateText iso={run.to} />
                  </td>
                  <td>
                    <bdi>{run.postedBy}</bdi>
                    <div className="text-xs text-muted-foreground">
                      <DateText iso={run.postedAt} withTime />
                    </div>
                  </td>
                  {admin && (
                    <td className="text-end">
                      {run.status === 'posted' && (
                        <Button
                          variant="outline"
                          size="sm"
                          onClick={() => setReversing(run)}
                          disabled={todayClosed}
                          aria-label={t('commission.runs.reverseRun', { id: run.id })}
                          aria-describedby={todayClosed ? whyId : undefined}
                        >
                          <Undo2 className="h-4 w-4" aria-hidden />
                          {t('commission.runs.reverse')}
                        </Button>
                      )}
                    </td>
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
      {reversible && todayClosed && (
        <div className="px-4 pb-4">
          <ClosedDayNote date={today} id={whyId} />
        </div>
      )}
      {reversing && <ReverseDialog run={reversing} onClose={() => setReversing(null)} />}
    </Card>
  );
}
