import { useTranslation } from 'react-i18next';
import type { ApprovalSubmitted, PostingWarning, Transaction } from '@sarafi/core';
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

const warningsOf = (answer: unknown): PostingWarning[] | undefined =>
  typeof answer === 'object' && answer !== null && 'warnings' in answer && Array.isArray(answer.warnings) ? (answer.warnings as PostingWarning[]) : undefined;

/**
 * A change's answer (edit, delete, recover): done, or kept for an approver, in the user's words; an edit's warnings
 * show as a posting's do (an edit meets the expired-ID rule as a new posting does).
 */
export function useDoneOrWaiting() {
  const { t } = useTranslation();
  const showWarnings = useShowPostingWarnings();
  return (answer: unknown, done: string) => {
    if (isApprovalSubmitted(answer)) return notify.success(t('approvals.waiting'));
    notify.success(done);
    showWarnings(warningsOf(answer));
  };
}
