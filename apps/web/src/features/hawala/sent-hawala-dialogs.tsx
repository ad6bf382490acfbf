import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatAmount, isHawalaPartnerAccount, type AccountListItem, type Hawala } from '@sarafi/core';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { Field } from '../../components/ui/field';
import { ReasonDialog } from '../../components/ui/reason-dialog';
import { AccountCombobox } from '../transactions/account-combobox';

const received = (h: Hawala) => `${formatAmount(h.convertedAmount ?? h.amount)} ${h.convertedCurrency ?? h.currency}`;

interface PaidProps {
  hawala: Hawala;
  busy: boolean;
  onConfirm: (partnerAccountId: number | null) => void;
  onClose: () => void;
}

/**
 * Mark paid: the partner confirmed paying the receiver. No money moves when a partner was chosen at sending; a
 * hawala held for a partner to assign asks which partner paid it, and what is owed moves to them.
 */
export function MarkPaidDialog({ hawala, busy, onConfirm, onClose }: PaidProps) {
  const { t } = useTranslation();
  const [partner, setPartner] = useState<AccountListItem | null>(null);
  const needsPartner = hawala.partnerAccountId === null && hawala.transactionId !== null;
  const params = { number: hawala.hawalaNumber, amount: received(hawala), receiver: hawala.receiverName, partner: hawala.partnerName ?? '' };
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={t('hawala.outgoing.paidTitle', params)} description={t(needsPartner ? 'hawala.outgoing.paidChoosePartner' : 'hawala.outgoing.paidText', params)}>
      {needsPartner && (
        <Field label={t('hawala.outgoing.paidBy')}>
          {(control) => <AccountCombobox {...control} value={partner} accept={isHawalaPartnerAccount} emptyText={t('hawala.form.noPartners')} onChange={setPartner} />}
        </Field>
      )}
      <div className="mt-6 flex justify-end gap-2">
        <Button variant="outline" onClick={onClose}>
          {t('common.cancel')}
        </Button>
        <Button disabled={busy || (needsPartner && !partner)} onClick={() => onConfirm(partner?.id ?? null)}>
          {t('hawala.outgoing.markPaid')}
        </Button>
      </div>
    </Dialog>
  );
}

interface CancelProps {
  hawala: Hawala;
  busy: boolean;
  onConfirm: (reason: string) => void;
  /** Offered to an admin once the refund was refused for the paying partner's credit limit. */
  onConfirmPastLimit?: (reason: string) => void;
  onClose: () => void;
}

/** Cancel: says what goes back to whom before it happens, and keeps the reason with the hawala and its refund. */
export function CancelSentDialog({ hawala, busy, onConfirm, onConfirmPastLimit, onClose }: CancelProps) {
  const { t } = useTranslation();
  const source = hawala.paidFromAccountId === null || hawala.paidFromAccountId === 11 ? t('hawala.outgoing.toCash') : t('hawala.outgoing.toAccount');
  const text = t('hawala.outgoing.cancelText', {
    sender: hawala.senderName,
    paid: `${formatAmount(hawala.senderPaid)} ${hawala.currency}`,
    source,
    amount: received(hawala),
  });
  return (
    <ReasonDialog
      title={t('hawala.outgoing.cancelTitle', { number: hawala.hawalaNumber })}
      description={text}
      label={t('hawala.outgoing.reason')}
      requiredMessage={t('errors.hawala.cancelReasonRequired')}
      maxLength={500}
      confirmLabel={t('hawala.outgoing.cancelConfirm')}
      keepLabel={t('hawala.outgoing.keep')}
      busy={busy}
      onConfirm={onConfirm}
      override={onConfirmPastLimit && { label: t('hawala.outgoing.cancelPastLimit'), onConfirm: onConfirmPastLimit }}
      onClose={onClose}
    />
  );
}
