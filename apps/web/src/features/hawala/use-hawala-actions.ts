import { useTranslation } from 'react-i18next';
import type { ApprovalSubmitted, HawalaStatusChangeResponse, PassHawalaBody, PassHawalaResponse } from '@sarafi/core';
import { errorMessage } from '../../lib/api';
import { useMoneyMutation } from '../../lib/use-money-mutation';
import { notify } from '../../components/ui/toaster';
import { useOverLimit } from '../partners/use-over-limit';
import { isApprovalSubmitted } from '../approvals/use-approvals';
import { useShowPostingWarnings } from '../compliance/kyc/posting-warnings';

interface Callbacks {
  /** The hawala passed and the payout posted for it (its receipt is the receiver's slip). */
  onPassed: (id: number, transactionId: number) => void;
  /** Mark as pending and cancel close the detail afterwards (docs/architecture.md, States and transitions). */
  onClosed: () => void;
}

/** Pass, mark as pending and cancel (docs/architecture.md, HTTP API), with the pass screen's toasts of the Errors and messages section of docs/architecture.md. */
export function useHawalaActions({ onPassed, onClosed }: Callbacks) {
  const { t } = useTranslation();
  const overLimit = useOverLimit();
  const showWarnings = useShowPostingWarnings();
  const pass = useMoneyMutation({
    request: ({ id, body }: { id: number; body: PassHawalaBody }, send) => send<PassHawalaResponse | ApprovalSubmitted>('POST', `/api/hawala/pass/${id}`, body),
    onSuccess: (passed, { id }) => {
      overLimit.dismiss();
      if (isApprovalSubmitted(passed)) {
        notify.success(t('approvals.waiting'));
        return onClosed();
      }
      notify.success(t('hawala.pass.passed'), t('hawala.pass.passedText'));
      onPassed(id, passed.transactionId);
      showWarnings(passed.warnings);
    },
    // Past a partner's credit limit the user is asked for a reason to pass anyway (docs/decisions.md, Partners and settlements): an admin's passes, anyone else's waits for an approver.
    onError: (error, pass) => {
      if (!overLimit.offer(error, pass)) notify.error(errorMessage(error, t('hawala.pass.passFailed')), t('hawala.pass.passFailedTitle'));
    },
  });
  const pending = useMoneyMutation({
    request: (id: number, send) => send<HawalaStatusChangeResponse>('PUT', `/api/hawala/pending/${id}`),
    onSuccess: () => {
      notify.success(t('hawala.pass.statusUpdated'), t('hawala.pass.statusUpdatedText'));
      onClosed();
    },
    onError: (error) => notify.error(errorMessage(error, t('hawala.pass.pendingFailed')), t('hawala.pass.pendingFailedTitle')),
  });
  const cancel = useMoneyMutation({
    request: (id: number, send) => send<HawalaStatusChangeResponse>('PUT', `/api/hawala/cancel/${id}`),
    onSuccess: () => {
      notify.success(t('hawala.pass.cancelled'), t('hawala.pass.cancelledText'));
      onClosed();
    },
    onError: (error) => notify.error(errorMessage(error, t('hawala.pass.cancelFailed')), t('hawala.pass.cancelFailedTitle')),
  });
  return { pass, pending, cancel, overLimit, busy: pass.isPending || pending.isPending || cancel.isPending };
}
