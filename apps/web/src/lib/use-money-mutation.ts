import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from './api';
import { newIdempotencyKey } from '../features/transactions/idempotency-key';

/** Sends one money-moving request with the Idempotency-Key of what it sends. */
export type SendMoney = <T>(method: 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown) => Promise<T>;

interface MoneyMutationOptions<TData, TInput> {
  /** The request, made through `send`. */
  request: (input: TInput, send: SendMoney) => Promise<TData>;
  onSuccess?: (data: TData, input: TInput) => void;
  onError?: (error: unknown, input: TInput) => void;
}

/** One intended action's key: the same request keeps it; another request, or anything after a success, gets a new one. */
export function idempotencyIntent(newKey: () => string = newIdempotencyKey) {
  let current: { inputs: string; key: string } | null = null;
  return {
    keyFor(request: unknown): string {
      const inputs = JSON.stringify(request ?? null);
      if (current?.inputs !== inputs) current = { inputs, key: newKey() };
      return current.key;
    },
    succeeded() {
      current = null;
    },
  };
}

/**
 * Every request that moves money (postings, edits, deletes, hawala changes, recoveries, commission runs) goes through
 * here, so each carries an Idempotency-Key (docs/decisions.md). The key belongs to one intended action: the same
 * request sent again (a double click, a retry after a lost answer) reuses it and changes the books once; a different
 * one (the form was edited, another hawala was picked) gets a new key, which the server would otherwise refuse as
 * reused, as does anything sent after a success, since the cleared form is a new document. Afterwards every balance, list and report is read again, the session aside.
 */
export function useMoneyMutation<TData, TInput>({ request, onSuccess, onError }: MoneyMutationOptions<TData, TInput>) {
  const queryClient = useQueryClient();
  const [intent] = useState(() => idempotencyIntent());
  return useMutation({
    mutationFn: (input: TInput) =>
      request(input, (method, url, body) => apiRequest(method, url, body, { 'Idempotency-Key': intent.keyFor([method, url, body]) })),
    onSuccess: (data, input) => {
      intent.succeeded();
      void queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== '/api/auth/me' });
      onSuccess?.(data, input);
    },
    onError: (error, input) => onError?.(error, input),
  });
}
