import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PostSettlementBody, Transaction } from '@sarafi/core';
import { apiRequest } from '../../lib/api';
import { newIdempotencyKey } from '../transactions/idempotency-key';

/** Posts a settlement under the form's Idempotency-Key, renewed once it posted (the cleared form is a new document). */
export function usePostSettlement(onPosted: (transaction: Transaction) => void, onFailed: (error: unknown) => void) {
  const queryClient = useQueryClient();
  const [key, setKey] = useState(newIdempotencyKey);
  return useMutation({
    mutationFn: (body: PostSettlementBody) => apiRequest<Transaction>('POST', '/api/settlements', body, { 'Idempotency-Key': key }),
    onSuccess: (transaction) => {
      setKey(newIdempotencyKey());
      void queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== '/api/auth/me' });
      onPosted(transaction);
    },
    onError: onFailed,
  });
}
