import { useQuery } from '@tanstack/react-query';
import { can, grantsOf, type ApprovalDetail, type ApprovalStatus, type ApprovalSubmitted, type ApprovalSummary } from '@sarafi/core';
import { apiRequest } from '../../lib/api';
import { useMoneyMutation } from '../../lib/use-money-mutation';
import { useCurrentUser } from '../auth/use-current-user';

/** A write's answer when it was kept for an approver (202) rather than done. */
export const isApprovalSubmitted = (answer: unknown): answer is ApprovalSubmitted =>
  typeof answer === 'object' && answer !== null && 'approvalId' in answer && (answer as ApprovalSubmitted).status === 'pending';

/** Whether the signed-in user decides requests. */
export function useIsApprover() {
  const { data: user } = useCurrentUser();
  return Boolean(user && can(grantsOf(user.permissions), 'approve'));
}

/** The sidebar's count of requests waiting, read by approvers only and refreshed every minute. */
export function usePendingCount() {
  const approver = useIsApprover();
  return useQuery({
    queryKey: ['/api/approvals/count'],
    queryFn: () => apiRequest<{ pending: number }>('GET', '/api/approvals/count'),
    enabled: approver,
    refetchInterval: 60_000,
  });
}

/** The requests the user may read (an approver's all, anyone else's own), of one status or all. */
export function useApprovalList(status?: ApprovalStatus) {
  return useQuery({
    queryKey: ['/api/approvals', status ?? 'all'],
    queryFn: () => apiRequest<ApprovalSummary[]>('GET', status ? `/api/approvals?status=${status}` : '/api/approvals'),
    staleTime: 0,
  });
}

export function useApproval(id: number | null) {
  return useQuery({
    queryKey: ['/api/approvals', 'detail', id],
    queryFn: () => apiRequest<ApprovalDetail>('GET', `/api/approvals/${id}`),
    enabled: id !== null,
    staleTime: 0,
  });
}

export type Decision = { id: number; action: 'approve' } | { id: number; action: 'reject'; reason: string } | { id: number; action: 'withdraw' };

/** Approve, reject or withdraw; every list, count and balance is read again after. */
export function useDecide(onDone: (decision: Decision, answer: ApprovalSummary) => void, onFailed: (error: unknown) => void, version: number | undefined) {
  return useMoneyMutation({
    request: (decision: Decision, send) =>
      send<ApprovalSummary>(
        'POST',
        `/api/approvals/${decision.id}/${decision.action}`,
        decision.action === 'withdraw' ? undefined : { version, ...(decision.action === 'reject' ? { reason: decision.reason } : {}) },
      ),
    onSuccess: (answer, decision) => onDone(decision, answer),
    onError: onFailed,
  });
}
