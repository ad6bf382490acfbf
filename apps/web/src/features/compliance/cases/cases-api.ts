import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CaseDetail, CasesResponse, CaseStatus, CloseCaseBody, FileCaseBody } from '@sarafi/core';
import { apiRequest } from '../../../lib/api';
import { postForm } from '../../hawala/import-api';

const casesKey = ['/api/compliance/cases'];
export const caseUrl = (id: number) => `/api/compliance/cases/${id}`;

/** The cases, newest first, of one status or all (docs/decisions.md, Compliance: suspicious-activity cases). */
export const useCases = (status: CaseStatus | 'all', enabled = true) =>
  useQuery({
    queryKey: [...casesKey, status],
    queryFn: () => apiRequest<CasesResponse>('GET', status === 'all' ? '/api/compliance/cases' : `/api/compliance/cases?status=${status}`),
    enabled,
  });

export const useCase = (id: number) => useQuery({ queryKey: [...casesKey, 'case', id], queryFn: () => apiRequest<CaseDetail>('GET', caseUrl(id)) });

/** Every change answers with the whole case: it replaces the one shown, and the lists are read again. */
function useCaseChange<V>(send: (variables: V) => Promise<CaseDetail>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (detail) => {
      queryClient.setQueryData([...casesKey, 'case', detail.id], detail);
      void queryClient.invalidateQueries({ queryKey: casesKey, predicate: (query) => query.queryKey[1] !== 'case' });
    },
  });
}

export const useOpenCase = () =>
  useCaseChange((body: { accountId: number | null; transactionIds: number[]; grounds: string }) => apiRequest<CaseDetail>('POST', '/api/compliance/cases', body));

export const useAddNote = (id: number) => useCaseChange((text: string) => apiRequest<CaseDetail>('POST', `${caseUrl(id)}/notes`, { text }));

export const useAttach = (id: number) =>
  useCaseChange((file: File) => {
    const form = new FormData();
    form.append('file', file);
    return postForm<CaseDetail>(`${caseUrl(id)}/attachments`, form);
  });

export const useFileCase = (id: number) => useCaseChange((body: FileCaseBody) => apiRequest<CaseDetail>('POST', `${caseUrl(id)}/file`, body));
export const useCloseCase = (id: number) => useCaseChange((body: CloseCaseBody) => apiRequest<CaseDetail>('POST', `${caseUrl(id)}/close`, body));
