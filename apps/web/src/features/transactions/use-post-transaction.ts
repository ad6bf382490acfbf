import type { PostTransactionBody, Transaction } from '@sarafi/core';
import { useMoneyMutation } from '../../lib/use-money-mutation';

/** Posts a transaction: a second click, or a retry after a lost response, returns the first posting instead of making another. */
export function usePostTransaction(onPosted: (transaction: Transaction) => void, onFailed: (error: unknown) => void) {
  return useMoneyMutation({
    request: (body: PostTransactionBody, send) => send<Transaction>('POST', '/api/transactions', body),
    onSuccess: onPosted,
    onError: onFailed,
  });
}
