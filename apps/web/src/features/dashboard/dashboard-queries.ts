import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import {
  dashboardCardStatuses,
  TOTAL_COUNT_HEADER,
  type AccountBalanceRow,
  type AccountNature,
  type DashboardCardKey,
  type DashboardSettings,
  type HawalaDaily,
  type HawalaDetail,
  type HawalaSummary,
  type HawalaTotalUsd,
  type SystemHealth,
} from '@sarafi/core';
import { apiRequest, ApiError } from '../../lib/api';
import type { DateRange } from './date-range';

/** docs/architecture.md, Constants and limits: balance queries are fresh for 30 seconds. */
export const balanceStaleTime = 30_000;

/** Every key the dashboard reads starts with one of these, so 'Refresh' can ask for exactly these again. */
export const dashboardKeys = {
  settings: ['/api/dashboard/settings'],
  summary: ['/api/dashboard/hawala-summary'],
  daily: ['/api/dashboard/hawala-daily'],
  totalUsd: ['/api/hawala-total-usd'],
  health: ['/api/dashboard/system-health'],
  accountBalances: ['/api/account-balances'],
  account11: ['/api/accounts/11/balances'],
  cashShop: ['/api/cash-shop-balance'],
  recent: ['/api/hawala/recent'],
  hawalaDetails: ['/api/hawala-details'],
} as const;

/** `fromDate` / `toDate` as query parameters, leaving out the open bounds. */
export function rangeParams(range: DateRange): URLSearchParams {
  const params = new URLSearchParams();
  if (range.fromDate) params.set('fromDate', range.fromDate);
  if (range.toDate) params.set('toDate', range.toDate);
  return params;
}

const withRange = (path: string, range: DateRange) => {
  const query = rangeParams(range).toString();
  return query ? `${path}?${query}` : path;
};

export function useDashboardSettings() {
  return useQuery<DashboardSettings>({ queryKey: dashboardKeys.settings });
}

export function useHawalaSummary(range: DateRange) {
  return useQuery({
    queryKey: [...dashboardKeys.summary, range.fromDate, range.toDate],
    queryFn: () => apiRequest<HawalaSummary>('GET', withRange('/api/dashboard/hawala-summary', range)),
    placeholderData: (previous) => previous,
  });
}

export function useHawalaDaily(range: DateRange) {
  return useQuery({
    queryKey: [...dashboardKeys.daily, range.fromDate, range.toDate],
    queryFn: () => apiRequest<HawalaDaily>('GET', withRange('/api/dashboard/hawala-daily', range)),
    placeholderData: (previous) => previous,
  });
}

/** Admin only on the server; a regular user's page never asks (docs/architecture.md, Roles and permissions). */
export function useHawalaTotalUsd(range: DateRange, enabled: boolean) {
  return useQuery({
    queryKey: [...dashboardKeys.totalUsd, range.fromDate, range.toDate],
    queryFn: () => apiRequest<HawalaTotalUsd>('GET', withRange('/api/hawala-total-usd', range)),
    enabled,
  });
}

export function useSystemHealth(enabled: boolean) {
  return useQuery<SystemHealth>({ queryKey: dashboardKeys.health, enabled });
}

export function useAccountBalances(codes: readonly string[]) {
  return useQuery({
    queryKey: [...dashboardKeys.accountBalances, ...codes],
    queryFn: () => apiRequest<AccountBalanceRow[]>('POST', '/api/account-balances', { accountCodes: codes }),
    enabled: codes.length > 0,
    staleTime: balanceStaleTime,
    placeholderData: (previous) => previous,
  });
}

export function useAccount11Balances(enabled: boolean) {
  return useQuery<{ currency: string; balance: string; nature: AccountNature }[]>({ queryKey: dashboardKeys.account11, enabled, staleTime: balanceStaleTime });
}

export function useCashShopBalance(enabled: boolean) {
  return useQuery<{ currencyid: number; currency: string; currentbalance: string; nature: AccountNature }[]>({
    queryKey: dashboardKeys.cashShop,
    enabled,
    staleTime: balanceStaleTime,
  });
}

/** Which hawalas a card lists: its status within the range, or (Today's Activity) those imported or paid on the server's today. */
export interface CardListFilter {
  card: DashboardCardKey;
  range: DateRange;
  today: string | undefined;
  q: string;
}

const pageSize = 100;

export function cardListParams({ card, range, today, q }: CardListFilter): URLSearchParams {
  const params = card === 'today' ? new URLSearchParams({ incomingOn: today ?? '' }) : rangeParams(range);
  const status = dashboardCardStatuses[card];
  if (status) params.set('status', status);
  if (q.trim()) params.set('q', q.trim());
  params.set('withTotal', 'true');
  params.set('limit', String(pageSize));
  return params;
}

/** Keyset pages of one card's hawalas (X-Next-Cursor), and how many match in all (x-total-count). */
export function useCardHawalas(filter: CardListFilter, enabled: boolean) {
  const params = cardListParams(filter);
  const query = useInfiniteQuery({
    queryKey: [...dashboardKeys.hawalaDetails, 'dashboard', params.toString()],
    queryFn: async ({ pageParam }) => {
      const page = new URLSearchParams(params);
      if (pageParam) page.set('cursor', pageParam);
      const response = await fetch(`/api/hawala-details?${page}`, { credentials: 'include', cache: 'no-store' });
      if (!response.ok) throw new ApiError(response.status, (await response.text()) || response.statusText);
      const total = response.headers.get(TOTAL_COUNT_HEADER);
      return {
        rows: (await response.json()) as HawalaDetail[],
        next: response.headers.get('X-Next-Cursor'),
        total: total === null ? null : Number(total),
      };
    },
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next,
    enabled: enabled && (filter.card !== 'today' || Boolean(filter.today)),
    staleTime: 0,
    placeholderData: (previous) => previous,
  });
  const rows = query.data?.pages.flatMap((p) => p.rows) ?? [];
  const total = query.data?.pages[0]?.total ?? null;
  return { ...query, rows, total };
}
