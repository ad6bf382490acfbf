import { useRef } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { newIdempotencyKey } from '../features/transactions/idempotency-key';

/** The header every money-moving route reads: a repeat with the same key gets the first answer and posts nothing. */
export type IdempotencyHeaders = { 'Idempotency-Key': string };

interface MoneyMutationOptions<TData, TInput> {
  /** The request, sent with `headers`. */
  request: (input: TInput, headers: IdempotencyHeaders) => Promise<TData>;
  onSuccess?: (data: TData, input: TInput) => void;
  onError?: (error: unknown, input: TInput) => void;
}

/**
 * Every request that moves money (postings, edits, deletes, hawala changes, recoveries, commission runs) goes through
 * here, so each carries an Idempotency-Key (docs/decisions.md). The key belongs to one intended action: the same
 * inputs sent again (a double click, a retry after a lost answer) reuse it and change the books once; different
 * inputs (the form was edited, another hawala was picked) get a new one, as does anything sent after a success, since
 * the cleared form is a new document. Afterwards every balance, list and report is read again, the session aside.
 */
export function useMoneyMutation<TData, TInput>({ request, onSuccess, onError }: MoneyMutationOptions<TData, TInput>) {
  const queryClient = useQueryClient();
  const intent = useRef<{ inputs: string; key: string } | null>(null);
  return useMutation({
    mutationFn: (input: TInput) => {
      const inputs = JSON.stringify(input ?? null);
      if (intent.current?.inputs !== inputs) intent.current = { inputs, key: newIdempotencyKey() };
      return request(input, { 'Idempotency-Key': intent.current.key });
    },
    onSuccess: (data, input) => {
      intent.current = null;
      void queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== '/api/auth/me' });
      onSuccess?.(data, input);
    },
    onError: (error, input) => onError?.(error, input),
  });
}
