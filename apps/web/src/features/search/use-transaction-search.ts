import { useInfiniteQuery } from '@tanstack/react-query';
import type { DeletedTransaction, Transaction } from '@sarafi/core';
import { ApiError } from '../../lib/api';

/** 'all' sends no type: the server then matches every type. */
export type SearchWhat = 'all' | 'debit' | 'credit' | 'transfer' | 'hawala' | 'exchange' | 'settlement' | 'deleted';

/** The filter form (docs/architecture.md, Screens, Search Transactions); every field but searchWhat may be blank, and searchWhat starts at every type. */
export interface SearchFilters {
  searchWhat: SearchWhat;
  referenceId: string;
  accountId: number | null;
  narrative: string;
  amount: string;
  date: string;
  /** Exactly this transaction (opened from the command palette). */
  transactionId?: number;
}
export const emptyFilters: SearchFilters = { searchWhat: 'all', referenceId: '', accountId: null, narrative: '', amount: '', date: '' };

const pageSize = 100;

/** The filters as the server's query parameters (docs/architecture.md, Where we differ from the original product: the match rules in docs/architecture.md, Validation run on the server). */
export function searchParams(filters: SearchFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.searchWhat !== 'deleted' && filters.searchWhat !== 'all') params.set('type', filters.searchWhat);
  if (filters.referenceId.trim()) params.set('referenceId', filters.referenceId.trim());
  if (filters.accountId) params.set('account', String(filters.accountId));
  if (filters.narrative.trim()) params.set('narrative', filters.narrative.trim());
  if (filters.amount.trim()) params.set('amount', filters.amount.trim());
  if (filters.date) params.set('date', filters.date);
  if (filters.transactionId) params.set('id', String(filters.transactionId));
  return params;
}

export const searchPath = (filters: SearchFilters) => (filters.searchWhat === 'deleted' ? '/api/deleted-transactions' : '/api/transactions');

interface Page<T> {
  rows: T[];
  next: string | null;
}

async function fetchPage<T>(path: string, params: URLSearchParams, cursor: string | null): Promise<Page<T>> {
  const query = new URLSearchParams(params);
  query.set('limit', String(pageSize));
  if (cursor) query.set('cursor', cursor);
  const response = await fetch(`${path}?${query}`, { credentials: 'include', cache: 'no-store' });
  if (!response.ok) throw new ApiError(response.status, await response.text());
  return { rows: (await response.json()) as T[], next: response.headers.get('X-Next-Cursor') };
}

/** Keyset pages of the submitted search; `filters` null means nothing searched yet. */
export function useTransactionSearch<T extends Transaction | DeletedTransaction>(filters: SearchFilters | null) {
  const path = filters ? searchPath(filters) : '';
  const params = filters ? searchParams(filters) : new URLSearchParams();
  const query = useInfiniteQuery({
    queryKey: [path, 'search', params.toString()],
    queryFn: ({ pageParam }) => fetchPage<T>(path, params, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next,
    enabled: filters !== null,
    staleTime: 0,
  });
  return { ...query, rows: query.data?.pages.flatMap((p) => p.rows) ?? [] };
}
