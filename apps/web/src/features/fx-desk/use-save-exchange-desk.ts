import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ExchangeDeskSettings, UpdateExchangeDeskBody } from '@sarafi/core';
import { apiRequest, errorMessage } from '../../lib/api';
import { notify } from '../../components/ui/toaster';
import { currenciesKey } from '../currencies/use-currencies';
import { exchangeDeskKey } from './use-exchange-desk';

/**
 * Saves the exchange desk's two settings, the base currency and the board switch, which the settings screen shows in
 * sections of their own; the endpoint takes both, so each section sends the other's stored value unchanged.
 */
export function useSaveExchangeDesk(onSaved: () => void) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateExchangeDeskBody) => apiRequest<ExchangeDeskSettings>('PUT', '/api/settings/exchange-desk', body),
    onSuccess: (saved) => {
      queryClient.setQueryData(exchangeDeskKey, saved);
      onSaved();
      notify.success(t('fxDesk.settings.saved'));
      // The board prices are quoted against the base, so a new base changes what every currency card shows.
      void queryClient.invalidateQueries({ queryKey: currenciesKey });
    },
    onError: (e) => notify.error(errorMessage(e, t('fxDesk.settings.saveFailed'))),
  });
}
