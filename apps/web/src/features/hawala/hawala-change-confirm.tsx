import { useTranslation } from 'react-i18next';
import { formatAmount, type HawalaDetail } from '@sarafi/core';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';

export type HawalaChange = 'pending' | 'cancel';

interface HawalaChangeConfirmProps {
  /** The hawala asked about; null keeps the dialog closed. */
  hawala: HawalaDetail | null;
  change: HawalaChange;
  onConfirm: (hawala: HawalaDetail) => void;
  onClose: () => void;
}

/**
 * Asks before Mark as Pending or Cancel, saying what money moves back: a Passed hawala's payout (rAmount in the
 * hawala's currency) is reversed; any other status has no payout, so nothing moves. One click used to reverse a
 * payout with no question asked (docs/decisions.md, Ledger and postings).
 */
export function HawalaChangeConfirm({ hawala, change, onConfirm, onClose }: HawalaChangeConfirmProps) {
  const { t } = useTranslation();
  const params = {
    number: hawala?.hawalaNo ?? '',
    amount: formatAmount(hawala?.rAmount ?? '0'),
    currency: hawala?.currency ?? '',
    receiver: hawala?.receiverName ?? t('hawala.pass.na'),
  };
  const paid = hawala?.hawalaStatus === 'Passed';
  return (
    <ConfirmDialog
      open={hawala !== null}
      onOpenChange={(open) => !open && onClose()}
      title={t(`hawala.confirm.${change}Title`, params)}
      text={t(`hawala.confirm.${change}${paid ? 'Paid' : 'Unpaid'}`, params)}
      confirmLabel={change === 'pending' ? t('hawala.pass.markPending') : t('hawala.confirm.cancelConfirm')}
      // 'Cancel' beside 'Cancel Hawala' read as two ways to cancel: the way out says what it keeps.
      dismissLabel={change === 'cancel' ? t('hawala.confirm.keep') : undefined}
      onConfirm={() => hawala && onConfirm(hawala)}
    />
  );
}
