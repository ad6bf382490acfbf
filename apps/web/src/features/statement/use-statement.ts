import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Statement } from '@sarafi/core';
import { ApiError, apiRequest } from '../../lib/api';
import { accountKey } from '../accounts/account-queries';
import { rangeQuery, type StatementRange } from './statement-range';

/**
 * Under the account's own key, so whatever refreshes the account refreshes its statement too. Always refetched on
 * opening the page (staleTime 0): a statement must show the ledger as it is now, not as it was an hour ago.
 */
export function useStatement(accountId: number, range: StatementRange) {
  return useQuery<Statement | null>({
    queryKey: [...accountKey(accountId), 'statement', range],
    queryFn: async () => {
      try {
        return await apiRequest<Statement>('GET', `/api/accounts/${accountId}/statement${rangeQuery(range)}`);
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
    enabled: Number.isInteger(accountId) && accountId > 0,
    staleTime: 0,
    // The page keeps showing the previous period while the next one loads, instead of flashing a spinner.
    placeholderData: keepPreviousData,
  });
}

/** Fetches the XLSX export and hands it to the browser as a download under the server's file name. */
export async function downloadStatement(accountId: number, range: StatementRange): Promise<boolean> {
  const response = await fetch(`/api/accounts/${accountId}/statement/export${rangeQuery(range)}`, { credentials: 'include' });
  if (!response.ok) return false;
  const fileName = /filename="([^"]+)"/.exec(response.headers.get('Content-Disposition') ?? '')?.[1] ?? 'statement.xlsx';
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  URL.revokeObjectURL(url);
  return true;
}
