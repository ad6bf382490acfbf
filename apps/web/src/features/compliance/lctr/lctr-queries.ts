import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { CalendarKind, FileLctrBody, LctrFiling, LctrReminder, LctrReport } from '@sarafi/core';
import { apiRequest, errorMessage } from '../../../lib/api';
import { notify } from '../../../components/ui/toaster';

export const lctrUrl = (month: string, calendar: CalendarKind) => `/api/compliance/lctr?month=${month}&calendar=${calendar}`;
const reminderKey = ['/api/compliance/lctr/reminder'];

/** The month's report, read again on every opening: a posting a minute ago may have raised a flag. */
export function useLctrReport(month: string, calendar: CalendarKind) {
  return useQuery({
    queryKey: ['/api/compliance/lctr', month, calendar],
    queryFn: () => apiRequest<LctrReport>('GET', lctrUrl(month, calendar)),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
}

/** The dashboard's reminder of last month's report; only for those who may file it. */
export function useLctrReminder(enabled: boolean) {
  return useQuery({ queryKey: reminderKey, queryFn: () => apiRequest<LctrReminder>('GET', '/api/compliance/lctr/reminder'), enabled });
}

export function useFileLctr() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: FileLctrBody) => apiRequest<LctrFiling>('POST', '/api/compliance/lctr/filings', body),
    onSuccess: () => {
      notify.success(t('compliance.lctr.filed'));
      void queryClient.invalidateQueries({ queryKey: reminderKey });
      void queryClient.invalidateQueries({ queryKey: ['/api/compliance/lctr'] });
    },
    onError: (e) => notify.error(errorMessage(e, t('compliance.lctr.fileFailed'))),
  });
}
