import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreditLimits, PartnerStatement, PartnersResponse, UpdateCreditLimitsInput } from '@sarafi/core';
import { ApiError, apiRequest } from '../../lib/api';
import { downloadExport } from '../../lib/download';
import { shopToday } from '../../lib/shop-day';

/** A period as the partner endpoints take it: YYYY-MM-DD at both ends. */
export interface PartnerRange {
  from: string;
  to: string;
}

/** The shop's month so far: the Partners screen and a statement open on it. */
export function shopMonthSoFar(): PartnerRange {
  const today = shopToday();
  return { from: `${today.slice(0, 8)}01`, to: today };
}

const rangeQuery = ({ from, to }: PartnerRange) => `from=${from}&to=${to}`;
export const partnersKey = ['/api/partners'];

/** Positions are always refetched on opening (staleTime 0): a partner's debt must read as it is now. */
export function usePartners(range: PartnerRange) {
  return useQuery({
    queryKey: [...partnersKey, range],
    queryFn: () => apiRequest<PartnersResponse>('GET', `/api/partners?${rangeQuery(range)}`),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
}

/**
 * One partner's positions now, every currency it holds a balance or a credit limit in (the Partners screen's row), or null
 * while none is chosen or the id is no partner.
 */
export function usePartnerPosition(id: number | null) {
  const query = usePartners(shopMonthSoFar());
  return { ...query, data: (id !== null && query.data?.partners.find((p) => p.id === id)) || null };
}

/** A statement's period and, optionally, the one currency it is narrowed to. */
export interface StatementRange extends PartnerRange {
  currencyId?: number;
}

const statementQuery = (range: StatementRange) => `${rangeQuery(range)}${range.currencyId ? `&currencyId=${range.currencyId}` : ''}`;

/** The statement, or null when the id is no partner. */
export function usePartnerStatement(id: number, range: StatementRange) {
  return useQuery<PartnerStatement | null>({
    queryKey: [...partnersKey, id, 'statement', range],
    queryFn: async () => {
      try {
        return await apiRequest<PartnerStatement>('GET', `/api/partners/${id}/statement?${statementQuery(range)}`);
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
    enabled: Number.isInteger(id) && id > 0,
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
}

export const downloadPartnerStatement = (id: number, range: StatementRange) =>
  downloadExport(`/api/partners/${id}/statement?${statementQuery(range)}&format=xlsx`, 'partner_statement.xlsx');

const limitsKey = (id: number) => [...partnersKey, id, 'credit-limits'];

export function useCreditLimits(id: number) {
  return useQuery({ queryKey: limitsKey(id), queryFn: () => apiRequest<CreditLimits>('GET', `/api/partners/${id}/credit-limits`) });
}

/** Saving limits changes every position's bar, so the positions are read again too. */
export function useSaveCreditLimits(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateCreditLimitsInput) => apiRequest<CreditLimits>('PUT', `/api/partners/${id}/credit-limits`, body),
    onSuccess: (saved) => {
      queryClient.setQueryData(limitsKey(id), saved);
      void queryClient.invalidateQueries({ queryKey: partnersKey, predicate: (query) => query.queryKey[2] !== 'credit-limits' });
    },
  });
}
