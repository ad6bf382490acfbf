import { useQuery } from '@tanstack/react-query';
import type { Account, Currency } from '@sarafi/core';
import { apiRequest } from '../../lib/api';

export const accountsKey = ['/api/accounts'];
export const accountKey = (id: number) => ['/api/accounts', id];

/** docs/architecture.md, Constants and limits: the accounts list is fresh for 30 seconds. */
export const accountsStaleTime = 30_000;

export function useAccount(id: number) {
  return useQuery<Account | null>({
    queryKey: accountKey(id),
    queryFn: async () => {
      try {
        return await apiRequest<Account>('GET', `/api/accounts/${id}`);
      } catch (error) {
        if ((error as { status?: number }).status === 404) return null;
        throw error;
      }
    },
    enabled: Number.isInteger(id) && id > 0,
  });
}

export function useCurrencies() {
  return useQuery<Currency[]>({ queryKey: ['/api/currencies'] });
}
