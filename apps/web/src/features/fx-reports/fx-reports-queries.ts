import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { FxProfitResponse, PositionsResponse } from '@sarafi/core';
import { apiRequest } from '../../lib/api';
import type { ReportRange } from './fx-format';

export const fxProfitQuery = ({ from, to }: ReportRange) => `?from=${from}&to=${to}`;

/**
 * As the books: read again on every opening (staleTime 0), since a deal posted a minute ago must be in the profit,
 * and the previous period stays on screen while the next one loads.
 */
export function useFxProfit(range: ReportRange) {
  return useQuery({
    queryKey: ['/api/reports/fx-profit', range],
    queryFn: () => apiRequest<FxProfitResponse>('GET', `/api/reports/fx-profit${fxProfitQuery(range)}`),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
}

export function usePositions() {
  return useQuery({
    queryKey: ['/api/reports/positions'],
    queryFn: () => apiRequest<PositionsResponse>('GET', '/api/reports/positions'),
    staleTime: 0,
  });
}
