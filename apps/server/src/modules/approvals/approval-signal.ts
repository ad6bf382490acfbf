import { AsyncLocalStorage } from 'node:async_hooks';
import { approvalMessages, type ApprovalGround, type CurrentUser } from '@sarafi/core';
import { AppError } from '../../lib/errors';

/**
 * The typed signal a check throws when a write needs a second person (docs/decisions.md, Approvals). The routes that
 * accept requests (`sendApprovable`) turn it into a stored request and a 202; any other path that meets it answers its
 * 403 with the code, so nothing that needs approval slips through unwrapped.
 */
export class ApprovalNeeded extends AppError {
  constructor(readonly grounds: ApprovalGround[]) {
    super(403, approvalMessages.required, 'approval.required');
  }
}

/** The replay of one approved request: who approved it, and which request it is. */
export interface ApprovedBy {
  requestId: number;
  approver: CurrentUser;
}

const approved = new AsyncLocalStorage<ApprovedBy>();

/** Runs an approved request's replay: inside it, and only inside it, the approval checks pass. */
export const replayApproved = <T>(by: ApprovedBy, replay: () => Promise<T>) => approved.run(by, replay);

/** The approval of the replay under way, if this code runs inside one. */
export const currentApproval = () => approved.getStore();

/**
 * Each approval check ends here: the grounds it found need a second person, unless this is the replay of a request an
 * approver granted.
 */
export function requireApproval(...grounds: ApprovalGround[]) {
  if (grounds.length === 0 || currentApproval()) return;
  throw new ApprovalNeeded(grounds);
}
