import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { updatePostingLimitsBody, type PostingLimits, type UpdatePostingLimitsInput } from '@sarafi/core';
import { apiRequest } from '../../lib/api';
import { CurrencyLimitsCard } from '../limits/currency-limits-card';

const limitsKey = ['/api/posting-limits'];

/** The largest amount one posting may carry, per currency (docs/decisions.md, Money and amounts). */
export function PostingLimitsCard() {
  const queryClient = useQueryClient();
  const { data, isLoading } = useQuery<PostingLimits>({ queryKey: limitsKey });
  const save = useMutation({
    mutationFn: (body: UpdatePostingLimitsInput) => apiRequest<PostingLimits>('PUT', '/api/posting-limits', body),
    onSuccess: (saved) => queryClient.setQueryData(limitsKey, saved),
  });
  return (
    <CurrencyLimitsCard keys="postingLimits" testId="posting-limit" className="mt-6" changes={{ setting: 'postingLimit' }} data={data} isLoading={isLoading} schema={updatePostingLimitsBody} save={save} />
  );
}
