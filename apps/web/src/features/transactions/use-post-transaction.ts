import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PostTransactionBody, Transaction } from '@sarafi/core';
import { apiRequest } from '../../lib/api';
import { newIdempotencyKey } from './idempotency-key';

/**
 * Posts a transaction under the form's Idempotency-Key: a second click, or a retry after a lost response, returns
 * the first posting instead of making another. The key is renewed only once a posting has succeeded, because the
 * cleared form is a new document.
 */
export function usePostTransaction(onPosted: (transaction: Transaction) => void, onFailed: (error: unknown) => void) {
  const queryClient = useQueryClient();
  const [key, setKey] = useState(newIdempotencyKey);
  return useMutation({
    mutationFn: (body: PostTransactionBody) => apiRequest<Transaction>('POST', '/api/transactions', body, { 'Idempotency-Key': key }),
    onSuccess: (transaction) => {
      setKey(newIdempotencyKey());
      // Balances, statements and lists all read the ledger this posting changed.
      void queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== '/api/auth/me' });
      onPosted(transaction);
    },
    onError: onFailed,
  });
}
