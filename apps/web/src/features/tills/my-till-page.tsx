import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Shift } from '@sarafi/core';
import { Card, PageHeader } from '../../components/ui/card';
import { DateText } from '../../components/ui/date-text';
import { FigureLine } from '../books/figure-line';
import { LoadError, Spinner } from '../shell/status-pages';
import { AcceptHandoverCard } from './accept-handover-card';
import { ClerkPendingMoves } from './clerk-pending-moves';
import { OpenShiftCard } from './open-shift-card';
import { ShiftActions, type ShiftAction } from './shift-actions';
import { ShiftMoves } from './shift-moves';
import { ShiftStatusBadge } from './shift-status-badge';
import { TillBalances } from './till-balances';
import { useCurrentShift, useTills } from './tills-queries';
import { useMoneyList } from './cash-list';

/**
 * The till, since when, and its cash now where the server gives it to this reader; while the clerk counts the drawer
 * (a close or a handover) the cash is not shown, so the count is blind; while the count waits for approval, what the
 * clerk counted instead.
 */
function ShiftSummary({ shift, counting }: { shift: Shift; counting: boolean }) {
  const { t } = useTranslation();
  const tills = useTills();
  const moneyList = useMoneyList();
  const till = tills.data?.find((x) => x.id === shift.tillId);
  return (
    <Card className="grid gap-4 sm:grid-cols-2" data-testid="shift-summary">
      <dl className="space-y-1 text-sm">
        <FigureLine label={t('tills.till')}>
          <span className="font-semibold" data-testid="shift-till">
            {shift.tillName}
          </span>
        </FigureLine>
        <FigureLine label={t('tills.since')}>
          <DateText iso={shift.openedAt} withTime />
        </FigureLine>
        <FigureLine label={t('tills.statusLabel')}>
          <ShiftStatusBadge status={shift.status} />
        </FigureLine>
      </dl>
      {shift.status === 'closing' ? (
        <div className="space-y-1 text-sm" data-testid="shift-counted">
          <p className="font-medium">{t('tills.close.waiting')}</p>
          <p className="text-muted-foreground">
            {t('tills.close.youCounted', {
              amounts: moneyList(shift.currencies.flatMap((c) => (c.counted === null ? [] : [{ amount: c.counted, code: c.currency }]))),
            })}
          </p>
        </div>
      ) : (
        !counting &&
        till?.balances && (
          <div className="space-y-1">
            <h2 className="text-sm font-medium">{t('tills.cashNow')}</h2>
            <TillBalances balances={till.balances} />
          </div>
        )
      )}
    </Card>
  );
}

/**
 * My till (docs/decisions.md, Tills and shifts): a clerk without a shift accepts a till offered to them or opens one
 * with a counted float; with one, sees
 * the till's cash and this shift's movements, confirms a top-up, and drops, hands over or closes blind.
 */
export function MyTillPage() {
  const { t } = useTranslation();
  const current = useCurrentShift();
  const [action, setAction] = useState<ShiftAction | null>(null);
  const shift = current.data?.shift ?? null;
  return (
    <div className="space-y-4">
      <PageHeader title={t('tills.mine.title')} subtitle={t('tills.mine.subtitle')} />
      {current.isLoading ? (
        <Spinner label={t('tills.loading')} />
      ) : current.error || !current.data ? (
        <LoadError error={current.error} onRetry={() => void current.refetch()} />
      ) : !shift ? (
        <>
          {current.data.handoverOffers.map((offer) => (
            <AcceptHandoverCard key={offer.shiftId} handover={offer} />
          ))}
          <OpenShiftCard />
        </>
      ) : (
        <>
          <ShiftSummary shift={shift} counting={action === 'close' || action === 'handover'} />
          <ClerkPendingMoves shift={shift} />
          {shift.status === 'open' && <ShiftActions shift={shift} action={action} onAction={setAction} />}
          <ShiftMoves shift={shift} />
        </>
      )}
    </div>
  );
}
