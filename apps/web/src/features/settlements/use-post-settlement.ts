import type { PostSettlementBody, Transaction } from '@sarafi/core';
import { apiRequest } from '../../lib/api';
import { useMoneyMutation } from '../../lib/use-money-mutation';

/** Posts a settlement once, however often Save is pressed for the same draft. */
export function usePostSettlement(onPosted: (transaction: Transaction) => void, onFailed: (error: unknown) => void) {
  return useMoneyMutation({
    request: (body: PostSettlementBody, headers) => apiRequest<Transaction>('POST', '/api/settlements', body, headers),
    onSuccess: onPosted,
    onError: onFailed,
  });
}
