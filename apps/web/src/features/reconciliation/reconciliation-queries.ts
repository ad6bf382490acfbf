import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReconciliationColumns, ReconciliationHeader, ReconciliationMapping, ReconciliationResult } from '@sarafi/core';
import { apiRequest } from '../../lib/api';
import { postForm } from '../hawala/import-api';

const listKey = (partnerId: number) => ['reconciliations', partnerId] as const;

export const useReconciliations = (partnerId: number) =>
  useQuery({ queryKey: listKey(partnerId), queryFn: () => apiRequest<ReconciliationHeader[]>('GET', `/api/partners/${partnerId}/reconciliations`) });

/** A kept run never changes, so a reopened one is read once. */
export const useReconciliation = (id: number | null) =>
  useQuery({ queryKey: ['reconciliation', id], enabled: id !== null, staleTime: Infinity, queryFn: () => apiRequest<ReconciliationResult>('GET', `/api/reconciliations/${id}`) });

export function useSheetColumns(partnerId: number) {
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('file', file);
      return postForm<ReconciliationColumns>(`/api/partners/${partnerId}/reconciliations/columns`, form);
    },
  });
}

export interface RunInput {
  file: File;
  mapping: ReconciliationMapping;
  from: string;
  to: string;
  toleranceDays: string;
  closing: { currency: string; amount: string } | null;
}

export function useRunReconciliation(partnerId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: RunInput) => {
      const form = new FormData();
      form.append('mapping', JSON.stringify(input.mapping));
      form.append('from', input.from);
      form.append('to', input.to);
      form.append('toleranceDays', input.toleranceDays);
      if (input.closing) form.append('closing', JSON.stringify([input.closing]));
      // The file goes last, so the server has every field when the file arrives.
      form.append('file', input.file);
      return postForm<ReconciliationResult>(`/api/partners/${partnerId}/reconciliations`, form);
    },
    onSuccess: (result) => {
      client.setQueryData(['reconciliation', result.id], result);
      void client.invalidateQueries({ queryKey: listKey(partnerId) });
    },
  });
}
