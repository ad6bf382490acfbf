import type { ApprovalSubmitted, PostTransactionBody, Transaction } from '@sarafi/core';
import { useMoneyMutation } from '../../lib/use-money-mutation';
import { usePostedOrWaiting } from '../approvals/use-waiting-notice';

/** Posts a transaction: a second click, or a retry after a lost response, returns the first posting instead of making another. */
export function usePostTransaction(onPosted: (transaction: Transaction) => void, onFailed: (error: unknown) => void, onWaiting?: () => void) {
  return useMoneyMutation({
    request: (body: PostTransactionBody, send) => send<Transaction | ApprovalSubmitted>('POST', '/api/transactions', body),
    onSuccess: usePostedOrWaiting(onPosted, onWaiting),
    onError: onFailed,
  });
}
