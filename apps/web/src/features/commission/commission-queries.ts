import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CommissionPreview, CommissionRange, CommissionRatesResponse, CommissionRun, PutCommissionRatesBody } from '@sarafi/core';
import { apiRequest } from '../../lib/api';
import { useMoneyMutation } from '../../lib/use-money-mutation';

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

/** A run and a reverse move money; afterwards the partner's runs, the preview and every balance are read again. */
export const usePostCommissionRun = (partnerId: number) =>
  useMoneyMutation({
    request: (range: CommissionRange, send) => send<CommissionRun>('POST', `/api/partners/${partnerId}/commission-runs`, range),
  });

export const useReverseCommissionRun = () =>
  useMoneyMutation({
    request: ({ runId, reason }: { runId: number; reason: string }, send) =>
      send<CommissionRun>('POST', `/api/commission-runs/${runId}/reverse`, { reason }),
  });
