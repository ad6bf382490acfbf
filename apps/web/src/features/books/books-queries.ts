import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CashBookResponse, ClosedThroughResponse, DayClose, DayCloseCountSheet, DayCloseSettings, SubmitDayCloseBody, TrialBalanceResponse } from '@sarafi/core';
import { ApiError, apiRequest } from '../../lib/api';
import { useMoneyMutation, type SendMoney } from '../../lib/use-money-mutation';
import { settingChangesKey } from '../limits/setting-changes';

/**
 * A cash book period as the API takes it: one day (from = to) or a range of days, YYYY-MM-DD; `shop` reads the whole
 * shop's cash (the safe and every till) in place of the safe's.
 */
export interface BooksRange {
  from: string;
  to: string;
  shop?: boolean;
}

export const cashBookQuery = ({ from, to, shop }: BooksRange) => `${from === to ? `?date=${from}` : `?from=${from}&to=${to}`}${shop ? '&scope=shop' : ''}`;

/**
 * Reports are always refetched on opening (staleTime 0): a cash book must show the drawer as it is now. The previous
 * period stays on screen while the next one loads, instead of a spinner.
 */
export function useCashBook(range: BooksRange | null) {
  return useQuery({
    queryKey: ['/api/reports/cash-book', range],
    queryFn: () => apiRequest<CashBookResponse>('GET', `/api/reports/cash-book${cashBookQuery(range!)}`),
    enabled: range !== null,
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
}

export function useTrialBalance(asOf: string) {
  return useQuery({
    queryKey: ['/api/reports/trial-balance', asOf],
    queryFn: () => apiRequest<TrialBalanceResponse>('GET', `/api/reports/trial-balance?asOf=${asOf}`),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
}

const dayClosesKey = ['/api/day-closes'];

export function useDayCloses() {
  return useQuery({ queryKey: dayClosesKey, queryFn: () => apiRequest<DayClose[]>('GET', '/api/day-closes'), staleTime: 0 });
}

/** The latest close of a day, or null when it has never been counted. */
export function useDayClose(date: string) {
  return useQuery({
    queryKey: [...dayClosesKey, date],
    queryFn: async () => {
      try {
        return await apiRequest<DayClose>('GET', `/api/day-closes/${date}`);
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
    enabled: Boolean(date),
    staleTime: 0,
  });
}

/** What the count form offers for a day; the expected figures are null while the count is blind to this user. */
export function useCountSheet(date: string) {
  return useQuery({
    queryKey: [...dayClosesKey, date, 'count-sheet'],
    queryFn: () => apiRequest<DayCloseCountSheet>('GET', `/api/day-closes/${date}/count-sheet`),
    staleTime: 0,
  });
}

/**
 * The last closed day, read by every screen that posts or changes a posting so it can disable what the server would
 * refuse; a close or reopen reads it again (useBooksAction refetches everything).
 */
export function useClosedThrough() {
  return useQuery({ queryKey: ['/api/books/closed-through'], queryFn: () => apiRequest<ClosedThroughResponse>('GET', '/api/books/closed-through'), staleTime: 30_000 });
}

const settingsKey = ['/api/day-close-settings'];

export function useDayCloseSettings() {
  return useQuery({ queryKey: settingsKey, queryFn: () => apiRequest<DayCloseSettings>('GET', '/api/day-close-settings') });
}

export function useSaveDayCloseSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: DayCloseSettings) => apiRequest<DayCloseSettings>('PUT', '/api/day-close-settings', settings),
    onSuccess: (saved) => {
      queryClient.setQueryData(settingsKey, saved);
      void queryClient.invalidateQueries({ queryKey: [settingChangesKey] });
    },
  });
}

/**
 * Submit, approve and reopen move money (approval posts the variances, reopening reverses them), so each goes through
 * the shared money mutation: an Idempotency-Key per intended action, and every report and balance read again after
 * it. A refusal reads the day's closes again too: an approval refused because a newer count came in shows that count.
 */
function useBooksAction<T>(request: (input: T, send: SendMoney) => Promise<DayClose>) {
  const queryClient = useQueryClient();
  return useMoneyMutation({ request, onError: () => void queryClient.invalidateQueries({ queryKey: dayClosesKey }) });
}

export const useSubmitDayClose = () => useBooksAction<SubmitDayCloseBody>((body, send) => send<DayClose>('POST', '/api/day-closes', body));

/** Approves the count as the admin saw it: its id and version, so a recount since then is refused, not approved. */
export const useApproveDayClose = () =>
  useBooksAction<DayClose>(({ date, id, version }, send) => send<DayClose>('POST', `/api/day-closes/${date}/approve`, { id, version }));

export const useReopenDay = () =>
  useBooksAction<{ date: string; reason: string }>(({ date, reason }, send) => send<DayClose>('POST', `/api/day-closes/${date}/reopen`, { reason }));
