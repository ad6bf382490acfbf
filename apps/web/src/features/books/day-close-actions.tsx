import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CheckCircle2, Download, Printer, Undo2 } from 'lucide-react';
import { formatMoney, type SignedInUser, type DayClose } from '@sarafi/core';
import { Button } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { ReasonDialog } from '../../components/ui/reason-dialog';
import { notify } from '../../components/ui/toaster';
import { errorMessage } from '../../lib/api';
import { useDateFormat } from '../../lib/use-date-format';
import { varianceKind } from './books-format';
import { useApproveDayClose, useReopenDay } from './books-queries';
import { downloadExport } from '../../lib/download';

function ReopenDialog({ date, onClose }: { date: string; onClose: () => void }) {
  const { t } = useTranslation();
  const reopen = useReopenDay();
  return (
    <ReasonDialog
      title={t('books.dayClose.reopenTitle')}
      description={t('books.dayClose.reopenText')}
      label={t('books.dayClose.reason')}
      requiredMessage={t('books.dayClose.reasonRequired')}
      maxLength={500}
      confirmLabel={t('books.dayClose.reopenConfirm')}
      busy={reopen.isPending}
      onConfirm={(reason) =>
        reopen.mutate(
          { date, reason },
          {
            onSuccess: () => {
              notify.success(t('books.dayClose.reopened'));
              onClose();
            },
            onError: (failure) => notify.error(errorMessage(failure, t('books.dayClose.reopenFailed'))),
          },
        )
      }
      onClose={onClose}
    />
  );
}

/**
 * What may be done with a close: an admin approves a pending count (not their own unless the shop allows
 * self-approval, and the button says why) after a confirmation naming the day and each variance, or reopens an
 * approved day; anyone prints or exports it.
 */
export function DayCloseActions({ close, user, admin, allowSelfApproval }: { close: DayClose; user: SignedInUser; admin: boolean; allowSelfApproval: boolean }) {
  const { t, i18n } = useTranslation();
  const whyId = useId();
  const [reopening, setReopening] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const approve = useApproveDayClose();
  const format = useDateFormat();
  // On a right-to-left page each amount is a left-to-right isolate, so '؋ -5.00' keeps its order in a Dari sentence.
  const amount = (text: string) => (i18n.dir() === 'rtl' ? `\u2066${text}\u2069` : text);
  const variances = close.currencies
    .map((c) => `${amount(formatMoney(c.variance, c.currencyCode))} (${t(`books.dayClose.variance.${varianceKind(c.variance)}`)})`)
    .join(t('books.dayClose.listSeparator'));
  const ownCount = close.countedBy === user.username && !allowSelfApproval;
  const exportFile = async () => {
    const done = await downloadExport(`/api/day-closes/${close.date}/export`, `day_close_${close.date}.xlsx`).catch(() => false);
    if (!done) notify.error(t('books.exportFailed'));
  };
  return (
    <div className="space-y-2 print:hidden">
      <div className="flex flex-wrap gap-2">
        {admin && close.status === 'pending' && (
          <Button
            disabled={ownCount} busy={approve.isPending}
            aria-describedby={ownCount ? whyId : undefined}
            onClick={() => setConfirming(true)}
          >
            <CheckCircle2 className="h-4 w-4" aria-hidden />
            {t('books.dayClose.approve')}
          </Button>
        )}
        {admin && close.status === 'approved' && (
          <Button variant="destructive" onClick={() => setReopening(true)}>
            <Undo2 className="h-4 w-4" aria-hidden />
            {t('books.dayClose.reopen')}
          </Button>
        )}
        <Button variant="outline" onClick={() => void exportFile()}>
          <Download className="h-4 w-4" aria-hidden />
          {t('books.export')}
        </Button>
        <Button variant="outline" onClick={() => window.print()}>
          <Printer className="h-4 w-4" aria-hidden />
          {t('books.print')}
        </Button>
      </div>
      {admin && close.status === 'pending' && ownCount && (
        <p id={whyId} className="text-sm text-muted-foreground">
          {t('books.dayClose.ownCount')}
        </p>
      )}
      {/* A count sent for approval is counted again only by an approver (docs/decisions.md, Books and day close). */}
      {!admin && close.status === 'pending' && (
        <p className="text-sm text-muted-foreground">
          {t('books.dayClose.waitingForAdmin')} {t('books.dayClose.recountByApprover')}
        </p>
      )}
      {reopening && <ReopenDialog date={close.date} onClose={() => setReopening(false)} />}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('books.dayClose.approveTitle', { date: format.date(close.date) })}
        text={t('books.dayClose.approveText', { date: format.date(close.date), variances })}
        confirmLabel={t('books.dayClose.approveConfirm')}
        onConfirm={() =>
          approve.mutate(close, {
            onSuccess: () => notify.success(t('books.dayClose.approved')),
            onError: (failure) => notify.error(errorMessage(failure, t('books.dayClose.approveFailed'))),
          })
        }
      />
    </div>
  );
}
