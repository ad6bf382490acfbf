import type { ApprovalSubmitted, PostTransactionBody, Transaction } from '@sarafi/core';
import { useMoneyMutation } from '../../lib/use-money-mutation';
import { usePostedOrWaiting } from '../approvals/use-waiting-notice';
import { useShowPostingWarnings } from '../compliance/kyc/posting-warnings';

/**
 * Posts a transaction: a second click, or a retry after a lost response, returns the first posting instead of making
 * another. The posting's warnings show after the screen's own success, on every screen that posts through here.
 */
export function usePostTransaction(onPosted: (transaction: Transaction) => void, onFailed: (error: unknown) => void, onWaiting?: () => void) {
  const showWarnings = useShowPostingWarnings();
  return useMoneyMutation({
    request: (body: PostTransactionBody, send) => send<Transaction | ApprovalSubmitted>('POST', '/api/transactions', body),
    onSuccess: usePostedOrWaiting((transaction) => {
      onPosted(transaction);
      showWarnings(transaction.warnings);
    }, onWaiting),
    onError: onFailed,
  });
}
