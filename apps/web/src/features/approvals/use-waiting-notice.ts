import { useTranslation } from 'react-i18next';
import type { ApprovalSubmitted, Transaction } from '@sarafi/core';
import { notify } from '../../components/ui/toaster';
import { isApprovalSubmitted } from './use-approvals';
import { useShowPostingWarnings } from '../compliance/kyc/posting-warnings';

/**
 * A posting's answer: a posted transaction goes to `onPosted` (the receipt opens), then its warnings show (an expired
 * ID: docs/decisions.md, Compliance: know your customer); one kept for an approver (202) says "waiting for approval",
 * not an error, prints nothing and lets the screen clear its form (docs/decisions.md, Approvals).
 */
export function usePostedOrWaiting(onPosted: (transaction: Transaction) => void, onWaiting?: () => void) {
  const { t } = useTranslation();
  const showWarnings = useShowPostingWarnings();
  return (answer: Transaction | ApprovalSubmitted) => {
    if (!isApprovalSubmitted(answer)) {
      onPosted(answer);
      showWarnings(answer.warnings);
      return;
    }
    notify.success(t('approvals.waiting'));
    onWaiting?.();
  };
}

/** A change's answer (edit, delete, recover): done, or kept for an approver, in the user's words. */
export function useDoneOrWaiting() {
  const { t } = useTranslation();
  return (answer: unknown, done: string) => notify.success(isApprovalSubmitted(answer) ? t('approvals.waiting') : done);
}
