import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AcceptHandoverBody,
  ApprovalSubmitted,
  CalendarKind,
  CashCounts,
  CreateTillBody,
  CurrentShiftResponse,
  HandoverBody,
  HandoverRecipient,
  Shift,
  Till,
  TillSettings,
  TillVariancesResponse,
  WriteOffShortageBody,
} from '@sarafi/core';
import { apiRequest } from '../../lib/api';
import { useMoneyMutation, type SendMoney } from '../../lib/use-money-mutation';
import { settingChangesKey } from '../limits/setting-changes';

export const tillsKey = ['/api/tills'];
export const currentShiftKey = ['/api/shifts/current'];
const shiftsKey = ['/api/shifts'];
const tillSettingsKey = ['/api/settings/tills'];

/**
 * A till's cash must be read as it is now, so every till read is refetched on opening (staleTime 0); a money action
 * reads everything again through the shared money mutation.
 */
export const useTills = (enabled = true) => useQuery({ queryKey: tillsKey, queryFn: () => apiRequest<Till[]>('GET', '/api/tills'), staleTime: 0, enabled });

/** The signed-in clerk's shift: open, or its count waiting for approval; null without one. */
export const useCurrentShift = (enabled = true) =>
  useQuery({ queryKey: currentShiftKey, queryFn: () => apiRequest<CurrentShiftResponse>('GET', '/api/shifts/current'), staleTime: 0, enabled });

export const useShift = (id: number | null) =>
  useQuery({ queryKey: [...shiftsKey, id], queryFn: () => apiRequest<Shift>('GET', `/api/shifts/${id}`), enabled: id !== null, staleTime: 0 });

export const useTillSettings = () => useQuery({ queryKey: tillSettingsKey, queryFn: () => apiRequest<TillSettings>('GET', '/api/settings/tills') });

export function useSaveTillSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: TillSettings) => apiRequest<TillSettings>('PUT', '/api/settings/tills', settings),
    onSuccess: (saved) => {
      queryClient.setQueryData(tillSettingsKey, saved);
      void queryClient.invalidateQueries({ queryKey: [settingChangesKey] });
    },
  });
}

export function useCreateTill() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateTillBody) => apiRequest<Till>('POST', '/api/tills', body),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: tillsKey }),
  });
}

/** The variances of a period, by month of the reader's calendar. */
export const useTillVariances = (range: { from: string; to: string }, calendar: CalendarKind) =>
  useQuery({
    queryKey: ['/api/reports/till-variances', range, calendar],
    queryFn: () => apiRequest<TillVariancesResponse>('GET', `/api/reports/till-variances?from=${range.from}&to=${range.to}&calendar=${calendar}`),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });

/**
 * Every action on a shift moves cash (between the safe and a till, or posts a variance), so each carries an
 * Idempotency-Key and reads every balance again afterwards; a refusal reads the shifts again too, so a screen shows the
 * shift as it now is (a count that came in meanwhile, a move another person confirmed).
 */
function useShiftAction<T, R = Shift>(request: (input: T, send: SendMoney) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMoneyMutation({
    request,
    onError: () => {
      void queryClient.invalidateQueries({ queryKey: shiftsKey });
      void queryClient.invalidateQueries({ queryKey: tillsKey });
    },
  });
}

export const useOpenShift = () => useShiftAction<{ tillId: number; float: CashCounts }>(({ tillId, float }, send) => send('POST', `/api/tills/${tillId}/shifts`, { float }));
export const useDrop = () => useShiftAction<{ shiftId: number; counts: CashCounts }>(({ shiftId, counts }, send) => send('POST', `/api/shifts/${shiftId}/drops`, { counts }));
export const useTopUp = () => useShiftAction<{ shiftId: number; counts: CashCounts }>(({ shiftId, counts }, send) => send('POST', `/api/shifts/${shiftId}/top-ups`, { counts }));
export const useConfirmMove = () =>
  useShiftAction<{ shiftId: number; moveId: number }>(({ shiftId, moveId }, send) => send('POST', `/api/shifts/${shiftId}/moves/${moveId}/confirm`, {}));
export const useHandover = () => useShiftAction<{ shiftId: number } & HandoverBody>(({ shiftId, ...body }, send) => send('POST', `/api/shifts/${shiftId}/handover`, body));
export const useAcceptHandover = () =>
  useShiftAction<{ shiftId: number } & AcceptHandoverBody>(({ shiftId, counts }, send) => send('POST', `/api/shifts/${shiftId}/handover/accept`, { counts }));
export const useCloseShift = () => useShiftAction<{ shiftId: number; counts: CashCounts }>(({ shiftId, counts }, send) => send('POST', `/api/shifts/${shiftId}/close`, { counts }));
/** Approves the close as the admin saw it: its id and version, so a shift changed since is refused (409), not approved. */
export const useApproveShift = () => useShiftAction<Pick<Shift, 'id' | 'version'>>(({ id, version }, send) => send('POST', `/api/shifts/${id}/approve`, { id, version }));
export const useWriteOff = () =>
  useShiftAction<{ userId: string } & WriteOffShortageBody, { transactionId: number } | ApprovalSubmitted>(({ userId, ...body }, send) => send('POST', `/api/clerk-shortages/${userId}/write-off`, body));

export type ClerkShortage = { userId: string; username: string; accountId: number; currencyId: number; currency: string; owed: string };
export const useClerkShortages = () => useQuery({ queryKey: ['/api/clerk-shortages'], queryFn: () => apiRequest<ClerkShortage[]>('GET', '/api/clerk-shortages'), staleTime: 0 });

/** Who the clerk may hand the till to: other active users without a shift of their own. */
export const useHandoverRecipients = () =>
  useQuery({ queryKey: ['/api/tills/handover-recipients'], queryFn: () => apiRequest<HandoverRecipient[]>('GET', '/api/tills/handover-recipients'), staleTime: 0 });
