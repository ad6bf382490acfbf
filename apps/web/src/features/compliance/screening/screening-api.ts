import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SanctionsList, SanctionsListSource, ScreeningHitStatus, ScreeningReview } from '@sarafi/core';
import { apiRequest } from '../../../lib/api';
import { postForm } from '../../hawala/import-api';

const listsKey = ['/api/compliance/sanctions-lists'];
const reviewsKey = (status: ScreeningHitStatus | 'all') => ['/api/compliance/reviews', status];

/** The imported list versions, newest first (docs/decisions.md, Compliance: sanctions screening). */
export const useSanctionsLists = () => useQuery({ queryKey: listsKey, queryFn: () => apiRequest<{ lists: SanctionsList[] }>('GET', '/api/compliance/sanctions-lists') });

export function useImportSanctionsList() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ source, file }: { source: SanctionsListSource; file: File }) => {
      const form = new FormData();
      form.append('source', source);
      form.append('file', file);
      return postForm<SanctionsList>('/api/compliance/sanctions-lists', form);
    },
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: listsKey }),
  });
}

export const useScreeningReviews = (status: ScreeningHitStatus | 'all') =>
  useQuery({
    queryKey: reviewsKey(status),
    queryFn: () => apiRequest<{ reviews: ScreeningReview[] }>('GET', status === 'all' ? '/api/compliance/reviews' : `/api/compliance/reviews?status=${status}`),
  });

export function useDecideReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, decision, note }: { id: number; decision: 'release' | 'block'; note: string }) => apiRequest<ScreeningReview>('POST', `/api/compliance/reviews/${id}/${decision}`, { note }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['/api/compliance/reviews'] }),
  });
}
