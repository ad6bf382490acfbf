import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Statement } from '@sarafi/core';
import { ApiError, apiRequest } from '../../lib/api';
import { accountKey } from '../accounts/account-queries';
import { rangeQuery, type StatementRange } from './statement-range';
import { downloadExport } from '../../lib/download';

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

/** Downloads the statement's XLSX export under the server's file name. */
export const downloadStatement = (accountId: number, range: StatementRange) =>
  downloadExport(`/api/accounts/${accountId}/statement/export${rangeQuery(range)}`, 'statement.xlsx');
