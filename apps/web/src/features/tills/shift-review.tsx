import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CheckCircle2, TriangleAlert } from 'lucide-react';
import { formatMoney, type Shift } from '@sarafi/core';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { MoneyText } from '../../components/ui/money-text';
import { notify } from '../../components/ui/toaster';
import { TableScroll } from '../../components/ui/table-scroll';
import { errorMessage } from '../../lib/api';
import { useDateFormat } from '../../lib/use-date-format';
import { amountCell, booksTable, varianceKind } from '../books/books-format';
import { VarianceText } from '../books/variance-text';
import { LoadError, Spinner } from '../shell/status-pages';
import { CashCountForm } from './cash-count-form';
import { useMoneyList } from './cash-list';
import { changedSinceReview } from './review-conflict';
import { ShiftMoves } from './shift-moves';
import { ShiftStatusBadge } from './shift-status-badge';
import { useApproveShift, useConfirmMove, useShift, useTopUp } from './tills-queries';
import { useCountCurrencies } from './use-count-currencies';

/** The figures per currency the owner reviews: what the books expect, what was counted, and the difference. */
function ShiftFigures({ shift }: { shift: Shift }) {
  const { t } = useTranslation();
  return (
    <TableScroll>
      <table className={booksTable} data-testid="shift-figures">
        <thead className="bg-muted">
          <tr className="border-y border-border">
            <th className="text-start">{t('tills.currency')}</th>
            <th className="text-end">{t('books.dayClose.expected')}</th>
            <th className="text-end">{t('books.dayClose.counted')}</th>
            <th className="text-end">{t('books.dayClose.varianceLabel')}</th>
          </tr>
        </thead>
        <tbody>
          {shift.currencies.map((c) => (
            <tr key={c.currencyId} className="border-b border-border" data-currency={c.currency}>
              <td>{c.currency}</td>
              <td className={amountCell}>{c.expected === null ? '—' : <MoneyText amount={c.expected} symbol={c.currency} />}</td>
              <td className={amountCell}>{c.counted === null ? '—' : <MoneyText amount={c.counted} symbol={c.currency} />}</td>
              <td className={amountCell}>{c.variance === null ? '—' : <VarianceText variance={c.variance} code={c.currency} />}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}

/**
 * Approving a close names the shift's id and version as reviewed here; when the shift changed meanwhile (409) the
 * refusal says so in place, the shift is read again and the owner reviews the new figures before approving again.
 */
function ApproveClose({ shift }: { shift: Shift }) {
  const { t, i18n } = useTranslation();
  const approve = useApproveShift();
  const [confirming, setConfirming] = useState(false);
  const [changed, setChanged] = useState(false);
  const amount = (text: string) => (i18n.dir() === 'rtl' ? `\u2066${text}\u2069` : text);
  const variances = shift.currencies
    .flatMap(({ variance, currency }) => (variance === null ? [] : [`${amount(formatMoney(variance, currency))} (${t(`books.dayClose.variance.${varianceKind(variance)}`)})`]))
    .join(t('books.dayClose.listSeparator'));
  return (
    <div className="space-y-2">
      {changed && (
        <p role="alert" className="flex items-center gap-2 rounded-md border border-destructive/40 bg-destructive/10 px-3 py-2 text-sm text-destructive" data-testid="shift-changed">
          <TriangleAlert className="h-4 w-4 shrink-0" aria-hidden />
          {t('tills.approve.changed')}
        </p>
      )}
      <Button busy={approve.isPending} onClick={() => setConfirming(true)}>
        <CheckCircle2 className="h-4 w-4" aria-hidden />
        {t('tills.approve.button')}
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('tills.approve.title', { user: shift.username, till: shift.tillName })}
        text={t('tills.approve.text', { user: shift.username, variances: variances || t('tills.nothing') })}
        confirmLabel={t('tills.approve.confirm')}
        onConfirm={() =>
          approve.mutate(
            { id: shift.id, version: shift.version },
            {
              onSuccess: () => {
                setChanged(false);
                notify.success(t('tills.approve.done'));
              },
              onError: (error) => {
                setChanged(changedSinceReview(error));
                notify.error(errorMessage(error, t('tills.approve.failed')));
              },
            },
          )
        }
      />
    </div>
  );
}

/** Pending drops the safe's keeper confirms as received, one button each. */
function DropsToConfirm({ shift }: { shift: Shift }) {
  const { t } = useTranslation();
  const moneyList = useMoneyList();
  const confirm = useConfirmMove();
  const drops = shift.moves.filter((m) => m.kind === 'drop' && m.status === 'pending');
  if (drops.length === 0) return null;
  return (
    <ul className="space-y-2">
      {drops.map((move) => (
        <li key={move.id} className="flex flex-wrap items-center justify-between gap-2 rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm">
          <span>{t('tills.pending.dropToConfirm', { user: move.createdBy, amounts: moneyList(move.counts.map((c) => ({ amount: c.total, code: c.currency }))) })}</span>
          <Button
            size="sm"
            busy={confirm.isPending}
            onClick={() =>
              confirm.mutate(
                { shiftId: shift.id, moveId: move.id },
                { onSuccess: () => notify.success(t('tills.pending.dropDone')), onError: (error) => notify.error(errorMessage(error, t('tills.failed'))) },
              )
            }
          >
            {t('tills.pending.dropConfirm')}
          </Button>
        </li>
      ))}
    </ul>
  );
}

function TopUpForm({ shift }: { shift: Shift }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const sheet = useCountCurrencies();
  const topUp = useTopUp();
  if (!open) {
    return (
      <Button variant="outline" onClick={() => setOpen(true)}>
        {t('tills.topUp.title')}
      </Button>
    );
  }
  if (sheet.isLoading) return <Spinner label={t('tills.loading')} />;
  return (
    <section className="space-y-2">
      <h3 className="text-lg font-semibold">{t('tills.topUp.title')}</h3>
      <p className="text-sm text-muted-foreground">{t('tills.topUp.hint', { user: shift.username })}</p>
      <CashCountForm
        testId="top-up"
        currencies={sheet.currencies}
        submitLabel={t('tills.topUp.submit')}
        pending={topUp.isPending}
        emptyMessage={t('tills.emptyMove')}
        onSubmit={(counts) =>
          topUp.mutate(
            { shiftId: shift.id, counts },
            {
              onSuccess: () => {
                notify.success(t('tills.topUp.done', { user: shift.username }));
                setOpen(false);
              },
              onError: (error) => notify.error(errorMessage(error, t('tills.failed'))),
            },
          )
        }
      />
    </section>
  );
}

/** The owner's look at one shift: its status, figures, movements, and what waits for them (a drop, the close). */
export function ShiftReview({ shiftId }: { shiftId: number }) {
  const { t } = useTranslation();
  const shift = useShift(shiftId);
  const format = useDateFormat();
  const heading = useRef<HTMLHeadingElement>(null);
  const loaded = Boolean(shift.data);
  // Opened from a till's card, the review may lie below the fold (always on a phone): the heading is brought into view
  // and takes focus, so the keyboard carries on from there.
  useEffect(() => {
    if (!loaded) return;
    heading.current?.scrollIntoView({ block: 'start' });
    heading.current?.focus();
  }, [loaded, shiftId]);
  if (shift.isLoading) return <Spinner label={t('tills.loading')} />;
  if (shift.error || !shift.data) return <LoadError error={shift.error} onRetry={() => void shift.refetch()} />;
  const s = shift.data;
  return (
    <Card className="space-y-4" data-testid="shift-review">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 ref={heading} tabIndex={-1} className="text-lg font-semibold focus:outline-none">
          {t('tills.reviewTitle', { till: s.tillName, user: s.username })}
        </h2>
        <ShiftStatusBadge status={s.status} />
      </div>
      <ShiftFigures shift={s} />
      <DropsToConfirm shift={s} />
      {s.status === 'closing' && (
        <>
          <p className="text-sm text-muted-foreground" data-testid="reviewed-version" data-version={s.version}>
            {t('tills.approve.reviewed', { version: s.version, time: format.dateTime(s.countedAt ?? s.openedAt) })}
          </p>
          <ApproveClose shift={s} />
        </>
      )}
      {s.status === 'open' && <TopUpForm shift={s} />}
      <ShiftMoves shift={s} />
    </Card>
  );
}
