import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TwoFactorEnrolment, TwoFactorRecoveryCodes, TwoFactorSettings, TwoFactorStatus, TwoFactorVerifyBody, User } from '@sarafi/core';
import { apiRequest } from '../../lib/api';
import { settingChangesKey } from '../limits/setting-changes';

export const twoFactorStatusKey = ['/api/auth/2fa'];
const settingsKey = ['/api/settings/two-factor'];

export const useTwoFactorStatus = () => useQuery({ queryKey: twoFactorStatusKey, queryFn: () => apiRequest<TwoFactorStatus>('GET', '/api/auth/2fa') });

export const useEnrol = () => useMutation({ mutationFn: () => apiRequest<TwoFactorEnrolment>('POST', '/api/auth/2fa/enrol') });

export function useConfirmEnrolment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => apiRequest<TwoFactorRecoveryCodes>('POST', '/api/auth/2fa/confirm', { code }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: twoFactorStatusKey }),
  });
}

export const useVerifyCode = () => useMutation({ mutationFn: (body: TwoFactorVerifyBody) => apiRequest<unknown>('POST', '/api/auth/2fa/verify', body) });

export const useTwoFactorSettings = () => useQuery({ queryKey: settingsKey, queryFn: () => apiRequest<TwoFactorSettings>('GET', '/api/settings/two-factor') });

export function useSaveTwoFactorSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: TwoFactorSettings) => apiRequest<TwoFactorSettings>('PUT', '/api/settings/two-factor', settings),
    onSuccess: (saved) => {
      queryClient.setQueryData(settingsKey, saved);
      void queryClient.invalidateQueries({ queryKey: [settingChangesKey] });
    },
  });
}

export function useResetTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (user: User) => apiRequest<User>('DELETE', `/api/users/${user.id}/2fa`),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['/api/users'] });
      void queryClient.invalidateQueries({ queryKey: [settingChangesKey] });
    },
  });
}
