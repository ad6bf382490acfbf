import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { clerkLimitBoxes, postingLimitBoxes, type currencyLimitsBody, type PostingLimits, type UpdatePostingLimitsInput } from '@sarafi/core';
import { apiRequest } from '../../lib/api';
import { CurrencyLimitsCard } from '../limits/currency-limits-card';

const limitsKey = ['/api/posting-limits'];
type Boxes = z.output<ReturnType<typeof currencyLimitsBody>>;

/**
 * The largest amount one posting may carry, per currency (docs/decisions.md, Money and amounts), and the largest cash
 * voucher a clerk posts (docs/decisions.md 'Clerks serve cash'): two cards over one endpoint, each saving only its own.
 */
export function PostingLimitsCard() {
  const queryClient = useQueryClient();
  const { data, isLoading } = useQuery<PostingLimits>({ queryKey: limitsKey });
  const save = useMutation({
    mutationFn: (body: UpdatePostingLimitsInput) => apiRequest<PostingLimits>('PUT', '/api/posting-limits', body),
    onSuccess: (saved) => queryClient.setQueryData(limitsKey, saved),
  });
  const saveAs = (field: 'limit' | 'clerkLimit') => ({
    isPending: save.isPending,
    mutate: (boxes: Boxes, options: { onSuccess: () => void; onError: (error: unknown) => void }) =>
      save.mutate({ limits: boxes.limits.map(({ currency, limit }) => ({ currency, [field]: limit })) }, options),
  });
  const postingData = data && { limits: data.limits.map(({ currency, limit }) => ({ currency, limit })) };
  const clerkData = data && { limits: data.limits.map(({ currency, clerkLimit }) => ({ currency, limit: clerkLimit })) };
  return (
    <>
      <CurrencyLimitsCard keys="postingLimits" testId="posting-limit" className="mt-6" changes={{ setting: 'postingLimit' }} data={postingData} isLoading={isLoading} schema={postingLimitBoxes} save={saveAs('limit')} />
      <CurrencyLimitsCard keys="clerkLimits" testId="clerk-limit" className="mt-6" changes={{ setting: 'clerkLimit' }} data={clerkData} isLoading={isLoading} schema={clerkLimitBoxes} save={saveAs('clerkLimit')} />
    </>
  );
}
