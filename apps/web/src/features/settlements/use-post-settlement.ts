import type { ApprovalSubmitted, PostSettlementBody, Transaction } from '@sarafi/core';
import { useMoneyMutation } from '../../lib/use-money-mutation';
import { usePostedOrWaiting } from '../approvals/use-waiting-notice';

/** Posts a settlement once, however often Save is pressed for the same draft. */
export function usePostSettlement(onPosted: (transaction: Transaction) => void, onFailed: (error: unknown) => void, onWaiting?: () => void) {
  return useMoneyMutation({
    request: (body: PostSettlementBody, send) => send<Transaction | ApprovalSubmitted>('POST', '/api/settlements', body),
    onSuccess: usePostedOrWaiting(onPosted, onWaiting),
    onError: onFailed,
  });
}
