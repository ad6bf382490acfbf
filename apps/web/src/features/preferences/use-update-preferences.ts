import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SignedInUser, UserPreferences } from '@sarafi/core';
import { useTranslation } from 'react-i18next';
import { applyLanguage } from '../../i18n/language';
import { apiRequest, errorMessage } from '../../lib/api';
import { notify } from '../../components/ui/toaster';
import { currentUserKey } from '../auth/use-current-user';

/** Stores a preference on the server (so it follows the user to any computer), then applies it here. */
export function useUpdatePreferences() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: Partial<UserPreferences>) => apiRequest<SignedInUser>('PUT', '/api/auth/me/preferences', change),
    onSuccess: async (user) => {
      await applyLanguage(user.language);
      queryClient.setQueryData(currentUserKey, user);
    },
    onError: (error) => notify.error(errorMessage(error, t('preferences.saveFailed'))),
  });
}
