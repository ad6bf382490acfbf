import type { PostSettlementBody, Transaction } from '@sarafi/core';
import { useMoneyMutation } from '../../lib/use-money-mutation';

/** Posts a settlement once, however often Save is pressed for the same draft. */
export function usePostSettlement(onPosted: (transaction: Transaction) => void, onFailed: (error: unknown) => void) {
  return useMoneyMutation({
    request: (body: PostSettlementBody, send) => send<Transaction>('POST', '/api/settlements', body),
    onSuccess: onPosted,
    onError: onFailed,
  });
}
