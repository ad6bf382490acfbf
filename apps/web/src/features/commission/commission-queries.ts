import { useRef } from 'react';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CommissionPreview, CommissionRange, CommissionRatesResponse, CommissionRun, PutCommissionRatesBody } from '@sarafi/core';
import { apiRequest } from '../../lib/api';
import { newIdempotencyKey } from '../transactions/idempotency-key';

const ratesKey = (partnerId: number) => ['/api/partners', partnerId, 'commission-rates'];
const runsKey = (partnerId: number) => ['/api/partners', partnerId, 'commission-runs'];
const previewKey = (partnerId: number) => ['/api/partners', partnerId, 'commission-preview'];

export function useCommissionRates(partnerId: number) {
  return useQuery({
    queryKey: ratesKey(partnerId),
    queryFn: () => apiRequest<CommissionRatesResponse>('GET', `/api/partners/${partnerId}/commission-rates`),
  });
}

export function useSaveCommissionRates(partnerId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PutCommissionRatesBody) => apiRequest<CommissionRatesResponse>('PUT', `/api/partners/${partnerId}/commission-rates`, body),
    onSuccess: (saved) => {
      queryClient.setQueryData(ratesKey(partnerId), saved);
      void queryClient.invalidateQueries({ queryKey: previewKey(partnerId) });
    },
  });
}

export function useCommissionRuns(partnerId: number) {
  return useQuery({ queryKey: runsKey(partnerId), queryFn: () => apiRequest<CommissionRun[]>('GET', `/api/partners/${partnerId}/commission-runs`), staleTime: 0 });
}

/** What a run over the range would post, read afresh each time it is shown: another clerk may have run it meanwhile. */
export function useCommissionPreview(partnerId: number, range: CommissionRange | null) {
  return useQuery({
    queryKey: [...previewKey(partnerId), range],
    queryFn: () => apiRequest<CommissionPreview>('POST', `/api/partners/${partnerId}/commission-runs/preview`, range),
    enabled: range !== null,
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
}

/**
 * A run and a reverse move money, so each carries an Idempotency-Key, renewed once it succeeded; afterwards the
 * partner's runs, the preview and every balance are read again.
 */
function useRunAction<T>(request: (key: string, input: T) => Promise<CommissionRun>) {
  const queryClient = useQueryClient();
  const key = useRef(newIdempotencyKey());
  return useMutation({
    mutationFn: (input: T) => request(key.current, input),
    onSuccess: () => {
      key.current = newIdempotencyKey();
      void queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== '/api/auth/me' });
    },
  });
}

export const usePostCommissionRun = (partnerId: number) =>
  useRunAction<CommissionRange>((key, range) => apiRequest<CommissionRun>('POST', `/api/partners/${partnerId}/commission-runs`, range, { 'Idempotency-Key': key }));

export const useReverseCommissionRun = () =>
  useRunAction<{ runId: number; reason: string }>((key, { runId, reason }) =>
    apiRequest<CommissionRun>('POST', `/api/commission-runs/${runId}/reverse`, { reason }, { 'Idempotency-Key': key }),
  );
