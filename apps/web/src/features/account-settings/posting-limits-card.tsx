import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { updatePostingLimitsBody, type PostingLimits, type UpdatePostingLimitsInput } from '@sarafi/core';
import { apiRequest, errorMessage } from '../../lib/api';
import { notify } from '../../components/ui/toaster';
import { CurrencyLimitsCard } from '../limits/currency-limits-card';

const limitsKey = ['/api/posting-limits'];

/** The largest amount one posting may carry, per currency (issue 18). */
export function PostingLimitsCard() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { data, isLoading } = useQuery<PostingLimits>({ queryKey: limitsKey });
  const save = useMutation({
    mutationFn: (body: UpdatePostingLimitsInput) => apiRequest<PostingLimits>('PUT', '/api/posting-limits', body),
    onSuccess: (saved) => queryClient.setQueryData(limitsKey, saved),
  });

  return (
    <CurrencyLimitsCard
      keys="postingLimits"
      testId="posting-limit"
      className="mt-6"
      data={data}
      isLoading={isLoading}
      schema={updatePostingLimitsBody}
      saving={save.isPending}
      onSave={(body, saved) =>
        save.mutate(body, {
          onSuccess: () => {
            saved();
            notify.success(t('postingLimits.saved'));
          },
          onError: (error) => notify.error(errorMessage(error, t('postingLimits.saveFailed'))),
        })
      }
    />
  );
}
