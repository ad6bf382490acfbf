import { useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Hawala, HawalaDetail, HawalaSettings, HawalaStatus, RecentHawalaItem } from '@sarafi/core';
import { apiRequest, ApiError } from '../../lib/api';

export const hawalaSettingsKey = ['/api/hawala-settings'];
export const recentHawalaKey = ['/api/hawala/recent'];
export const hawalaDetailsKey = ['/api/hawala-details'];
export const sentHawalasKey = ['/api/hawala'];

/** How many recent hawalas the serial screen loads; its counters count only these (docs/architecture.md, Screens, Hawala Serial). */
export const recentShown = 20;

export function useHawalaSettings() {
  return useQuery<HawalaSettings>({ queryKey: hawalaSettingsKey });
}

export function useRecentHawala() {
  return useQuery({
    queryKey: [...recentHawalaKey, recentShown],
    queryFn: () => apiRequest<RecentHawalaItem[]>('GET', `/api/hawala/recent?limit=${recentShown}`),
  });
}

/** The pass screen's filters, run by the server (docs/architecture.md, Where we differ from the original product): text, and the transaction-date range. */
export interface HawalaFilters {
  q: string;
  fromDate: string;
  toDate: string;
}

const pageSize = 100;

/** Keyset pages of one hawala list, newest first, following X-Next-Cursor. */
function usePagedList<T>(path: string, key: readonly string[], params: URLSearchParams) {
  params.set('limit', String(pageSize));
  const query = useInfiniteQuery({
    queryKey: [...key, params.toString()],
    queryFn: async ({ pageParam }) => {
      const page = new URLSearchParams(params);
      if (pageParam) page.set('cursor', pageParam);
      const response = await fetch(`${path}?${page}`, { credentials: 'include', cache: 'no-store' });
      if (!response.ok) throw new ApiError(response.status, (await response.text()) || response.statusText);
      return { rows: (await response.json()) as T[], next: response.headers.get('X-Next-Cursor') };
    },
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next,
    staleTime: 0,
  });
  return { ...query, rows: query.data?.pages.flatMap((p) => p.rows) ?? [] };
}

/** Imported hawalas (the Incoming tab). */
export function useHawalaDetails(filters: HawalaFilters) {
  const params = new URLSearchParams();
  if (filters.q.trim()) params.set('q', filters.q.trim());
  if (filters.fromDate) params.set('fromDate', filters.fromDate);
  if (filters.toDate) params.set('toDate', filters.toDate);
  return usePagedList<HawalaDetail>('/api/hawala-details', hawalaDetailsKey, params);
}

/** The Outgoing tab's filters, run by the server: text (number, sender, receiver) and one status or all. */
export interface SentHawalaFilters {
  q: string;
  status: HawalaStatus | '';
}

/** Hawalas we sent (the Outgoing tab). */
export function useSentHawalas(filters: SentHawalaFilters) {
  const params = new URLSearchParams();
  if (filters.q.trim()) params.set('q', filters.q.trim());
  if (filters.status) params.set('status', filters.status);
  return usePagedList<Hawala>('/api/hawala', sentHawalasKey, params);
}

/** A hawala write changes lists, balances and transactions alike; everything but the session is read again. */
export function useRefreshAfterHawala() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== '/api/auth/me' });
}
